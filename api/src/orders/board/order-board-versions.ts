import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { Types } from 'mongoose';

/** How many changes the version document remembers; a copy further behind reads everything. */
export const CHANGE_RING = 256;

/**
 * The one document every order write bumps: a sequence and the ids of the last CHANGE_RING orders
 * changed, newest last (`recent[recent.length - 1]` is number `seq`). One update does both
 * (`$inc` with `$push` … `$slice`), so the number and its id are never seen apart. It is read and
 * written by `_id` only, which every engine (FerretDB on SQLite too) answers without decoding the
 * other documents. (`changes`, the ring of an earlier version, is dropped by the first bump.)
 */
export interface OrderBoardVersion {
  _id: 'orders';
  seq: number;
  recent?: string[];
}

/**
 * The orders changed after `from`, up to `seq`, or undefined when the copy must read everything:
 * it fell more than the ring behind, or the document went back (a restore).
 */
export function changesSince(
  version: OrderBoardVersion | null,
  from: number,
): { ids: string[]; upTo: number } | undefined {
  const seq = version?.seq ?? 0;
  const recent = version?.recent ?? [];
  if (seq < from || seq - from > recent.length) return undefined;
  return { ids: [...new Set(recent.slice(recent.length - (seq - from)))], upTo: seq };
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
    await this.collection.updateOne(
      { _id: 'orders' },
      {
        $inc: { seq: 1 },
        $push: { recent: { $each: [orderId.toHexString()], $slice: -CHANGE_RING } },
        $unset: { changes: '' },
      },
      { upsert: true },
    );
  }

  current(): Promise<OrderBoardVersion | null> {
    return this.collection.findOne({ _id: 'orders' });
  }
}
