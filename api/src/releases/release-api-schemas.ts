import type { CreatedReleasePreview, ReleasePreview } from '@threadline/contracts/releases';
import { dateTime, objectSchema, oneOfValues, text } from '../openapi/api-schema';

const PREVIEW_FIELDS = {
  remote: oneOfValues(['remote-public', 'remote-dashboard']),
  release: text,
  expiresAt: dateTime,
} as const;

export const RELEASE_PREVIEW_SCHEMA = objectSchema<ReleasePreview>(PREVIEW_FIELDS);

export const CREATED_RELEASE_PREVIEW_SCHEMA = objectSchema<CreatedReleasePreview>({
  ...PREVIEW_FIELDS,
  token: text,
});
