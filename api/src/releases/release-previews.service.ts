import { GoneException, Injectable, NotFoundException, BadRequestException } from '@nestjs/common';
import {
  type CreatedReleasePreview,
  type ReleasePreview,
  ReleaseMessages,
} from '@threadline/contracts/releases';
import { AppConfig } from '../config/app.config';
import { type PreviewRemote, signPreviewToken, verifyPreviewToken } from './preview-token';

/** Makes and checks preview links; the secret never leaves this service. */
@Injectable()
export class ReleasePreviewsService {
  constructor(private readonly config: AppConfig) {}

  private secret(): string {
    const { secret } = this.config.releasePreview;
    if (!secret) throw new NotFoundException(ReleaseMessages.previewDisabled);
    return secret;
  }

  create(remote: PreviewRemote, release: string, now = Date.now()): CreatedReleasePreview {
    const expiresAt = now + this.config.releasePreview.ttlSeconds * 1000;
    const token = signPreviewToken({ remote, release, expiresAt }, this.secret());
    return { token, remote, release, expiresAt: new Date(expiresAt).toISOString() };
  }

  /** The release a valid link pins; a forged or altered link is a 400, an expired one a 410. */
  verify(token: string, now = Date.now()): ReleasePreview {
    const verdict = verifyPreviewToken(token, this.secret(), now);
    if (!verdict.ok) {
      if (verdict.reason === 'expired') throw new GoneException(ReleaseMessages.previewExpired);
      throw new BadRequestException(ReleaseMessages.previewInvalid);
    }
    const { remote, release, expiresAt } = verdict.claims;
    return { remote, release, expiresAt: new Date(expiresAt).toISOString() };
  }
}
