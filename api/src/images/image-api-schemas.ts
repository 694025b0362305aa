import type { ImageUploadResponse } from '@threadline/contracts';
import { flag, objectSchema, optional, url } from '../openapi/api-schema';

export const IMAGE_UPLOAD_SCHEMA = objectSchema<ImageUploadResponse>({
  success: flag,
  data: optional(objectSchema<{ url: string }>({ url })),
});
