import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { StyleSummary } from '@threadline/contracts';
import { SerialBatches } from '../common/serial-batches';
import { STYLE_COLLECTIONS, type StyleLibraryRecord } from './schemas/style-records';
import { summaryOf } from './style-views';

/**
 * The one document every library write bumps: a counter per member, `_id` `libraries`. It is read
 * and written by `_id` only. As the orders board's version document, FerretDB's update is a read
 * and a write, so a process bumps one batch at a time (SerialBatches); on MongoDB it is atomic
 * across processes too.
 */
interface StyleLibraryIndexRecord {
  _id: 'libraries';
  revs: Record<string, number>;
}

/** A summary with the text a search looks in, lower-cased once. */
export interface IndexedSummary {
  summary: StyleSummary;
  haystack: string;
}

/** Libraries a round trip when the copy is first read (a library holds up to hundreds of styles). */
const LOAD_BATCH = 5;

interface Copy {
  revs: Record<string, number>;
  libraries: Map<string, StyleLibraryRecord>;
  sorted?: IndexedSummary[];
}

/** Newest change first, then by id: plain comparisons (ISO dates and hex ids sort as text). */
export function byNewestChange(a: StyleSummary, b: StyleSummary): number {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt < b.updatedAt ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function indexedSummariesOf(libraries: Iterable<StyleLibraryRecord>): IndexedSummary[] {
  const all: IndexedSummary[] = [];
  for (const library of libraries)
    for (const [id, entry] of Object.entries(library.entries)) {
      const summary = summaryOf(id, library._id, entry);
      all.push({ summary, haystack: `${summary.styleNumber} ${summary.name}`.toLowerCase() });
    }
  return all.sort((a, b) => byNewestChange(a.summary, b.summary));
}

/**
 * Every member's styles, for the admin's list: an in-process copy of the libraries, read whole
 * once, then kept current by the index document (one read by `_id` a request; a library whose
 * counter moved is read again by `_id`). With 10,000 styles across 100 members, reading every
 * library on each request took about half a second on FerretDB (bench/styles.mjs).
 * Whatever writes a library (StyleStore.putEntry, and any future removal) bumps its owner here.
 */
@Injectable()
export class StyleLibraryIndex {
  private copy?: Copy;

  private readonly bumps = new SerialBatches<string, void>(async (owners) => {
    const inc: Record<string, number> = {};
    for (const owner of owners) inc[`revs.${owner}`] = (inc[`revs.${owner}`] ?? 0) + 1;
    await this.index.updateOne({ _id: 'libraries' }, { $inc: inc }, { upsert: true });
    return owners.map(() => undefined);
  });

  constructor(@InjectConnection() private readonly connection: Connection) {}

  private collection<T extends object>(name: string) {
    const db = this.connection.db;
    if (!db) throw new Error('The database is not connected');
    return db.collection<T>(name);
  }

  private get index() {
    return this.collection<StyleLibraryIndexRecord>(STYLE_COLLECTIONS.libraryIndex);
  }

  private get libraries() {
    return this.collection<StyleLibraryRecord>(STYLE_COLLECTIONS.libraries);
  }

  /** Records that `ownerUid`'s library changed: every API process's copy reads it again. */
  bump(ownerUid: string): Promise<void> {
    return this.bumps.add(ownerUid);
  }

  /** Every style in every library, newest change first. */
  async summaries(): Promise<IndexedSummary[]> {
    const revs = (await this.index.findOne({ _id: 'libraries' }))?.revs ?? {};
    let copy = this.copy;
    if (!copy) {
      // A few libraries a round trip: each batch stays inside the database bound (the socket's
      // DATABASE_TIMEOUT_MS), where one answer of every library did not on a loaded machine.
      const all = await this.libraries.find({}, { batchSize: LOAD_BATCH }).toArray();
      copy = { revs, libraries: new Map(all.map((library) => [library._id, library])) };
    } else {
      const changed = Object.keys(revs).filter((owner) => copy?.revs[owner] !== revs[owner]);
      if (changed.length > 0) {
        const read = await Promise.all(
          changed.map((owner) => this.libraries.findOne({ _id: owner })),
        );
        const libraries = new Map(copy.libraries);
        changed.forEach((owner, i) => {
          const library = read[i];
          if (library) libraries.set(owner, library);
          else libraries.delete(owner);
        });
        copy = { revs: { ...copy.revs, ...revs }, libraries };
      }
    }
    copy.sorted ??= indexedSummariesOf(copy.libraries.values());
    this.copy = copy;
    return copy.sorted;
  }
}
