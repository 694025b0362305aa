import type { ApiClient, QuoteAttachment } from '@threadline/contracts';

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
  const url = URL.createObjectURL(data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = attachment.fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
