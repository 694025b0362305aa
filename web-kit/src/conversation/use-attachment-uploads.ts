import { useCallback, useState } from 'react';
import {
  QUOTE_ATTACHMENT_MAX_BYTES,
  QUOTE_ATTACHMENTS_MAX_FILES,
  QuoteMessages,
  getApiErrorMessage,
  type QuoteAttachmentRef,
} from '@threadline/contracts';
import { useApi } from '../remote-context';
import { uploadQuoteAttachment } from './upload-quote-attachment';

export interface AttachmentUpload {
  key: string;
  name: string;
  /** 0–1 while uploading. */
  progress: number;
  status: 'uploading' | 'uploaded' | 'failed';
  ref?: QuoteAttachmentRef;
  error?: string;
}

let nextKey = 0;

/** Uploads each chosen file at once, keeping its progress, and hands back the refs to send. */
export function useAttachmentUploads() {
  const api = useApi();
  const [uploads, setUploads] = useState<AttachmentUpload[]>([]);

  const patch = (key: string, change: Partial<AttachmentUpload>) =>
    setUploads((current) =>
      current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    );

  const add = useCallback(
    (files: File[]) => {
      const room =
        QUOTE_ATTACHMENTS_MAX_FILES - uploads.filter((u) => u.status !== 'failed').length;
      const accepted = files.slice(0, Math.max(0, room));
      const rejected = files.slice(accepted.length);
      const entries = [...accepted, ...rejected].map((file, i) => ({
        file,
        entry: {
          key: `attachment-${(nextKey += 1)}`,
          name: file.name,
          progress: 0,
          status: i < accepted.length ? 'uploading' : 'failed',
          error: i < accepted.length ? undefined : QuoteMessages.attachmentsTooMany,
        } as AttachmentUpload,
      }));
      setUploads((current) => [...current, ...entries.map(({ entry }) => entry)]);
      for (const { file, entry } of entries) {
        if (entry.status === 'failed') continue;
        if (file.size > QUOTE_ATTACHMENT_MAX_BYTES) {
          patch(entry.key, { status: 'failed', error: QuoteMessages.attachmentTooLarge });
          continue;
        }
        uploadQuoteAttachment(api, file, (progress) => patch(entry.key, { progress })).then(
          (uploaded) =>
            patch(entry.key, {
              status: 'uploaded',
              progress: 1,
              ref: { id: uploaded.id, uploadToken: uploaded.uploadToken },
            }),
          (error: unknown) =>
            patch(entry.key, {
              status: 'failed',
              error: getApiErrorMessage(error, QuoteMessages.uploadFailed(file.name)),
            }),
        );
      }
    },
    [api, uploads],
  );

  const remove = useCallback(
    (key: string) => setUploads((current) => current.filter((upload) => upload.key !== key)),
    [],
  );
  const clear = useCallback(() => setUploads([]), []);

  return {
    uploads,
    add,
    remove,
    clear,
    uploading: uploads.some((upload) => upload.status === 'uploading'),
    refs: uploads.flatMap((upload) => (upload.ref ? [upload.ref] : [])),
  };
}
