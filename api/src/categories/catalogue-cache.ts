import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app.config';
import { isDatabaseOutage } from '../common/error-body';

/** A public catalogue answer, serialized once: the JSON body, its strong ETag and its headers. */
export interface CatalogueAnswer {
  body: Buffer;
  etag: string;
  /** ETag, Cache-Control and CDN-Cache-Control, sent with the 200 and with a 304 alike. */
  headers: Readonly<Record<string, string>>;
}

interface Entry {
  /** null: there is no such category (a 404 is worth keeping too). */
  answer: CatalogueAnswer | null;
  fetchedAt: number;
  /** When the last refresh failed because the database was away; stale answers cover it. */
  failedAt?: number;
}

/** Distinct keys kept at most; a flood of made-up keys empties the cache instead of the memory. */
const MAX_ENTRIES = 1000;

/** The cache's key for GET /categories (no key) or GET /categories/{key}. */
export function catalogueCacheKey(categoryKey?: string): string {
  return categoryKey === undefined ? '' : `key:${categoryKey}`;
}

/** Serializes an answer once, when the cache is filled: every read then sends these bytes. */
export function toCatalogueAnswer(value: unknown, maxAgeSeconds: number): CatalogueAnswer {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag, headers: catalogueCachingHeaders(etag, maxAgeSeconds) };
}

/** The caching headers of a public catalogue answer. */
function catalogueCachingHeaders(etag: string, maxAgeSeconds: number): Record<string, string> {
  return {
    ETag: etag,
    // A browser asks again every time (a 304 while nothing changed), so an admin who has just
    // edited the catalogue never sees the old answer: stale-while-revalidate would let it show one.
    // A CDN or the gateway's cache (RFC 9213's CDN-Cache-Control) reuses an answer as long as this
    // process does, and a minute longer while it fetches the next.
    'Cache-Control': 'public, no-cache',
    'CDN-Cache-Control': `public, max-age=${maxAgeSeconds}, stale-while-revalidate=60`,
  };
}

/** Whether an If-None-Match header names this answer's version (weak or strong). */
export function holdsVersion(ifNoneMatch: string | undefined, answer: CatalogueAnswer): boolean {
  return (
    !!ifNoneMatch &&
    ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)
  );
}

/**
 * The public catalogue (GET /categories and /categories/:key) kept in process. A write through
 * this process clears it at once; a write by another API process (or straight to the database)
 * shows within `CATALOGUE_CACHE_SECONDS` (5 s by default), when an answer is read again. While
 * the database is away, an answer read before is served instead of a 503.
 */
@Injectable()
export class CatalogueCache {
  private readonly ttlMs: number;
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<CatalogueAnswer | null>>();
  /** Bumped by every write, so a read started before it never stores what it read. */
  private generation = 0;
  /** Told of every lookup's outcome (the metrics' catalogue cache hits and misses). */
  onLookup: (outcome: 'hit' | 'miss') => void = () => {};

  constructor(config: AppConfig) {
    this.ttlMs = config.catalogueCache.seconds * 1000;
  }

  /** How long a client or CDN may reuse an answer, in seconds. */
  get maxAgeSeconds(): number {
    return this.ttlMs / 1000;
  }

  async get(key: string, load: () => Promise<unknown>): Promise<CatalogueAnswer | null> {
    const entry = this.entries.get(key);
    if (entry && this.isFresh(entry, Date.now())) {
      this.onLookup('hit');
      return entry.answer;
    }
    this.onLookup('miss');
    const pending = this.loading.get(key);
    if (pending) return pending;

    const generation = this.generation;
    const refresh = (async () => {
      try {
        const value = await load();
        const answer = value == null ? null : toCatalogueAnswer(value, this.maxAgeSeconds);
        if (generation === this.generation && this.ttlMs > 0)
          this.store(key, { answer, fetchedAt: Date.now() });
        return answer;
      } catch (error) {
        if (entry && isDatabaseOutage(error)) {
          entry.failedAt = Date.now();
          return entry.answer;
        }
        throw error;
      } finally {
        this.loading.delete(key);
      }
    })();
    this.loading.set(key, refresh);
    return refresh;
  }

  /** After any write to the categories. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  private isFresh(entry: Entry, now: number): boolean {
    return now - entry.fetchedAt < this.ttlMs || now - (entry.failedAt ?? -Infinity) < this.ttlMs;
  }

  private store(key: string, entry: Entry): void {
    if (this.entries.size >= MAX_ENTRIES && !this.entries.has(key)) this.entries.clear();
    this.entries.set(key, entry);
  }
}
