import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { type Connection, type Model, Types } from 'mongoose';
import { AppConfig } from '../config/app.config';
import { AuditEntry } from './schemas/audit-entry.schema';
import { isFerretDb } from '../common/database-engine';

const DAY_MS = 24 * 60 * 60 * 1000;
const TTL_INDEX = 'auditEntries_retention';
/** MongoDB's IndexOptionsConflict and IndexKeySpecsConflict. */
const INDEX_CONFLICT_CODES = new Set([85, 86]);

/**
 * AUDIT_RETENTION_DAYS. MongoDB removes old entries itself through a TTL index on `at`.
 * FerretDB 1.24 has no TTL monitor (createIndex answers 'Index option "expireAfterSeconds" is
 * not implemented yet'), so on FerretDB this process removes them: once at start, then daily.
 */
@Injectable()
export class AuditRetention implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AuditRetention.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    @InjectModel(AuditEntry.name) private readonly entries: Model<AuditEntry>,
    @InjectConnection() private readonly connection: Connection,
    private readonly config: AppConfig,
  ) {}

  get retentionMs(): number {
    return this.config.audit.retentionDays * DAY_MS;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!(await isFerretDb(this.connection))) {
      await this.ensureTtlIndex();
      return;
    }
    const cleanUp = () => {
      this.running ??= this.removeExpired(new Date()).finally(() => (this.running = undefined));
      this.running.catch((error: unknown) =>
        this.logger.warn(`The audit clean-up failed: ${String(error)}`),
      );
    };
    cleanUp();
    this.timer = setInterval(cleanUp, DAY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /**
   * The only removal of audit entries in the API: those older than the retention period. It goes
   * to the collection directly, past the schema's append-only hooks. Answers how many went.
   */
  async removeExpired(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - this.retentionMs);
    const oldest = Types.ObjectId.createFromTime(Math.floor(cutoff.getTime() / 1000));
    const result = await this.entries.collection.deleteMany({ _id: { $lt: oldest } });
    if (result.deletedCount > 0)
      this.logger.log(`Removed ${result.deletedCount} audit entries older than the retention`);
    return result.deletedCount;
  }

  private async ensureTtlIndex(): Promise<void> {
    const expireAfterSeconds = Math.round(this.retentionMs / 1000);
    try {
      await this.entries.collection.createIndex({ at: 1 }, { name: TTL_INDEX, expireAfterSeconds });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'number' || !INDEX_CONFLICT_CODES.has(code)) throw error;
      // The retention changed since the index was made: change it in place.
      await this.connection.db!.command({
        collMod: this.entries.collection.collectionName,
        index: { name: TTL_INDEX, expireAfterSeconds },
      });
    }
  }
}
