import type { ApiClient, QuoteAttachment } from '@threadline/contracts';
import { saveFile } from '@threadline/web-kit/save-file';

/** A file of a thread message, through the API client (it needs the bearer). */
export async function downloadThreadAttachment(
  api: ApiClient,
  quoteId: string,
  attachment: QuoteAttachment,
): Promise<void> {
  const { data } = await api.get<Blob>(
    `/quotes/${encodeURIComponent(quoteId)}/thread/attachments/${encodeURIComponent(attachment.id)}`,
    { responseType: 'blob' },
  );
  saveFile(data, attachment.fileName);
}
