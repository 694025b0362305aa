import { useMutation } from '@tanstack/react-query';
import type {
  ApiClient,
  Order,
  QuoteAttachmentRef,
  QuoteAttachmentUploadResponse,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { useStoreOrder } from './use-store-order';

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

/** An order write that may carry files: they are uploaded first, then sent as references. */
export function useOrderWriteWithFiles<T extends { files?: QuoteAttachmentRef[] }>(
  write: (input: T) => Promise<Order>,
) {
  const api = useApi();
  const store = useStoreOrder();
  return useMutation({
    mutationFn: async ({ input, files = [] }: { input: T; files?: readonly File[] }) => {
      const refs = files.length > 0 ? await uploadOrderFiles(api, files) : undefined;
      return write(refs ? { ...input, files: refs } : input);
    },
    onSuccess: store,
  });
}
