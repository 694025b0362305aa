import { useState } from 'react';
import {
  getApiErrorMessage,
  QUOTE_ATTACHMENT_ACCEPT,
  STYLE_FILE_KIND_LABELS,
  STYLE_FILE_KINDS,
  type StyleFile,
  type StyleFileKind,
} from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import { FormError } from '../../../components/form-error';
import { useUploadStyleFile } from '../api/upload-style-file';
import styles from './styles.module.css';

const ATTACHABLE = STYLE_FILE_KINDS.filter((kind) => kind !== 'image');

/**
 * The version's files: tech pack, sketches and artwork, and the front and back images. Each goes
 * up as soon as it is chosen; the save names them.
 */
export function StyleFilesEditor({
  files,
  onFilesChange,
  front,
  back,
  onImageChange,
}: {
  files: StyleFile[];
  onFilesChange: (files: StyleFile[]) => void;
  front?: StyleFile;
  back?: StyleFile;
  onImageChange: (side: 'front' | 'back', file: StyleFile | undefined) => void;
}) {
  const upload = useUploadStyleFile();
  const [kind, setKind] = useState<StyleFileKind>('tech_pack');
  const [error, setError] = useState<string | null>(null);
  const send = (file: File | undefined, as: StyleFileKind, done: (stored: StyleFile) => void) => {
    if (!file) return;
    setError(null);
    upload.mutate(
      { file, kind: as },
      {
        onSuccess: done,
        onError: (failure) =>
          setError(getApiErrorMessage(failure, 'The file could not be uploaded.')),
      },
    );
  };
  return (
    <>
      <div className={styles.fields}>
        <div className={ui.field}>
          <label className={ui.label} htmlFor="td-style-file-kind">
            File type
          </label>
          <select
            id="td-style-file-kind"
            className={ui.input}
            value={kind}
            onChange={(event) => setKind(event.target.value as StyleFileKind)}
          >
            {ATTACHABLE.map((option) => (
              <option key={option} value={option}>
                {STYLE_FILE_KIND_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor="td-style-file">
            Attach a file (PDF or image)
          </label>
          <input
            id="td-style-file"
            type="file"
            className={styles.fileInput}
            accept={QUOTE_ATTACHMENT_ACCEPT}
            onChange={(event) => {
              send(event.target.files?.[0], kind, (stored) => onFilesChange([...files, stored]));
              event.target.value = '';
            }}
          />
        </div>
        {(['front', 'back'] as const).map((side) => (
          <div className={ui.field} key={side}>
            <label className={ui.label} htmlFor={`td-style-${side}`}>
              {side === 'front' ? 'Front image' : 'Back image'}
            </label>
            <input
              id={`td-style-${side}`}
              type="file"
              className={styles.fileInput}
              accept="image/*"
              onChange={(event) => {
                send(event.target.files?.[0], 'image', (stored) => onImageChange(side, stored));
                event.target.value = '';
              }}
            />
            {(side === 'front' ? front : back) ? (
              <span className={styles.meta}>
                {(side === 'front' ? front : back)?.name}{' '}
                <button
                  type="button"
                  className={`${ui.button} ${ui.buttonQuiet}`}
                  onClick={() => onImageChange(side, undefined)}
                >
                  Remove<span className={ui.visuallyHidden}> {side} image</span>
                </button>
              </span>
            ) : null}
          </div>
        ))}
      </div>
      {upload.isPending ? <p className={styles.meta}>Uploading…</p> : null}
      <FormError message={error} />
      {files.length > 0 ? (
        <ul className={styles.list} aria-label="Attached files">
          {files.map((file) => (
            <li key={file.id}>
              {STYLE_FILE_KIND_LABELS[file.kind]}: {file.name}{' '}
              <button
                type="button"
                className={`${ui.button} ${ui.buttonQuiet}`}
                onClick={() => onFilesChange(files.filter((other) => other.id !== file.id))}
              >
                Remove<span className={ui.visuallyHidden}> {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
