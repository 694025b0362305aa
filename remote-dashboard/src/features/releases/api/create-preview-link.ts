import { useMutation } from '@tanstack/react-query';
import type { ApiClient, CreatedReleasePreview } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';

/** A signed preview link's token for a staged release (POST /releases/previews, admins). */
export async function createPreviewLink(
  api: ApiClient,
  remote: string,
  release: string,
): Promise<CreatedReleasePreview> {
  const { data } = await api.post<CreatedReleasePreview>('/releases/previews', { remote, release });
  return data;
}

export function useCreatePreviewLink() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ remote, release }: { remote: string; release: string }) =>
      createPreviewLink(api, remote, release),
  });
}
