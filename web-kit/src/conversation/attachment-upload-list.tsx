import type { AttachmentUpload } from './use-attachment-uploads';

/** The class names of the host app's look (each app styles its own forms). */
export interface AttachmentUploadListClasses {
  list?: string;
  item?: string;
  name?: string;
  error?: string;
  removeButton?: string;
  visuallyHidden?: string;
}

/**
 * The files chosen for a form (the request form, a conversation's answer): each with its
 * progress or its refusal, and a way to remove it.
 */
export function AttachmentUploadList({
  label,
  uploads,
  onRemove,
  classes = {},
}: {
  label: string;
  uploads: AttachmentUpload[];
  onRemove: (key: string) => void;
  classes?: AttachmentUploadListClasses;
}) {
  if (uploads.length === 0) return null;
  return (
    <ul className={classes.list} aria-label={label}>
      {uploads.map((upload) => (
        <li key={upload.key} className={classes.item}>
          <span className={classes.name}>{upload.name}</span>{' '}
          {upload.status === 'failed' ? (
            <span role="alert" className={classes.error}>
              {upload.error}
            </span>
          ) : (
            <progress
              max={100}
              value={Math.round(upload.progress * 100)}
              aria-label={`Upload of ${upload.name}`}
            />
          )}{' '}
          {upload.status === 'uploaded' ? <span>Uploaded</span> : null}{' '}
          <button
            type="button"
            className={classes.removeButton}
            onClick={() => onRemove(upload.key)}
          >
            Remove <span className={classes.visuallyHidden}>{upload.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
