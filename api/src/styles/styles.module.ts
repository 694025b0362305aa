import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CategoriesModule } from '../categories/categories.module';
import { FilesModule } from '../files/files.module';
import { UsersModule } from '../users/users.module';
import { StyleDocumentsController } from './style-documents.controller';
import { StyleFiles } from './style-files';
import { StyleLibraryIndex } from './style-library-index';
import { StyleStore } from './style-store';
import { StylesController } from './styles.controller';
import { StylesService } from './styles.service';

/** The style library: styles, their immutable versions, files, spreadsheets and tech packs. */
@Module({
  imports: [CategoriesModule, FilesModule, UsersModule, AuditModule],
  controllers: [StylesController, StyleDocumentsController],
  providers: [StylesService, StyleStore, StyleLibraryIndex, StyleFiles],
  // Quote lines pin versions: they read heads and versions by `_id` through the store.
  exports: [StylesService, StyleStore],
})
export class StylesModule {}
