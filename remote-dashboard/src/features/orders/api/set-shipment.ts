import { useMutation } from '@tanstack/react-query';
import type { ApiClient, Order, ShipmentInput } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { uploadOrderFiles } from './upload-order-files';
import { useStoreOrder } from './use-store-order';

export async function setShipment(
  api: ApiClient,
  orderId: string,
  input: ShipmentInput,
): Promise<Order> {
  const { data } = await api.put<Order>(`/orders/${encodeURIComponent(orderId)}/shipment`, input);
  return data;
}

/** The shipment's documents are uploaded first, each sent back with its kind. */
export function useSetShipment(orderId: string) {
  const api = useApi();
  const store = useStoreOrder();
  return useMutation({
    mutationFn: async ({
      input,
      documents,
    }: {
      input: Omit<ShipmentInput, 'documents'>;
      documents: { kind: NonNullable<ShipmentInput['documents']>[number]['kind']; file: File }[];
    }) => {
      const refs = await uploadOrderFiles(
        api,
        documents.map((document) => document.file),
      );
      return setShipment(api, orderId, {
        ...input,
        ...(documents.length > 0
          ? {
              documents: documents.map((document, index) => ({
                kind: document.kind,
                file: refs[index],
              })),
            }
          : {}),
      });
    },
    onSuccess: store,
  });
}
