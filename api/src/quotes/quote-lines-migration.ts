import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { quickLineOf } from './schemas/quote-lines';
import type { QuoteRequestData } from './schemas/quote-request.schema';

/** The record in `migrations` that says every request of this database has its lines. */
export const QUOTE_LINES_MIGRATION = 'quotes.lines';

/**
 * Requests stored before lines (one category, one quantity, the details, the sizes, the files)
 * each get their one quick line. Until it has run a request reads as that line anyway
 * (quote-lines.ts), so it runs in the background; its fields stay, so orders made from a
 * request and every list, search and export read it as before.
 */
@Injectable()
export class QuoteLinesMigration implements OnApplicationBootstrap {
  private readonly logger = new Logger(QuoteLinesMigration.name);

  constructor(@InjectConnection() private readonly connection: Connection) {}

  private collection<T extends object>(name: string) {
    const db = this.connection.db;
    if (!db) throw new Error('The database is not connected');
    return db.collection<T>(name);
  }

  onApplicationBootstrap(): void {
    this.migrateOnce()
      .then((migrated) => {
        if (migrated > 0) this.logger.log(`Gave ${migrated} quote requests their one quick line`);
      })
      .catch((error: unknown) =>
        this.logger.warn(`Quote requests could not be given their lines: ${String(error)}`),
      );
  }

  /** The migration, unless this database has recorded it done; answers how many requests changed. */
  async migrateOnce(): Promise<number> {
    const migrations = this.collection<{ _id: string; done?: boolean }>('migrations');
    if (await migrations.findOne({ _id: QUOTE_LINES_MIGRATION })) return 0;
    const quotes = this.collection<QuoteRequestData>('quotes');
    let migrated = 0;
    // FerretDB hands only `_id` filters to the database: the scan reads ids and the fields a quick
    // line needs, and each write is by `_id`, guarded so a request given lines meanwhile keeps them.
    const cursor = quotes.find(
      {},
      {
        projection: {
          lines: 1,
          categoryKey: 1,
          details: 1,
          quantity: 1,
          sizes: 1,
          colour: 1,
          attachments: 1,
        },
      },
    );
    for await (const quote of cursor) {
      if (quote.lines?.length) continue;
      const result = await quotes.updateOne(
        { _id: quote._id, lines: { $exists: false } },
        { $set: { lines: [quickLineOf(quote)] } },
      );
      migrated += result.modifiedCount;
    }
    await migrations.updateOne(
      { _id: QUOTE_LINES_MIGRATION },
      { $set: { done: true, doneAt: new Date(), migrated } },
      { upsert: true },
    );
    return migrated;
  }
}
