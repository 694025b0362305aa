import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, Types } from 'mongoose';
import type { StyleContent } from '@threadline/contracts';
import {
  OFFER_COLLECTIONS,
  costingIdOf,
  versionIdOf,
  type LineCostingRecord,
  type OfferVersionRecord,
  type QuoteOfferRecord,
} from './offer-records';

/** The request's offer summary (GET /quotes/{id}'s `offer`) as a revision leaves it. */
export interface QuoteOfferSummary {
  unitPrice: number;
  currency: QuoteOfferRecord['currency'];
  leadTimeDays: number;
  validUntil: string;
}

const DUPLICATE_KEY = 11000;

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

  /** The offers sent to their buyers (the expiry check's round). */
  sentOffers(): Promise<QuoteOfferRecord[]> {
    return this.offers.find({ sentAt: { $ne: null } }).toArray();
  }

  /** Only this field, and only while the version is current: a revision is not undone. */
  async markReminded(quoteId: Types.ObjectId, sentAt: Date, version: number): Promise<void> {
    // Each version is sent at its own time: `sentAt` names the version reminded of.
    await this.offers.updateOne(
      { _id: quoteId, sentAt },
      { $set: { expiryRemindedVersion: version } },
    );
  }

  private get versions() {
    return this.collection<OfferVersionRecord>(OFFER_COLLECTIONS.versions);
  }

  /** Versions 1 to `before - 1` of the request's offer, oldest first. */
  async versionsOf(quoteId: Types.ObjectId, before: number): Promise<OfferVersionRecord[]> {
    if (before <= 1) return [];
    const ids = Array.from({ length: before - 1 }, (_, index) => versionIdOf(quoteId, index + 1));
    const found = await this.versions.find({ _id: { $in: ids } }).toArray();
    return found.sort((a, b) => a.version - b.version);
  }

  /**
   * Keeps a version as it was sent; false when it was kept already (another revision of the
   * same version won the race), so one version is revised once.
   */
  async archiveVersion(record: OfferVersionRecord): Promise<boolean> {
    try {
      await this.versions.insertOne(record);
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
      throw error;
    }
  }

  /** Replaces the sent offer of `sentAt` with the next version; false when it changed meanwhile. */
  async replaceSent(sentAt: Date, record: QuoteOfferRecord): Promise<boolean> {
    const result = await this.offers.replaceOne({ _id: record._id, sentAt }, record);
    return result.matchedCount === 1;
  }

  /**
   * The request's offer summary follows the current version while it is quoted. Written here,
   * by `_id` and status, not through QuotesService: it moves nothing (no history, no email).
   */
  async setQuoteOffer(quoteId: Types.ObjectId, summary: QuoteOfferSummary): Promise<void> {
    await this.collection<{ _id: Types.ObjectId }>('quotes').updateOne(
      { _id: quoteId, status: 'quoted' },
      {
        $set: {
          'offer.unitPrice': summary.unitPrice,
          'offer.currency': summary.currency,
          'offer.leadTimeDays': summary.leadTimeDays,
          'offer.validUntil': summary.validUntil,
          updatedAt: new Date(),
        },
      },
    );
  }

  async materialsOf(versionId: string): Promise<StyleContent['materials'] | undefined> {
    const version = await this.collection<{ _id: string; content: StyleContent }>(
      STYLE_VERSIONS,
    ).findOne({ _id: versionId }, { projection: { 'content.materials': 1 } });
    return version?.content.materials;
  }
}
