import type { ApiClient, ImageUploadResponse } from '@threadline/contracts';

/** Uploads a profile photo (POST /images, field `image`) and returns its URL; throws when no URL comes back. */
export async function uploadProfilePhoto(
  api: ApiClient,
  photo: File,
  firebaseIdToken: string,
): Promise<string> {
  const form = new FormData();
  form.append('image', photo);
  const { data } = await api.post<ImageUploadResponse>('/images', form, {
    headers: { Authorization: `Bearer ${firebaseIdToken}` },
  });
  if (!data?.success || !data.data?.url) throw new Error('The image host returned no URL.');
  return data.data.url;
}
