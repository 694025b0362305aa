import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { Types } from 'mongoose';

/** How many changes the version document remembers; a copy further behind reads everything. */
export const CHANGE_RING = 256;

/**
 * The one document every order write bumps: a sequence and, in a ring of CHANGE_RING slots, which
 * order each recent number changed. It is read and written by `_id` only, which every engine
 * (FerretDB on SQLite too) answers without decoding the other documents.
 */
export interface OrderBoardVersion {
  _id: 'orders';
  seq: number;
  changes?: Record<string, { seq: number; id: string }>;
}

const slotOf = (seq: number) => `s${seq % CHANGE_RING}`;

/**
 * The orders changed after `from`, up to the newest number whose slot is already written (a bump
 * takes two steps: the number, then its slot), or undefined when the copy must read everything:
 * it fell more than the ring behind, or the document went back (a restore).
 */
export function changesSince(
  version: OrderBoardVersion | null,
  from: number,
): { ids: string[]; upTo: number } | undefined {
  const seq = version?.seq ?? 0;
  if (seq < from || seq - from > CHANGE_RING) return undefined;
  const ids = new Set<string>();
  let upTo = from;
  for (let next = from + 1; next <= seq; next += 1) {
    const slot = version?.changes?.[slotOf(next)];
    // Not written yet: a bump in flight; the next read carries on from here.
    if (!slot || slot.seq < next) break;
    if (slot.seq > next) return undefined;
    ids.add(slot.id);
    upTo = next;
  }
  return { ids: [...ids], upTo };
}

@Injectable()
export class OrderBoardVersions {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get collection() {
    const db = this.connection.db;
    if (!db) throw new Error('The database is not connected');
    return db.collection<OrderBoardVersion>('order_board_version');
  }

  /** Records that `orderId` changed (written, or deleted): every API process's copy reads it again. */
  async bump(orderId: Types.ObjectId): Promise<void> {
    const bumped = await this.collection.findOneAndUpdate(
      { _id: 'orders' },
      { $inc: { seq: 1 } },
      { upsert: true, returnDocument: 'after' },
    );
    if (!bumped) return;
    await this.collection.updateOne(
      { _id: 'orders' },
      {
        $set: { [`changes.${slotOf(bumped.seq)}`]: { seq: bumped.seq, id: orderId.toHexString() } },
      },
    );
  }

  current(): Promise<OrderBoardVersion | null> {
    return this.collection.findOne({ _id: 'orders' });
  }
}
