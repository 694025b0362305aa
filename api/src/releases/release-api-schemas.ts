import type { CreatedReleasePreview, ReleasePreview } from '@threadline/contracts/releases';
import { REMOTE_FOLDERS } from '@threadline/contracts/remotes';
import { dateTime, objectSchema, oneOfValues, text } from '../openapi/api-schema';

const PREVIEW_FIELDS = {
  remote: oneOfValues(REMOTE_FOLDERS),
  release: text,
  expiresAt: dateTime,
} as const;

export const RELEASE_PREVIEW_SCHEMA = objectSchema<ReleasePreview>(PREVIEW_FIELDS);

export const CREATED_RELEASE_PREVIEW_SCHEMA = objectSchema<CreatedReleasePreview>({
  ...PREVIEW_FIELDS,
  token: text,
});
