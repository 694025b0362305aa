import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { RateLimitStoreModule } from '../rate-limit/rate-limit-store.module';
import { ReleasePreviewsService } from './release-previews.service';
import { ReleaseStoreService } from './release-store.service';
import { ReleasesController } from './releases.controller';
import { ReleaseTelemetryService } from './telemetry/release-telemetry.service';
import { TelemetryRoute } from './telemetry/telemetry.route';

@Module({
  imports: [AuditModule, RateLimitStoreModule],
  controllers: [ReleasesController],
  providers: [ReleasePreviewsService, ReleaseTelemetryService, ReleaseStoreService, TelemetryRoute],
})
export class ReleasesModule {}
