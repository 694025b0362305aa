import type { Model } from 'mongoose';
import { isRepeatRequest, QUOTE_REPEAT_WINDOW_DAYS } from '@threadline/contracts';
import type { QuoteRequestData, QuoteRequestRecord } from './schemas/quote-request.schema';

/**
 * For each request of a page, the reference of an earlier request it repeats (isRepeatRequest):
 * one lookup per buyer on the page, over the window before their oldest request shown.
 */
export async function findRepeats(
  model: Model<QuoteRequestRecord>,
  page: QuoteRequestData[],
): Promise<Map<string, string>> {
  const repeats = new Map<string, string>();
  const byBuyer = new Map<string, QuoteRequestData[]>();
  for (const quote of page) {
    const key = quote.email.trim().toLowerCase();
    byBuyer.set(key, [...(byBuyer.get(key) ?? []), quote]);
  }
  for (const [key, quotes] of byBuyer) {
    const oldest = Math.min(...quotes.map((quote) => quote.createdAt.getTime()));
    const earlier = await model
      .find(
        {
          $or: [{ emailKey: key }, { email: { $in: [...new Set(quotes.map((q) => q.email))] } }],
          createdAt: { $gte: new Date(oldest - QUOTE_REPEAT_WINDOW_DAYS * 86_400_000) },
        },
        { _id: 1, reference: 1, email: 1, categoryKey: 1, createdAt: 1 },
      )
      .sort({ createdAt: 1, _id: 1 })
      .lean<Pick<QuoteRequestData, '_id' | 'reference' | 'email' | 'categoryKey' | 'createdAt'>[]>()
      .exec();
    for (const quote of quotes) {
      const first = earlier.find((candidate) => isRepeatRequest(quote, candidate));
      if (first) repeats.set(quote._id.toHexString(), first.reference);
    }
  }
  return repeats;
}
