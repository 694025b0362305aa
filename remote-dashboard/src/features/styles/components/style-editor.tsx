import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  getApiErrorMessage,
  parseMaterialsCsv,
  parseMeasurementCsv,
  validateStyle,
  type CsvRowError,
  type StyleDetail,
} from '@threadline/contracts';
import { FormError } from '../../../components/form-error';
import ui from '../../../components/ui.module.css';
import { paths } from '../../../config/paths';
import { useCategoryTitles } from '../../../lib/use-category-titles';
import { useCreateStyle } from '../api/create-style';
import { useSaveStyleVersion } from '../api/save-style-version';
import { ColourwaysEditor } from './colourways-editor';
import { MaterialsGrid } from './materials-grid';
import { MeasurementGrid } from './measurement-grid';
import { contentOf, draftOf, keyed, sizesOf, withSizes, type StyleDraft } from './style-draft';
import { StyleFilesEditor } from './style-files-editor';
import { useCatalogueKeys } from './use-catalogue-keys';
import styles from './styles.module.css';

const TEXT_FIELDS = [
  ['styleNumber', 'Style number', 'TL-2041'],
  ['name', 'Name', 'Crew-neck tee'],
  ['season', 'Season', 'SS27'],
  ['fabric', 'Main fabric', 'Single jersey 180 gsm'],
  ['composition', 'Composition', '100% organic cotton'],
] as const;

/** The file's text, through FileReader (every browser, and the test DOM, has it). */
const textOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });

function CsvImport({
  id,
  label,
  onFile,
}: {
  id: string;
  label: string;
  onFile: (text: string) => void;
}) {
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        className={styles.fileInput}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void textOf(file).then(onFile);
          event.target.value = '';
        }}
      />
    </div>
  );
}

/**
 * A new style, or the next version of one. Every save is a new version; the rules are the API's
 * own (contracts' validateStyle), checked here first so a person sees them beside the fields.
 */
export function StyleEditor({ style }: { style?: StyleDetail }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<StyleDraft>(() => draftOf(style));
  const [problems, setProblems] = useState<string[]>([]);
  const [csvErrors, setCsvErrors] = useState<CsvRowError[]>([]);
  const create = useCreateStyle();
  const save = useSaveStyleVersion(style?.id ?? '');
  const categoryKeys = useCatalogueKeys();
  const titleOf = useCategoryTitles();
  const mutation = style ? save : create;
  const sizes = sizesOf(draft.sizesText);
  const change = (next: Partial<StyleDraft>) => setDraft((current) => ({ ...current, ...next }));

  const importChart = (text: string) => {
    const parsed = parseMeasurementCsv(text);
    if (!parsed.ok) return setCsvErrors(parsed.errors);
    setCsvErrors([]);
    change({ sizesText: parsed.value.sizes.join(', '), points: keyed(parsed.value.measurements) });
  };
  const importMaterials = (text: string) => {
    const parsed = parseMaterialsCsv(text);
    if (!parsed.ok) return setCsvErrors(parsed.errors);
    setCsvErrors([]);
    change({ materials: keyed(parsed.value) });
  };

  const submit = () => {
    const content = contentOf(draft);
    const errors = Object.values(validateStyle(content));
    setProblems(errors);
    if (errors.length > 0) return;
    const onSuccess = (saved: StyleDetail) => navigate(paths.style.getHref(saved.id));
    if (style) save.mutate({ ...content, baseVersion: style.latestVersion }, { onSuccess });
    else create.mutate(content, { onSuccess });
  };

  return (
    <form
      aria-label={style ? `Edit ${style.styleNumber}` : 'New style'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <section className={styles.section} aria-labelledby="td-style-basics">
        <h2 id="td-style-basics" className={styles.subheading}>
          The style
        </h2>
        <div className={styles.fields}>
          {TEXT_FIELDS.map(([field, label, placeholder]) => (
            <div className={ui.field} key={field}>
              <label className={ui.label} htmlFor={`td-style-${field}`}>
                {label}
              </label>
              <input
                id={`td-style-${field}`}
                className={ui.input}
                placeholder={placeholder}
                value={draft.fields[field] ?? ''}
                onChange={(event) =>
                  change({ fields: { ...draft.fields, [field]: event.target.value } })
                }
              />
            </div>
          ))}
          <div className={ui.field}>
            <label className={ui.label} htmlFor="td-style-category">
              Category
            </label>
            <select
              id="td-style-category"
              className={ui.input}
              value={draft.fields.categoryKey}
              onChange={(event) =>
                change({ fields: { ...draft.fields, categoryKey: event.target.value } })
              }
            >
              <option value="">Choose a category</option>
              {categoryKeys.map((key) => (
                <option key={key} value={key}>
                  {titleOf(key)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor="td-style-description">
            Description
          </label>
          <textarea
            id="td-style-description"
            className={ui.input}
            rows={3}
            value={draft.fields.description ?? ''}
            onChange={(event) =>
              change({ fields: { ...draft.fields, description: event.target.value } })
            }
          />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="td-style-colourways">
        <h2 id="td-style-colourways" className={styles.subheading}>
          Colourways
        </h2>
        <ColourwaysEditor
          colourways={draft.colourways}
          onChange={(colourways) => change({ colourways })}
        />
      </section>

      <section className={styles.section} aria-labelledby="td-style-measurements">
        <h2 id="td-style-measurements" className={styles.subheading}>
          Sizes and measurements
        </h2>
        <div className={styles.fields}>
          <div className={ui.field}>
            <label className={ui.label} htmlFor="td-style-sizes">
              Size range, in order
            </label>
            <input
              id="td-style-sizes"
              className={ui.input}
              aria-describedby="td-style-sizes-hint"
              value={draft.sizesText}
              onChange={(event) =>
                change({
                  sizesText: event.target.value,
                  points: withSizes(draft.points, sizes, sizesOf(event.target.value)),
                })
              }
            />
            <p id="td-style-sizes-hint" className={ui.hint}>
              Separate the sizes with commas: XS, S, M, L.
            </p>
          </div>
          <CsvImport
            id="td-style-chart-csv"
            label="Import measurement chart (CSV)"
            onFile={importChart}
          />
          <CsvImport
            id="td-style-bom-csv"
            label="Import bill of materials (CSV)"
            onFile={importMaterials}
          />
        </div>
        {csvErrors.length > 0 ? (
          <div role="alert">
            <p className={ui.errorText}>
              Nothing was imported: correct these rows and import the file again.
            </p>
            <ul className={styles.errors}>
              {csvErrors.map((error) => (
                <li key={`${error.row ?? 0}-${error.message}`}>{error.message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <MeasurementGrid
          sizes={sizes}
          points={draft.points}
          onChange={(points) => change({ points })}
        />
      </section>

      <section className={styles.section} aria-labelledby="td-style-materials">
        <h2 id="td-style-materials" className={styles.subheading}>
          Bill of materials
        </h2>
        <MaterialsGrid lines={draft.materials} onChange={(materials) => change({ materials })} />
      </section>

      <section className={styles.section} aria-labelledby="td-style-files">
        <h2 id="td-style-files" className={styles.subheading}>
          Files and images
        </h2>
        <StyleFilesEditor
          files={draft.files}
          onFilesChange={(files) => change({ files })}
          front={draft.front}
          back={draft.back}
          onImageChange={(side, file) => change({ [side]: file })}
        />
      </section>

      {problems.length > 0 ? (
        <div role="alert">
          <ul className={styles.errors}>
            {problems.map((problem) => (
              <li key={problem} className={ui.errorText}>
                {problem}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <FormError
        message={
          mutation.error
            ? getApiErrorMessage(mutation.error, 'The style could not be saved.')
            : null
        }
      />
      <div className={styles.actions}>
        <button
          type="submit"
          className={`${ui.button} ${ui.buttonPrimary}`}
          disabled={mutation.isPending}
        >
          {style ? `Save as v${style.latestVersion + 1}` : 'Save as v1'}
        </button>
      </div>
    </form>
  );
}
