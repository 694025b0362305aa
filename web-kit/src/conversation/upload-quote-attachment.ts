import type { ApiClient, QuoteAttachmentUploadResponse } from '@threadline/contracts';

/** POST /quotes/attachments (multipart field `file`), reporting progress as a fraction 0–1. */
export async function uploadQuoteAttachment(
  api: ApiClient,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<QuoteAttachmentUploadResponse> {
  const body = new FormData();
  body.append('file', file);
  const { data } = await api.post<QuoteAttachmentUploadResponse>('/quotes/attachments', body, {
    onUploadProgress: ({ loaded, total }) =>
      onProgress(Math.min(1, loaded / (total || file.size || 1))),
  });
  return data;
}
