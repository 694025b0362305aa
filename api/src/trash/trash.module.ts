import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { TrashController } from './trash.controller';
import { TrashRegistry } from './trash-registry';
import { TrashSweep } from './trash-sweep';
import { TrashService } from './trash.service';

/** The trash itself; each domain module imports it and registers its kind (trash-kind.ts). */
@Module({
  imports: [AuditModule],
  controllers: [TrashController],
  providers: [TrashRegistry, TrashService, TrashSweep],
  exports: [TrashRegistry, TrashService],
})
export class TrashModule {}
