import type { ApiClient, CreatedReleasePreview } from '@threadline/contracts';

/** A signed preview link's token for a staged release (POST /releases/previews, admins). */
export async function createPreviewLink(
  api: ApiClient,
  remote: string,
  release: string,
): Promise<CreatedReleasePreview> {
  const { data } = await api.post<CreatedReleasePreview>('/releases/previews', { remote, release });
  return data;
}
