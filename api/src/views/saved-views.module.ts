import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { SavedViewsController } from './saved-views.controller';
import { SavedViewsService } from './saved-views.service';

/** Saved views of the admin lists: per admin, optionally shared with every admin. */
@Module({
  imports: [AuditModule],
  controllers: [SavedViewsController],
  providers: [SavedViewsService],
})
export class SavedViewsModule {}
