import { applyDecorators, Get, Header, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import type { Readable } from 'node:stream';
import type { HttpResponse as Response } from './http';
import { ApiMessages } from '@threadline/contracts';
import { JSON_TYPE } from './error-body';
import { CSV_SCHEMA } from '../openapi/common-schemas';
import { FreshStepUp } from '../access/step-up';

/**
 * A CSV export as Nest answers it: text/csv, an attachment with this file name. A failure before
 * the first byte is a 503; after it, the connection is cut, so a truncated file never looks whole.
 */
export function csvDownload(csv: Readable, fileName: string): StreamableFile {
  return new StreamableFile(csv, {
    type: 'text/csv; charset=utf-8',
    disposition: `attachment; filename="${fileName}"`,
  }).setErrorHandler((error, response) => {
    const res = response as unknown as Response;
    if (res.raw.headersSent) {
      res.raw.destroy(error);
      return;
    }
    res.status(503).type(JSON_TYPE).send({
      statusCode: 503,
      message: ApiMessages.databaseUnavailable,
      error: 'Service Unavailable',
    });
  });
}

/**
 * GET <collection>/export.csv: never cached, documented as text/csv with what the file holds.
 * Who may call it is the handler's own decorator (Roles).
 */
export function CsvExportRoute(description: string) {
  return applyDecorators(
    Get('export.csv'),
    // An export hands over every record at once: a sensitive action.
    FreshStepUp(),
    Header('Cache-Control', 'no-store'),
    ApiProduces('text/csv'),
    ApiOkResponse({ description, schema: CSV_SCHEMA }),
  );
}
