import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { Types } from 'mongoose';
import { SerialBatches } from '../../common/serial-batches';

/** How many changes the version document remembers; a copy further behind reads everything. */
export const CHANGE_RING = 256;

/**
 * The one document every order write bumps: a sequence and the ids of the last CHANGE_RING orders
 * changed, newest last (`recent[recent.length - 1]` is number `seq`). One update does both
 * (`$inc` with `$push` … `$slice`), so the number and its id are never seen apart. It is read and
 * written by `_id` only, which every engine (FerretDB on SQLite too) answers without decoding the
 * other documents. (`changes`, the ring of an earlier version, is dropped by the first bump.)
 *
 * FerretDB's update is a read and a write, not atomic: twelve concurrent bumps from one process
 * kept about two of them, and the other processes' copies never read the rest. So a process bumps
 * one at a time, and a burst goes in one update with all its ids (SerialBatches). On MongoDB the
 * update is atomic across processes too.
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
  private readonly bumps = new SerialBatches<string, void>(async (ids) => {
    await this.collection.updateOne(
      { _id: 'orders' },
      {
        $inc: { seq: ids.length },
        $push: { recent: { $each: ids, $slice: -CHANGE_RING } },
        $unset: { changes: '' },
      },
      { upsert: true },
    );
    return ids.map(() => undefined);
  });

  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get collection() {
    const db = this.connection.db;
    if (!db) throw new Error('The database is not connected');
    return db.collection<OrderBoardVersion>('order_board_version');
  }

  /** Records that `orderId` changed (written, or deleted): every API process's copy reads it again. */
  bump(orderId: Types.ObjectId): Promise<void> {
    return this.bumps.add(orderId.toHexString());
  }

  current(): Promise<OrderBoardVersion | null> {
    return this.collection.findOne({ _id: 'orders' });
  }
}
