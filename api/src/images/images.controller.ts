import {
  BadRequestException,
  Controller,
  Get,
  Headers,
  HttpStatus,
  NotFoundException,
  Param,
  Post,
  Res,
  StreamableFile,
  UploadedFile,
  UseFilters,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { HttpResponse as Response } from '../common/http';
import type { Types } from 'mongoose';
import { ApiMessages, IMAGE_MAX_BYTES, type ImageUploadResponse } from '@threadline/contracts';
import type { AuthPrincipal } from '../access/auth-principal';
import { AcceptFirebaseIdToken } from '../access/accept-firebase-id-token.decorator';
import { CurrentUser } from '../access/current-user.decorator';
import { Public } from '../access/public.decorator';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { SingleFileUpload } from '../common/single-file-upload';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { ImageUploadFilter } from './image-upload.filter';
import { ImagesService } from './images.service';
import { binary } from '../openapi/api-schema';
import { IMAGE_UPLOAD_SCHEMA } from './image-api-schemas';

/** The part of an uploaded file (common/single-file-upload.ts) this controller reads. */
interface UploadedImageFile {
  buffer: Buffer;
  size: number;
}

const IMMUTABLE_FOR_A_YEAR = 'public, max-age=31536000, immutable';

@ApiTags('images')
@Controller('images')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  // Accepts a raw Firebase ID token: the sign-up screen uploads the profile photo before the
  // new account has verified its email and can hold an API token.
  @Post()
  @AcceptFirebaseIdToken()
  @RateLimit('images')
  @ApiBearerAuth()
  @UseFilters(ImageUploadFilter)
  @SingleFileUpload('image', IMAGE_MAX_BYTES)
  @ApiCreatedResponse({
    schema: IMAGE_UPLOAD_SCHEMA,
    description: '`{ success: true, data: { url } }`',
  })
  @ApiPayloadTooLargeResponse({
    description: `${ApiMessages.imageTooLarge}; or ${ApiMessages.imageQuotaExceeded}`,
  })
  @ApiUnsupportedMediaTypeResponse({ description: ApiMessages.imageNotAnImage })
  @ApiTooManyRequestsResponse({ description: ApiMessages.tooManyRequests })
  async upload(
    @CurrentUser() caller: AuthPrincipal,
    @UploadedFile() file: UploadedImageFile | undefined,
  ): Promise<ImageUploadResponse> {
    if (!file || file.size === 0) throw new BadRequestException(ApiMessages.imageRequired);
    const stored = await this.images.storeUpload(file.buffer, caller.uid);
    return { success: true, data: { url: stored.url } };
  }

  @Public()
  @Get(':id')
  @ApiOkResponse({
    content: { 'image/*': { schema: binary } },
    description: 'The image bytes, cacheable for a year.',
  })
  @ApiNotFoundResponse({ description: ApiMessages.imageNotFound })
  async download(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile | undefined> {
    const image = await this.images.find(id);
    if (!image) throw new NotFoundException(ApiMessages.imageNotFound);
    // An id names one immutable upload, so the id itself is a strong validator.
    const etag = `"${id.toHexString()}"`;
    response.header('Cache-Control', IMMUTABLE_FOR_A_YEAR);
    response.header('ETag', etag);
    if (ifNoneMatch?.split(',').some((candidate) => candidate.trim() === etag)) {
      response.status(HttpStatus.NOT_MODIFIED);
      return undefined;
    }
    return new StreamableFile(image.stream(), { type: image.contentType, length: image.length });
  }
}
