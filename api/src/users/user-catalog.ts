import type { SortOrder, UserRole, UserSortField } from '@threadline/contracts';
import type { UserRecordData } from './schemas/user.schema';
import { searchTermsOf, type SortKey, USER_SORTS } from './user-search';

/** A record as GET /users sends it, with the keys the list filters, sorts and searches by. */
export interface CatalogEntry {
  readonly id: string;
  readonly record: UserRecordData;
  readonly role: UserRole;
  /** The key of each sort, as user-search.ts's USER_SORTS defines it. */
  readonly sortKeys: Readonly<Record<UserSortField, SortKey>>;
  readonly referredBy?: string;
}

/**
 * The terms a search matches the start of. Worked out again when needed rather than kept: held
 * for 100k users they would double the catalog's memory.
 */
function termsOf(entry: CatalogEntry): string[] {
  return searchTermsOf(entry.record.name ?? '', entry.record.email ?? '');
}

const SORT_FIELDS = Object.keys(USER_SORTS) as UserSortField[];

export function catalogEntryOf(user: UserRecordData): CatalogEntry {
  const { searchTerms: _terms, nameKey: _nameKey, ...record } = user;
  const sortKeys = Object.fromEntries(
    SORT_FIELDS.map((field) => [field, USER_SORTS[field].keyOf(user)]),
  ) as Record<UserSortField, SortKey>;
  return {
    id: user._id.toHexString(),
    record,
    role: user.role,
    sortKeys,
    referredBy: user.referredBy,
  };
}

/** What a GET /users page is cut from: the matches, in order. */
export interface CatalogQuery {
  /** Normalized (normalizeText); empty means every user. */
  search: string;
  role?: UserRole;
  sort: UserSortField;
  order: SortOrder;
}

type Compare = (a: CatalogEntry, b: CatalogEntry) => number;

/** Ascending by the key, then by id: the same order as the database's `{ key, _id }` sort. */
function compareBy(field: UserSortField): Compare {
  return (a, b) => {
    const [left, right] = [a.sortKeys[field], b.sortKeys[field]];
    if (left !== right) return left < right ? -1 : 1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

const COMPARE: Record<UserSortField, Compare> = {
  name: compareBy('name'),
  email: compareBy('email'),
  role: compareBy('role'),
  createdAt: compareBy('createdAt'),
};

/** The first index whose item is not before `item`. */
function lowerBound<T>(items: readonly T[], item: T, before: (a: T, b: T) => boolean): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(items[middle], item)) low = middle + 1;
    else high = middle;
  }
  return low;
}

const termBefore = (a: string, b: string) => a < b;

/**
 * The users, indexed for GET /users: an inverted index of search terms (a sorted vocabulary
 * with the entries holding each term), one sorted list per sort field, and the number of
 * referrals per inviter. A search costs a binary search plus the terms it matches, not a pass
 * over every user; each change is applied in place (binary searches and splices), so a write
 * never rebuilds the index.
 */
export class UserCatalog {
  private readonly entries = new Map<string, CatalogEntry>();
  /** Every distinct term, in code-unit order: the terms starting with a search are adjacent. */
  private vocabulary: string[] = [];
  /** Most terms belong to one user: those hold the entry itself rather than a list of one. */
  private readonly holders = new Map<string, CatalogEntry | CatalogEntry[]>();
  /** Built on first use, then kept in order through every change. */
  private readonly sorted = new Map<UserSortField, CatalogEntry[]>();
  private readonly referrals = new Map<string, number>();
  /** Marks the entries one search has collected, so each is taken once. */
  private readonly seen = new WeakMap<CatalogEntry, number>();
  private searchNumber = 0;

  get size(): number {
    return this.entries.size;
  }

  get(id: string): CatalogEntry | undefined {
    return this.entries.get(id);
  }

  ids(): IterableIterator<string> {
    return this.entries.keys();
  }

  /** Replaces the whole content at once (a full read): one sort instead of many inserts. */
  replaceAll(entries: Iterable<CatalogEntry>): void {
    this.entries.clear();
    this.holders.clear();
    this.sorted.clear();
    this.referrals.clear();
    for (const entry of entries) this.load(entry);
    this.sortVocabulary();
  }

  /**
   * Fills an empty catalog one entry at a time, so that the work can be spread over a read;
   * endLoad() makes it ready. It must not be asked anything until then.
   */
  load(entry: CatalogEntry): void {
    this.entries.set(entry.id, entry);
    for (const term of termsOf(entry)) this.hold(term, entry);
    this.countReferral(entry, 1);
  }

  endLoad(): void {
    this.sortVocabulary();
  }

  /** Adds an entry, or replaces the one with its id. */
  put(entry: CatalogEntry): void {
    this.remove(entry.id);
    this.entries.set(entry.id, entry);
    for (const term of termsOf(entry)) {
      if (this.hold(term, entry))
        this.vocabulary.splice(lowerBound(this.vocabulary, term, termBefore), 0, term);
    }
    for (const [field, list] of this.sorted) {
      const compare = COMPARE[field];
      list.splice(
        lowerBound(list, entry, (a, b) => compare(a, b) < 0),
        0,
        entry,
      );
    }
    this.countReferral(entry, 1);
  }

  /** Answers whether there was an entry with this id. */
  remove(id: string): boolean {
    const entry = this.entries.get(id);
    if (!entry) return false;
    this.entries.delete(id);
    for (const term of termsOf(entry)) {
      if (this.release(term, entry))
        this.vocabulary.splice(lowerBound(this.vocabulary, term, termBefore), 1);
    }
    for (const [field, list] of this.sorted) {
      const compare = COMPARE[field];
      list.splice(
        lowerBound(list, entry, (a, b) => compare(a, b) < 0),
        1,
      );
    }
    this.countReferral(entry, -1);
    return true;
  }

  countReferredBy(uid: string): number {
    return this.referrals.get(uid) ?? 0;
  }

  /** Every entry a GET /users query matches, in its order. */
  match(query: CatalogQuery): CatalogEntry[] {
    const { role } = query;
    if (!query.search) {
      const all = this.sortedBy(query.sort);
      const matches = role ? all.filter((entry) => entry.role === role) : [...all];
      return query.order === 'desc' ? matches.reverse() : matches;
    }

    const search = (this.searchNumber += 1);
    const found: CatalogEntry[] = [];
    const from = lowerBound(this.vocabulary, query.search, termBefore);
    for (let i = from; i < this.vocabulary.length; i += 1) {
      const term = this.vocabulary[i];
      if (!term.startsWith(query.search)) break;
      const holders = this.holders.get(term)!;
      for (const entry of Array.isArray(holders) ? holders : [holders]) {
        if (this.seen.get(entry) === search) continue;
        this.seen.set(entry, search);
        if (!role || entry.role === role) found.push(entry);
      }
    }

    let matches: CatalogEntry[];
    // Sorting m matches costs m·log m comparisons; walking the sorted list costs n look-ups.
    if (found.length * Math.log2(found.length + 1) < this.entries.size) {
      matches = found.sort(COMPARE[query.sort]);
    } else {
      matches = this.sortedBy(query.sort).filter(
        (entry) => this.seen.get(entry) === search && (!role || entry.role === role),
      );
    }
    return query.order === 'desc' ? matches.reverse() : matches;
  }

  private sortVocabulary(): void {
    this.vocabulary = [...this.holders.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /** Answers whether the term is new to the catalog. */
  private hold(term: string, entry: CatalogEntry): boolean {
    const holders = this.holders.get(term);
    if (!holders) this.holders.set(term, entry);
    else if (Array.isArray(holders)) holders.push(entry);
    else this.holders.set(term, [holders, entry]);
    return !holders;
  }

  /** Answers whether the term has left the catalog with this entry. */
  private release(term: string, entry: CatalogEntry): boolean {
    const holders = this.holders.get(term);
    if (!Array.isArray(holders)) {
      this.holders.delete(term);
      return true;
    }
    // The order of holders does not matter: the last one takes the removed one's place.
    holders[holders.indexOf(entry)] = holders[holders.length - 1];
    holders.pop();
    if (holders.length === 1) this.holders.set(term, holders[0]);
    return false;
  }

  private sortedBy(field: UserSortField): CatalogEntry[] {
    let list = this.sorted.get(field);
    if (!list) {
      list = [...this.entries.values()].sort(COMPARE[field]);
      this.sorted.set(field, list);
    }
    return list;
  }

  private countReferral(entry: CatalogEntry, change: 1 | -1): void {
    if (!entry.referredBy) return;
    const count = (this.referrals.get(entry.referredBy) ?? 0) + change;
    if (count === 0) this.referrals.delete(entry.referredBy);
    else this.referrals.set(entry.referredBy, count);
  }
}
