import { Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { type Connection, type Model, type mongo, Types } from 'mongoose';
import { NotificationsService } from '../notifications/notifications.service';
import type { StoredQuoteLine } from './schemas/quote-lines';
import { QuoteRequestRecord, type QuoteRequestData } from './schemas/quote-request.schema';

/**
 * The style library's heads (api/src/styles, collection `styles`): read here by `_id` only, for a
 * style line's latest version. The styles folder cannot be imported from here (it reaches quotes
 * through users), and this one number is all a quote needs of it.
 */
const STYLE_HEADS = 'styles';

/** The versions a request's style lines pin: whether a newer one exists, and a re-pin. */
@Injectable()
export class QuoteLinePins {
  private readonly styleHeads: mongo.Collection<{ _id: Types.ObjectId; latestVersion: number }>;

  constructor(
    @InjectModel(QuoteRequestRecord.name) private readonly quotes: Model<QuoteRequestRecord>,
    @InjectConnection() connection: Connection,
    private readonly notifications: NotificationsService,
  ) {
    if (!connection.db) throw new Error('The database connection is not open');
    this.styleHeads = connection.db.collection(STYLE_HEADS);
  }

  /** Each pinned style's latest version, by style id: one read by `_id` per style of the request. */
  async latestVersionsOf(record: QuoteRequestData): Promise<Map<string, number>> {
    const styleIds = new Set(
      (record.lines ?? []).flatMap((line) => (line.type === 'style' ? [line.styleId] : [])),
    );
    const latest = new Map<string, number>();
    for (const styleId of styleIds) {
      const head = await this.styleHeads.findOne(
        { _id: new Types.ObjectId(styleId) },
        { projection: { latestVersion: 1 } },
      );
      if (head) latest.set(styleId, head.latestVersion);
    }
    return latest;
  }

  /**
   * Puts `line` in place of the line at `index` if that line still pins `expectedVersionId` (two
   * re-pins at once: the second finds it moved and changes nothing), and records it in the history.
   */
  async replaceLine(
    quote: QuoteRequestData,
    index: number,
    expectedVersionId: string,
    line: StoredQuoteLine,
    entry: { line: number; fromVersion: number; toVersion: number },
  ): Promise<boolean> {
    const now = new Date();
    const result = await this.quotes
      .updateOne(
        { _id: quote._id, [`lines.${index}.versionId`]: expectedVersionId },
        {
          $set: { [`lines.${index}`]: line, updatedAt: now },
          $push: { history: { status: quote.status, at: now, event: 'line-repinned', ...entry } },
        },
      )
      .exec();
    if (result.modifiedCount === 1) this.notifications.changeStored();
    return result.modifiedCount === 1;
  }
}
