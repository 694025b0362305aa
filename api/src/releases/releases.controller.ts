import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  ReleaseMessages,
  type CreatedReleasePreview,
  type ReleasePreview,
} from '@threadline/contracts';
import { Public } from '../access/public.decorator';
import { Roles } from '../access/roles.decorator';
import { CREATED_RELEASE_PREVIEW_SCHEMA, RELEASE_PREVIEW_SCHEMA } from './release-api-schemas';
import { CreateReleasePreviewDto } from './dto/create-release-preview.dto';
import { ReleasePreviewsService } from './release-previews.service';

@ApiTags('releases')
@Controller('releases')
export class ReleasesController {
  constructor(private readonly previews: ReleasePreviewsService) {}

  /** A preview link's token for a release of a remote, for an admin to share. */
  @Roles('admin')
  @Post('previews')
  @ApiCreatedResponse({ schema: CREATED_RELEASE_PREVIEW_SCHEMA })
  @ApiNotFoundResponse({ description: ReleaseMessages.previewDisabled })
  createPreview(@Body() body: CreateReleasePreviewDto): CreatedReleasePreview {
    return this.previews.create(body.remote, body.release);
  }

  /** Which release a preview link pins, if the link is valid: the shell asks before it pins. */
  @Public()
  @Get('previews/:token')
  @ApiOkResponse({ schema: RELEASE_PREVIEW_SCHEMA })
  @ApiBadRequestResponse({ description: ReleaseMessages.previewInvalid })
  @ApiGoneResponse({ description: ReleaseMessages.previewExpired })
  @ApiNotFoundResponse({ description: ReleaseMessages.previewDisabled })
  readPreview(@Param('token') token: string): ReleasePreview {
    return this.previews.verify(token);
  }
}
