import { StreamableFile } from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { HttpResponse as Response } from '../common/http';

/** An opened attachment: its bytes and what a download says about them. */
export interface OpenedAttachment {
  stream: Readable;
  length: number;
  contentType: string;
  fileName: string;
}

/** Sends an opened attachment as a download no cache keeps (it is one person's file). */
export function attachmentDownload(file: OpenedAttachment, response: Response): StreamableFile {
  response.header('Cache-Control', 'private, no-store');
  return new StreamableFile(file.stream, {
    type: file.contentType,
    length: file.length,
    disposition: `attachment; filename="${file.fileName}"`,
  });
}
