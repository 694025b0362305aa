import { IsOptional, Matches } from 'class-validator';
import { registerAs, type Environment } from './config-namespace';

/** Per account: enough for a profile photo and a catalogue's worth of pictures. */
export const DEFAULT_UPLOAD_QUOTA = { files: 50, bytes: 100 * 1024 * 1024 };

export interface UploadsConfig {
  /** What one account may keep stored: number of images and their total bytes. */
  quota: { files: number; bytes: number };
  /** An upload nothing references is removed once it is this old. */
  orphanAgeSeconds: number;
  /** How often the clean-up looks for them; 0: never. */
  cleanupIntervalSeconds: number;
}

class UploadsVariables {
  @IsOptional()
  @Matches(/^[1-9]\d{0,6}$/, {
    message: 'UPLOAD_QUOTA_FILES must be a whole number from 1 to 9999999',
  })
  UPLOAD_QUOTA_FILES?: string;

  @IsOptional()
  @Matches(/^[1-9]\d{0,12}$/, {
    message: 'UPLOAD_QUOTA_BYTES must be a whole number of bytes from 1 to 9999999999999',
  })
  UPLOAD_QUOTA_BYTES?: string;

  @IsOptional()
  @Matches(/^\d{1,8}$/, {
    message: 'IMAGE_ORPHAN_AGE_SECONDS must be a whole number of seconds',
  })
  IMAGE_ORPHAN_AGE_SECONDS?: string;

  @IsOptional()
  @Matches(/^\d{1,6}$/, {
    message: 'IMAGE_CLEANUP_INTERVAL_SECONDS must be a whole number of seconds (0 turns it off)',
  })
  IMAGE_CLEANUP_INTERVAL_SECONDS?: string;
}

/** Uploaded images: each account's quota, and the clean-up of images nothing shows. */
export const uploadsConfig = registerAs('images', {
  variables: UploadsVariables,
  load: (env: Environment): UploadsConfig => ({
    quota: {
      files: Number(env.UPLOAD_QUOTA_FILES ?? DEFAULT_UPLOAD_QUOTA.files),
      bytes: Number(env.UPLOAD_QUOTA_BYTES ?? DEFAULT_UPLOAD_QUOTA.bytes),
    },
    orphanAgeSeconds: Number(env.IMAGE_ORPHAN_AGE_SECONDS ?? 24 * 60 * 60),
    cleanupIntervalSeconds: Number(env.IMAGE_CLEANUP_INTERVAL_SECONDS ?? 60 * 60),
  }),
});
