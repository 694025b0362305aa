import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  getApiErrorMessage,
  INCOTERMS,
  QUOTE_CURRENCIES,
  QUOTE_KINDS,
  QUOTE_LINES_MAX,
  validateQuoteLinesRequest,
  type QuoteLinesDraft,
  type QuoteLinesErrors,
} from '@threadline/contracts';
import { Field } from '@threadline/web-kit/field';
import { useApi } from '@threadline/web-kit/remote-context';
import { fieldLook } from '../../../components/field-look';
import ui from '../../../components/ui.module.css';
import { paths } from '../../../config/paths';
import { useCreateQuoteLinesRequest } from '../api/create-quote-lines-request';
import { getStyleQueryOptions } from '../api/get-style';
import { getStyleVersionQueryOptions } from '../api/get-style-version';
import { useStyles } from '../api/get-styles';
import { QuantityMatrix } from './quantity-matrix';
import { QuickLineFields } from './quick-line-fields';
import {
  EMPTY_REQUEST,
  quickLineDraft,
  requestOf,
  requestOfDraft,
  styleLineDraft,
  type LineDraft,
  type RequestDraft,
} from './quote-builder-draft';
import { useCatalogueKeys } from './use-catalogue-keys';
import styles from './styles.module.css';

const NO_ERRORS: QuoteLinesErrors = { fields: {}, lines: [] };

/**
 * The request builder: style lines from the member's library, each pinned to the version it was
 * added at with a colour × size matrix, quick lines, and the request's terms. A reorder's prefill
 * (`draft`) brings its lines, quantities and terms.
 */
export function QuoteBuilder({ draft }: { draft?: QuoteLinesDraft }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const library = useStyles({ page: 1 });
  const categories = useCatalogueKeys();
  const create = useCreateQuoteLinesRequest();
  const [request, setRequest] = useState<RequestDraft>(
    draft ? requestOfDraft(draft) : EMPTY_REQUEST,
  );
  const [lines, setLines] = useState<LineDraft[]>([]);
  const [chosenStyle, setChosenStyle] = useState('');
  const [errors, setErrors] = useState<QuoteLinesErrors>(NO_ERRORS);
  const [problem, setProblem] = useState<string | null>(null);

  // A reorder's style lines are read at the versions they pin, for their colours and sizes.
  useEffect(() => {
    if (!draft) return;
    let current = true;
    void Promise.all(
      draft.lines.map(async (line) => {
        if (line.type === 'quick') {
          const quick = quickLineDraft(line.categoryKey);
          return { ...quick, description: line.description, quantity: String(line.quantity) };
        }
        const version = Number(line.versionId.split(':')[1]);
        const page = await queryClient.fetchQuery(
          getStyleVersionQueryOptions(api, line.styleId, version),
        );
        const built = styleLineDraft(page.version, line.quantities);
        return {
          ...built,
          targetPrice:
            line.targetUnitPrice !== undefined ? (line.targetUnitPrice / 100).toFixed(2) : '',
        };
      }),
    )
      .then((built) => current && setLines(built))
      .catch(() => current && setProblem('The earlier request could not be read; try again.'));
    return () => {
      current = false;
    };
  }, [api, draft, queryClient]);

  const setLine = (key: string, change: Partial<LineDraft>) =>
    setLines((all) =>
      all.map((line) => (line.key === key ? ({ ...line, ...change } as LineDraft) : line)),
    );
  const remove = (key: string) => setLines((all) => all.filter((line) => line.key !== key));
  const full = lines.length >= QUOTE_LINES_MAX;
  const uploading = lines.some((line) => line.type === 'quick' && line.uploading);

  async function addStyleLine() {
    if (!chosenStyle) return;
    try {
      const style = await queryClient.fetchQuery(getStyleQueryOptions(api, chosenStyle));
      setLines((all) => [...all, styleLineDraft(style.current)]);
    } catch {
      setProblem('The style could not be read; try again.');
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const input = requestOf(request, lines);
    const found = validateQuoteLinesRequest(input);
    setErrors(found);
    if (Object.keys(found.fields).length > 0 || found.lines.some(Boolean)) return;
    if (uploading) return;
    create.mutate(input, {
      onSuccess: (created) => navigate(paths.myQuote.getHref(created.insertedId)),
      onError: (error) =>
        setProblem(getApiErrorMessage(error, 'The request could not be sent; try again.')),
    });
  }

  const field = (name: keyof RequestDraft) => ({
    value: request[name],
    onChange: (event: { target: { value: string } }) =>
      setRequest((all) => ({ ...all, [name]: event.target.value })),
  });

  return (
    <form onSubmit={submit} noValidate className={styles.builderLine}>
      <h2 className={ui.visuallyHidden}>Lines</h2>
      <ol className={styles.builderLines} aria-label="Lines">
        {lines.map((line, index) => (
          <li key={line.key} className={styles.builderLine}>
            <h3>
              Line {index + 1}: {line.type === 'style' ? line.label : 'quick line'}
            </h3>
            {line.type === 'style' ? (
              <>
                <QuantityMatrix
                  label={`Line ${index + 1}`}
                  colourways={line.colourways}
                  sizes={line.sizes}
                  quantities={line.quantities}
                  onChange={(quantities) => setLine(line.key, { quantities })}
                />
                <Field
                  label={`Line ${index + 1} target unit price (${request.currency})`}
                  optional
                  look={fieldLook}
                >
                  <input
                    inputMode="decimal"
                    value={line.targetPrice}
                    onChange={(event) => setLine(line.key, { targetPrice: event.target.value })}
                  />
                </Field>
              </>
            ) : (
              <QuickLineFields
                number={index + 1}
                line={line}
                categories={categories}
                onChange={(change) => setLine(line.key, change)}
              />
            )}
            {errors.lines[index] ? (
              <p className={ui.fieldError} role="alert">
                {errors.lines[index]}
              </p>
            ) : null}
            <div>
              <button type="button" className={ui.button} onClick={() => remove(line.key)}>
                Remove line {index + 1}
              </button>
            </div>
          </li>
        ))}
      </ol>
      {errors.fields.lines ? (
        <p className={ui.fieldError} role="alert">
          {errors.fields.lines}
        </p>
      ) : null}
      <div className={styles.builderFields}>
        <Field label="Style from your library" look={fieldLook}>
          <select value={chosenStyle} onChange={(event) => setChosenStyle(event.target.value)}>
            <option value="">Choose a style</option>
            {(library.data?.styles ?? []).map((style) => (
              <option key={style.id} value={style.id}>
                {style.styleNumber} {style.name} (v{style.latestVersion})
              </option>
            ))}
          </select>
        </Field>
        <div>
          <button
            type="button"
            className={ui.button}
            disabled={!chosenStyle || full}
            onClick={() => void addStyleLine()}
          >
            Add style line
          </button>{' '}
          <button
            type="button"
            className={ui.button}
            disabled={full}
            onClick={() => setLines((all) => [...all, quickLineDraft()])}
          >
            Add quick line
          </button>
        </div>
      </div>
      <h2>The request</h2>
      <div className={styles.builderFields}>
        <Field label="For" required error={errors.fields.kind} look={fieldLook}>
          <select {...field('kind')}>
            {QUOTE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kind === 'bulk' ? 'Bulk production' : 'Samples'}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Needed by" required error={errors.fields.neededBy} look={fieldLook}>
          <input type="date" {...field('neededBy')} />
        </Field>
        <Field
          label="Destination country"
          hint="Its two-letter code, such as GB or DE."
          required
          error={errors.fields.destination}
          look={fieldLook}
        >
          <input maxLength={2} autoComplete="country" {...field('country')} />
        </Field>
        <Field label="Destination port" required look={fieldLook}>
          <input {...field('port')} />
        </Field>
        <Field label="Incoterm" required error={errors.fields.incoterm} look={fieldLook}>
          <select {...field('incoterm')}>
            {INCOTERMS.map((term) => (
              <option key={term}>{term}</option>
            ))}
          </select>
        </Field>
        <Field label="Currency" required error={errors.fields.currency} look={fieldLook}>
          <select {...field('currency')}>
            {QUOTE_CURRENCIES.map((currency) => (
              <option key={currency}>{currency}</option>
            ))}
          </select>
        </Field>
      </div>
      {problem ? (
        <p className={ui.fieldError} role="alert">
          {problem}
        </p>
      ) : null}
      <div>
        <button type="submit" className={ui.buttonPrimary} disabled={create.isPending || uploading}>
          Send the request
        </button>
      </div>
    </form>
  );
}
