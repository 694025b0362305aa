import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Header,
  NotFoundException,
  Param,
  Post,
  Res,
  StreamableFile,
  UploadedFile,
  UseFilters,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { Readable } from 'node:stream';
import { Types } from 'mongoose';
import {
  ApiMessages,
  materialCsvTable,
  measurementCsvTable,
  parseMaterialsCsv,
  parseMeasurementCsv,
  QUOTE_ATTACHMENT_MAX_BYTES,
  STYLE_CSV_MAX_BYTES,
  STYLE_FILE_KINDS,
  StyleMessages,
  type StyleDetail,
  type StyleFileUploadResponse,
} from '@threadline/contracts';
import type { AuthPrincipal } from '../access/auth-principal';
import { CurrentUser } from '../access/current-user.decorator';
import { type AuditOrigin, RequestOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import { csvRow } from '../common/csv';
import { csvDownload } from '../common/csv-download';
import type { HttpResponse as Response } from '../common/http';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { SingleFileUpload, type UploadedFileData } from '../common/single-file-upload';
import { CSV_SCHEMA } from '../openapi/common-schemas';
import { AttachmentTooLargeFilter } from '../quotes/attachment-too-large.filter';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { UploadStyleFileDto } from './dto/upload-style-file.dto';
import type { StyleVersionRecord } from './schemas/style-records';
import {
  STYLE_DETAIL_SCHEMA,
  STYLE_FILE_DOWNLOAD_CONTENT,
  STYLE_FILE_UPLOAD_SCHEMA,
  TECH_PACK_CONTENT,
} from './style-api-schemas';
import { styleFileUploadedEvent } from './style-audit-events';
import { StyleFiles } from './style-files';
import { techPackPdf } from './style-tech-pack';
import { fileViewOf } from './style-views';
import { StylesService } from './styles.service';
import { VersionNumberPipe } from './version-number.pipe';

const NOT_FOUND = `${StyleMessages.styleNotFound} Or: ${StyleMessages.versionNotFound} (also for another member’s style).`;
const VERSION_ROUTE = ':id/versions/:version';

/** A file name for a download: the style number and version, plain characters only. */
const downloadName = (version: StyleVersionRecord, what: string) =>
  `${version.content.styleNumber.replace(/[^A-Za-z0-9._-]+/g, '_')}-v${version.version}-${what}`;

/** Each row through the one CSV writer, which neutralises formula-looking cells. */
const csvOf = (table: string[][]) => Readable.from([table.map((row) => csvRow(row)).join('')]);

const csvTextOf = (file: UploadedFileData | undefined): string => {
  if (!file || file.size === 0) throw new BadRequestException([StyleMessages.csvFileRequired]);
  return file.buffer.toString('utf8');
};

/** A style's files, spreadsheets and tech pack: what goes in and out of a style besides its fields. */
@ApiTags('styles')
@ApiBearerAuth()
@Controller('styles')
export class StyleDocumentsController {
  constructor(
    private readonly styles: StylesService,
    private readonly files: StyleFiles,
    private readonly audit: AuditService,
  ) {}

  @Post('files')
  @RateLimit('images')
  @UseFilters(AttachmentTooLargeFilter)
  @SingleFileUpload('file', QUOTE_ATTACHMENT_MAX_BYTES, {
    kind: { type: 'string', enum: STYLE_FILE_KINDS },
  })
  @ApiCreatedResponse({
    schema: STYLE_FILE_UPLOAD_SCHEMA,
    description: 'The stored file, the caller’s own: name it in a save’s fileIds or image ids.',
  })
  @ApiBadRequestResponse({ description: `${StyleMessages.fileKindInvalid} Or no file.` })
  @ApiPayloadTooLargeResponse({ description: 'Files must be 10 MB or smaller' })
  @ApiUnsupportedMediaTypeResponse({
    description: `${StyleMessages.fileTypeRefused} ${StyleMessages.imageTypeRefused}`,
  })
  @ApiTooManyRequestsResponse({ description: ApiMessages.tooManyRequests })
  async upload(
    @UploadedFile() file: UploadedFileData | undefined,
    @Body() body: UploadStyleFileDto,
    @CurrentUser() caller: AuthPrincipal,
    @RequestOrigin() origin: AuditOrigin,
  ): Promise<StyleFileUploadResponse> {
    if (!file || file.size === 0) throw new BadRequestException([StyleMessages.fileTypeRefused]);
    const stored = await this.files.store(file.buffer, body.kind, caller.uid, file.originalname);
    try {
      await this.audit.record(origin, styleFileUploadedEvent(stored, body.kind));
    } catch (error) {
      // No entry, no file: nobody has its id yet, so it goes at once.
      await this.files.discard(stored.id);
      throw error;
    }
    return { file: fileViewOf(stored) };
  }

  @Post(':id/imports/measurements')
  @SingleFileUpload('file', STYLE_CSV_MAX_BYTES)
  @ApiCreatedResponse({
    schema: STYLE_DETAIL_SCHEMA,
    description: 'The chart replaces the measurements and sizes, as a new version.',
  })
  @ApiBadRequestResponse({ description: 'Each bad row named; nothing is imported.' })
  @ApiForbiddenResponse({ description: StyleMessages.ownerOnly })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  importMeasurements(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @UploadedFile() file: UploadedFileData | undefined,
    @CurrentUser() caller: AuthPrincipal,
    @RequestOrigin() origin: AuditOrigin,
  ): Promise<StyleDetail> {
    const parsed = parseMeasurementCsv(csvTextOf(file));
    return this.styles.importCsv(id, caller, origin, 'measurements', parsed, (content, chart) => ({
      ...content,
      ...chart,
    }));
  }

  @Post(':id/imports/materials')
  @SingleFileUpload('file', STYLE_CSV_MAX_BYTES)
  @ApiCreatedResponse({
    schema: STYLE_DETAIL_SCHEMA,
    description: 'The lines replace the bill of materials, as a new version.',
  })
  @ApiBadRequestResponse({ description: 'Each bad row named; nothing is imported.' })
  @ApiForbiddenResponse({ description: StyleMessages.ownerOnly })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  importMaterials(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @UploadedFile() file: UploadedFileData | undefined,
    @CurrentUser() caller: AuthPrincipal,
    @RequestOrigin() origin: AuditOrigin,
  ): Promise<StyleDetail> {
    const parsed = parseMaterialsCsv(csvTextOf(file));
    return this.styles.importCsv(id, caller, origin, 'materials', parsed, (content, materials) => ({
      ...content,
      materials,
    }));
  }

  @Get(`${VERSION_ROUTE}/measurements.csv`)
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    schema: CSV_SCHEMA,
    description: 'The version’s measurement chart, in the columns the import reads.',
  })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async exportMeasurements(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Param('version', VersionNumberPipe) number: number,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<StreamableFile> {
    const { version } = await this.readVersion(id, number, caller);
    const table = measurementCsvTable(version.content.sizes, version.content.measurements);
    return csvDownload(csvOf(table), downloadName(version, 'measurements.csv'));
  }

  @Get(`${VERSION_ROUTE}/materials.csv`)
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    schema: CSV_SCHEMA,
    description: 'The version’s bill of materials, in the columns the import reads.',
  })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async exportMaterials(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Param('version', VersionNumberPipe) number: number,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<StreamableFile> {
    const { version } = await this.readVersion(id, number, caller);
    return csvDownload(
      csvOf(materialCsvTable(version.content.materials)),
      downloadName(version, 'materials.csv'),
    );
  }

  @Get(`${VERSION_ROUTE}/tech-pack.pdf`)
  @ApiOkResponse({
    content: TECH_PACK_CONTENT,
    description: 'The tech pack of this version as a PDF.',
  })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async techPack(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Param('version', VersionNumberPipe) number: number,
    @CurrentUser() caller: AuthPrincipal,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const { head, version } = await this.readVersion(id, number, caller);
    const { frontImageId, backImageId } = version.content;
    const slots: [string, string | undefined][] = [
      ['Front', frontImageId],
      ['Back', backImageId],
      ...version.files
        .filter((file) => file.kind === 'sketch' && file.contentType.startsWith('image/'))
        .map((file): [string, string] => [`Sketch: ${file.name}`, file.id.toHexString()]),
    ];
    const pictures = [];
    for (const [label, fileId] of slots) {
      const bytes = fileId ? await this.files.read(new Types.ObjectId(fileId)) : undefined;
      if (bytes) pictures.push({ label, bytes });
    }
    const pdf = await techPackPdf(head, version, pictures);
    response.header('Cache-Control', 'private, no-store');
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      length: pdf.length,
      disposition: `inline; filename="${downloadName(version, 'tech-pack.pdf')}"`,
    });
  }

  @Get(`${VERSION_ROUTE}/files/:fileId`)
  @ApiOkResponse({
    content: STYLE_FILE_DOWNLOAD_CONTENT,
    description: 'A file this version carries, as a download.',
  })
  @ApiNotFoundResponse({ description: `${NOT_FOUND} Or: ${StyleMessages.fileNotFound}` })
  async download(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Param('version', VersionNumberPipe) number: number,
    @Param('fileId', ObjectIdPipe) fileId: Types.ObjectId,
    @CurrentUser() caller: AuthPrincipal,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const { version } = await this.readVersion(id, number, caller);
    const file = version.files.some((pinned) => pinned.id.equals(fileId))
      ? await this.files.open(fileId)
      : undefined;
    if (!file) throw new NotFoundException(StyleMessages.fileNotFound);
    response.header('Cache-Control', 'private, no-store');
    return new StreamableFile(file.stream, {
      type: file.contentType,
      length: file.length,
      disposition: `attachment; filename="${file.fileName}"`,
    });
  }

  private async readVersion(id: Types.ObjectId, number: number, caller: AuthPrincipal) {
    const head = await this.styles.readable(id, caller);
    return { head, version: await this.styles.versionOf(head, number) };
  }
}
