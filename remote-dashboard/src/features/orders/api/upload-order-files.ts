import type {
  ApiClient,
  QuoteAttachmentRef,
  QuoteAttachmentUploadResponse,
} from '@threadline/contracts';

/**
 * Order files go up first through POST /quotes/attachments (the same byte check and size limit
 * as a quote's files); the order's write then sends `{ id, uploadToken }` back.
 */
export async function uploadOrderFiles(
  api: ApiClient,
  files: readonly File[],
): Promise<QuoteAttachmentRef[]> {
  const refs: QuoteAttachmentRef[] = [];
  for (const file of files) {
    const body = new FormData();
    body.append('file', file);
    const { data } = await api.post<QuoteAttachmentUploadResponse>('/quotes/attachments', body);
    refs.push({ id: data.id, uploadToken: data.uploadToken });
  }
  return refs;
}
