import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ReleasePreviewsService } from './release-previews.service';
import { ReleaseStoreService } from './release-store.service';
import { ReleasesController } from './releases.controller';
import { ReleaseTelemetryService } from './telemetry/release-telemetry.service';

@Module({
  imports: [AuditModule],
  controllers: [ReleasesController],
  providers: [ReleasePreviewsService, ReleaseTelemetryService, ReleaseStoreService],
})
export class ReleasesModule {}
