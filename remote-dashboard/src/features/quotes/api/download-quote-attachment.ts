import type { ApiClient, QuoteAttachment } from '@threadline/contracts';
import { saveFile } from '@threadline/web-kit/save-file';

/**
 * The file comes through the API client (it needs the bearer), then is saved from a blob URL
 * under the name the API gave it.
 */
export async function downloadQuoteAttachment(
  api: ApiClient,
  quoteId: string,
  attachment: QuoteAttachment,
): Promise<void> {
  const { data } = await api.get<Blob>(
    `/quotes/${encodeURIComponent(quoteId)}/attachments/${encodeURIComponent(attachment.id)}`,
    { responseType: 'blob' },
  );
  saveFile(data, attachment.fileName);
}
