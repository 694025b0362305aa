import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, Types } from 'mongoose';
import type { StyleContent } from '@threadline/contracts';
import {
  OFFER_COLLECTIONS,
  costingIdOf,
  type LineCostingRecord,
  type QuoteOfferRecord,
} from './offer-records';

/**
 * The style library's versions (api/src/styles, collection `style_versions`), read here by `_id`
 * only for a pinned version's bill of materials: the styles folder reaches quotes through users,
 * so it cannot be imported from here, and the materials are all a costing needs of it.
 */
const STYLE_VERSIONS = 'style_versions';

/** The costing sheets and offers, one method per question, every read by `_id`. */
@Injectable()
export class OfferStore {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  private collection<T extends object>(name: string) {
    const db = this.connection.db;
    if (!db) throw new Error('The database connection is not open');
    return db.collection<T>(name);
  }

  private get costings() {
    return this.collection<LineCostingRecord>(OFFER_COLLECTIONS.costings);
  }

  private get offers() {
    return this.collection<QuoteOfferRecord>(OFFER_COLLECTIONS.offers);
  }

  costingOf(quoteId: Types.ObjectId, line: number): Promise<LineCostingRecord | null> {
    return this.costings.findOne({ _id: costingIdOf(quoteId, line) });
  }

  async saveCosting(record: LineCostingRecord): Promise<void> {
    await this.costings.replaceOne({ _id: record._id }, record, { upsert: true });
  }

  offerOf(quoteId: Types.ObjectId): Promise<QuoteOfferRecord | null> {
    return this.offers.findOne({ _id: quoteId });
  }

  async saveOffer(record: QuoteOfferRecord): Promise<void> {
    await this.offers.replaceOne({ _id: record._id }, record, { upsert: true });
  }

  /**
   * Marks the offer sent, if it still is not: two admins sending at once cannot both, and the
   * quote's own claimed move (QuotesService.update) refuses the second with 409 first.
   */
  async markSent(quoteId: Types.ObjectId, at: Date): Promise<void> {
    await this.offers.updateOne({ _id: quoteId, sentAt: null }, { $set: { sentAt: at } });
  }

  async materialsOf(versionId: string): Promise<StyleContent['materials'] | undefined> {
    const version = await this.collection<{ _id: string; content: StyleContent }>(
      STYLE_VERSIONS,
    ).findOne({ _id: versionId }, { projection: { 'content.materials': 1 } });
    return version?.content.materials;
  }
}
