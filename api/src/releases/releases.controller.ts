import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiGoneResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  ReleaseMessages,
  type CreatedReleasePreview,
  type ReleasePreview,
  type ReleasesOverview,
  type RemoteRelease,
} from '@threadline/contracts/releases';
import { Public } from '../access/public.decorator';
import { Roles } from '../access/roles.decorator';
import { FreshStepUp } from '../access/step-up';
import { AuditService } from '../audit/audit.service';
import { type AuditOrigin, RequestOrigin } from '../audit/audit-origin.decorator';
import { CanaryActionDto } from './dto/canary-action.dto';
import { CREATED_RELEASE_PREVIEW_SCHEMA, RELEASE_PREVIEW_SCHEMA } from './release-api-schemas';
import { CreateReleasePreviewDto } from './dto/create-release-preview.dto';
import { RELEASE_SCHEMA, RELEASES_OVERVIEW_SCHEMA } from './dto/releases-overview.schema';
import { PREVIEW_REMOTES, type PreviewRemote } from './preview-token';
import { ReleasePreviewsService } from './release-previews.service';
import { ReleaseStoreService } from './release-store.service';

/** A remote in the path: one of the two, else there is no such resource. */
const remoteOf = (remote: string): PreviewRemote => {
  if (!(PREVIEW_REMOTES as readonly string[]).includes(remote)) throw new NotFoundException();
  return remote as PreviewRemote;
};

@ApiTags('releases')
@Controller()
export class ReleasesController {
  constructor(
    private readonly previews: ReleasePreviewsService,
    private readonly store: ReleaseStoreService,
    private readonly audit: AuditService,
  ) {}

  /** A preview link's token for a release of a remote, for an admin to share. */
  @Roles('admin')
  @Post('releases/previews')
  @ApiCreatedResponse({ schema: CREATED_RELEASE_PREVIEW_SCHEMA })
  @ApiNotFoundResponse({ description: ReleaseMessages.previewDisabled })
  createPreview(@Body() body: CreateReleasePreviewDto): CreatedReleasePreview {
    return this.previews.create(body.remote, body.release);
  }

  /** Which release a preview link pins, if the link is valid: the shell asks before it pins. */
  @Public()
  @Get('releases/previews/:token')
  @ApiOkResponse({ schema: RELEASE_PREVIEW_SCHEMA })
  @ApiBadRequestResponse({ description: ReleaseMessages.previewInvalid })
  @ApiGoneResponse({ description: ReleaseMessages.previewExpired })
  @ApiNotFoundResponse({ description: ReleaseMessages.previewDisabled })
  readPreview(@Param('token') token: string): ReleasePreview {
    return this.previews.verify(token);
  }

  /** The Releases page: each remote's stable release, canary, staged ones and the last hour. */
  @Roles('admin')
  @Get('releases')
  @ApiOkResponse({
    description: 'Per remote: stable, canary and releases with mounts and error rate',
    schema: RELEASES_OVERVIEW_SCHEMA,
  })
  @ApiNotFoundResponse({ description: ReleaseMessages.storeDisabled })
  overview(): Promise<ReleasesOverview> {
    return this.store.overview();
  }

  /** The canary becomes the stable release for every visitor (audited first). */
  @Roles('admin')
  @FreshStepUp()
  @Post('releases/:remote/canary/promote')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The release, now live for everyone', schema: RELEASE_SCHEMA })
  @ApiNotFoundResponse({ description: ReleaseMessages.storeDisabled })
  @ApiConflictResponse({
    description: `${ReleaseMessages.noCanary}; or ${ReleaseMessages.canaryMoved}`,
  })
  async promote(
    @Param('remote') remote: string,
    @Body() body: CanaryActionDto,
    @RequestOrigin() origin: AuditOrigin,
  ): Promise<RemoteRelease> {
    const canary = await this.auditedCanary(remoteOf(remote), body, origin, 'release.promoted');
    return this.store.promote(remoteOf(remote), canary);
  }

  /** Ends the canary: every visitor is back on the stable release (audited first). */
  @Roles('admin')
  @FreshStepUp()
  @Post('releases/:remote/canary/stop')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The ended canary, with why', schema: RELEASE_SCHEMA })
  @ApiNotFoundResponse({ description: ReleaseMessages.storeDisabled })
  @ApiConflictResponse({
    description: `${ReleaseMessages.noCanary}; or ${ReleaseMessages.canaryMoved}`,
  })
  async stop(
    @Param('remote') remote: string,
    @Body() body: CanaryActionDto,
    @RequestOrigin() origin: AuditOrigin,
  ): Promise<RemoteRelease> {
    const canary = await this.auditedCanary(
      remoteOf(remote),
      body,
      origin,
      'release.canary_stopped',
    );
    return this.store.stop(
      remoteOf(remote),
      canary,
      `stopped by ${origin.actor.email ?? 'an admin'} from the Releases page`,
    );
  }

  /** The canary an admin acts on, if it is still the one under way (409 if not), audited first. */
  private async auditedCanary(
    remote: PreviewRemote,
    body: CanaryActionDto,
    origin: AuditOrigin,
    action: 'release.promoted' | 'release.canary_stopped',
  ): Promise<string> {
    const canary = this.store.currentCanary(remote, body.canary);
    await this.audit.record(origin, {
      action,
      target: { type: 'release', id: canary, label: `${remote} ${canary}` },
    });
    return canary;
  }
}
