import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient, OrderFile } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { orderKeys } from './order-keys';

/** GET /orders/{id}/files/{fileId}: the bytes, through the API client (they need the bearer). */
export async function getOrderFile(api: ApiClient, file: OrderFile): Promise<Blob> {
  const { data } = await api.get<Blob>(file.path, { responseType: 'blob' });
  return data;
}

/**
 * A photo of the order as an address an `<img>` can show: the bytes are read once (a file never
 * changes) and the object URL is let go when the picture leaves the page.
 */
export function useOrderFileUrl(file: OrderFile): { url?: string; failed: boolean } {
  const api = useApi();
  const query = useQuery({
    queryKey: [...orderKeys.all, 'file', file.path],
    queryFn: () => getOrderFile(api, file),
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!query.data) return undefined;
    const made = URL.createObjectURL(query.data);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [query.data]);
  return { url, failed: query.isError };
}
