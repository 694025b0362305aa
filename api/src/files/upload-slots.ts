import { mongo } from 'mongoose';
import { isDuplicateKeyError } from '../common/mongo-errors';
import type { CountedFiles, FileUsage } from './file-bucket';

export const UPLOAD_SLOTS_COLLECTION = 'uploadSlots';

/** One place of an account's upload quota, held by one stored file. */
interface UploadSlot {
  /** `<uid>#<number>`: the unique _id is what makes a place go to one upload only. */
  _id: string;
  uploadedBy: string;
  slot: number;
  imageId: mongo.ObjectId;
  bytes: number;
  at: Date;
}

/** A place whose image never arrived (the process died between the two writes) is freed after this. */
const ABANDONED_AFTER_MS = 10 * 60 * 1000;

/**
 * The per-account upload quota, safe under concurrent uploads on every engine. FerretDB (the test
 * database) loses concurrent updates of one document, a conditional one included, so a counter
 * cannot hold the quota; an insert under a unique _id is atomic everywhere. An upload therefore
 * claims place number n by inserting `<uid>#n`; only one insert of a number can succeed, and the
 * numbers stop at the quota. Images stored before the places existed (and the seed's) count as
 * `earlier` usage, which only ever shrinks, so the numbers start above it.
 *
 * The bytes are checked after the claim, against every claimed place (write, then read): of two
 * racing uploads the later reader always sees both, so they can never both pass the limit.
 */
export class UploadSlots {
  constructor(
    private readonly slots: mongo.Collection<UploadSlot>,
    private readonly bucket: CountedFiles,
    private readonly quota: FileUsage,
  ) {}

  /** Claims a place for `imageId` of `bytes`; answers its number, or undefined when full. */
  async claim(
    uploadedBy: string,
    imageId: mongo.ObjectId,
    bytes: number,
  ): Promise<number | undefined> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const earlier = await this.earlierUsage(uploadedBy);
      const taken = new Set((await this.slotsOf(uploadedBy)).map((place) => place.slot));
      for (let slot = earlier.files; slot < this.quota.files; slot += 1) {
        if (taken.has(slot)) continue;
        try {
          await this.slots.insertOne({
            _id: `${uploadedBy}#${slot}`,
            uploadedBy,
            slot,
            imageId,
            bytes,
            at: new Date(),
          });
        } catch (error) {
          if (isDuplicateKeyError(error)) continue;
          throw error;
        }
        const claimed = await this.slotsOf(uploadedBy);
        const claimedBytes = claimed.reduce((sum, place) => sum + place.bytes, 0);
        if (earlier.bytes + claimedBytes > this.quota.bytes) {
          await this.release(uploadedBy, slot);
          return undefined;
        }
        return slot;
      }
      if (!(await this.freeAbandoned(uploadedBy))) break;
    }
    return undefined;
  }

  /** Gives a place back (its image is gone, or was never stored). */
  async release(uploadedBy: string, slot: number): Promise<void> {
    await this.slots.deleteOne({ _id: `${uploadedBy}#${slot}` });
  }

  private slotsOf(uploadedBy: string): Promise<UploadSlot[]> {
    return this.slots
      .find({ uploadedBy }, { projection: { slot: 1, bytes: 1, imageId: 1, at: 1 } })
      .toArray();
  }

  /** The account's images that hold no place: stored before places existed. */
  private earlierUsage(uploadedBy: string): Promise<FileUsage> {
    return this.bucket.usageOf({ uploadedBy }, { 'metadata.slot': { $exists: false } });
  }

  /** Frees the places whose image never arrived; answers whether any was freed. */
  private async freeAbandoned(uploadedBy: string): Promise<boolean> {
    const cutoff = Date.now() - ABANDONED_AFTER_MS;
    let freed = false;
    for (const place of await this.slotsOf(uploadedBy)) {
      if (place.at.getTime() > cutoff) continue;
      if (await this.bucket.find(place.imageId)) continue;
      await this.slots.deleteOne({ _id: place._id, imageId: place.imageId });
      freed = true;
    }
    return freed;
  }
}
