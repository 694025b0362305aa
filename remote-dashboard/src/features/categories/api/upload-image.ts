import type { ApiClient, ImageUploadResponse } from '@threadline/contracts';

/** One file per call, in the multipart field `image`. A failed upload yields no URL (null). */
export async function uploadImage(api: ApiClient, file: File): Promise<string | null> {
  const body = new FormData();
  body.append('image', file);
  try {
    const { data } = await api.post<ImageUploadResponse>('/images', body);
    return data?.success && data.data?.url ? data.data.url : null;
  } catch (error) {
    console.error(`Uploading ${file.name} failed`, error);
    return null;
  }
}
