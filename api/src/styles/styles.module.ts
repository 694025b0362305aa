import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CategoriesModule } from '../categories/categories.module';
import { FilesModule } from '../files/files.module';
import { TrashModule } from '../trash/trash.module';
import { UsersModule } from '../users/users.module';
import { StyleDocumentsController } from './style-documents.controller';
import { StyleFiles } from './style-files';
import { StyleLibraryIndex } from './style-library-index';
import { StyleStore } from './style-store';
import { StyleTrash } from './style-trash';
import { StyleTrashController } from './style-trash.controller';
import { StylesController } from './styles.controller';
import { StylesService } from './styles.service';

/** The style library: styles, their immutable versions, files, spreadsheets and tech packs. */
@Module({
  imports: [AuditModule, CategoriesModule, FilesModule, TrashModule, UsersModule],
  controllers: [StylesController, StyleDocumentsController, StyleTrashController],
  providers: [StylesService, StyleStore, StyleLibraryIndex, StyleFiles, StyleTrash],
  // Quote lines pin versions: they read heads and versions by `_id` through the store.
  exports: [StylesService, StyleStore],
})
export class StylesModule {}
