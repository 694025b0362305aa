import { Module } from '@nestjs/common';
import { AttachmentFilesService } from './attachment-files.service';
import { FileStorage } from './file-storage';

/**
 * Stored files: GridFS buckets read and written by owner, type checks from the bytes, quotas.
 * Quotes, their threads and orders keep attachments here; categories' and people's images too.
 */
@Module({
  providers: [FileStorage, AttachmentFilesService],
  exports: [FileStorage, AttachmentFilesService],
})
export class FilesModule {}
