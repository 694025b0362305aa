import type { ApiClient, QuoteAttachment } from '@threadline/contracts';
import { saveFile } from '@threadline/web-kit/save-file';

/** A file of the guest's thread, fetched with their token and saved under its name. */
export async function downloadGuestAttachment(
  api: ApiClient,
  token: string,
  attachment: QuoteAttachment,
): Promise<void> {
  const { data } = await api.get<Blob>(
    `/guest/thread/attachments/${encodeURIComponent(attachment.id)}`,
    { params: { token }, responseType: 'blob' },
  );
  saveFile(data, attachment.fileName);
}
