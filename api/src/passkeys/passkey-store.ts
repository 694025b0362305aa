import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, mongo } from 'mongoose';

export const PASSKEYS_COLLECTION = 'passkeys';

export interface StoredCredential {
  /** The credential id, base64url. */
  id: string;
  /** The COSE public key. */
  publicKey: mongo.Binary;
  counter: number;
  transports?: string[];
  name: string;
  createdAt: Date;
  lastUsedAt?: Date;
}

/** A step-up of one Firebase sign-in: a re-exchange of that sign-in's ID token keeps it. */
interface StoredStepUp {
  authTime: number;
  /** Seconds since the epoch. */
  at: number;
}

/**
 * One account's passkeys, its recovery code's hash and its step-ups, in one document under the
 * user record's id: an `_id` read is the one lookup FerretDB hands to SQLite.
 */
interface PasskeyShelf {
  _id: string;
  credentials: StoredCredential[];
  recoveryCodeHash?: string;
  stepUps: StoredStepUp[];
}

/** Recovery codes carry 100 random bits, so a plain SHA-256 is as good as a slow hash here. */
export const recoveryCodeHashOf = (code: string) =>
  createHash('sha256').update(code.trim().toUpperCase()).digest('hex');

/** The passkeys repository: one method per question. */
@Injectable()
export class PasskeyStore {
  private readonly shelves: mongo.Collection<PasskeyShelf>;

  constructor(@InjectConnection() connection: Connection) {
    if (!connection.db) throw new Error('The database connection is not open');
    this.shelves = connection.db.collection<PasskeyShelf>(PASSKEYS_COLLECTION);
  }

  async credentialsOf(userId: string): Promise<StoredCredential[]> {
    return (await this.shelves.findOne({ _id: userId }))?.credentials ?? [];
  }

  async hasPasskey(userId: string): Promise<boolean> {
    return (await this.credentialsOf(userId)).length > 0;
  }

  async hasRecoveryCode(userId: string): Promise<boolean> {
    return Boolean((await this.shelves.findOne({ _id: userId }))?.recoveryCodeHash);
  }

  async addCredential(userId: string, credential: StoredCredential): Promise<void> {
    await this.shelves.updateOne(
      { _id: userId },
      { $push: { credentials: credential }, $setOnInsert: { stepUps: [] } },
      { upsert: true },
    );
  }

  async removeCredential(userId: string, credentialId: string): Promise<boolean> {
    const credentials = await this.credentialsOf(userId);
    const kept = credentials.filter((credential) => credential.id !== credentialId);
    if (kept.length === credentials.length) return false;
    await this.shelves.updateOne({ _id: userId }, { $set: { credentials: kept } });
    return true;
  }

  /**
   * After an assertion: the authenticator's new signature counter (a clone shows as a step back).
   * A read and a write of the list, since FerretDB has no positional `$` update.
   */
  async recordUse(userId: string, credentialId: string, counter: number): Promise<void> {
    const credentials = (await this.credentialsOf(userId)).map((credential) =>
      credential.id === credentialId
        ? { ...credential, counter, lastUsedAt: new Date() }
        : credential,
    );
    await this.shelves.updateOne({ _id: userId }, { $set: { credentials } });
  }

  async setRecoveryCodeHash(userId: string, hash: string): Promise<void> {
    await this.shelves.updateOne(
      { _id: userId },
      { $set: { recoveryCodeHash: hash }, $setOnInsert: { credentials: [], stepUps: [] } },
      { upsert: true },
    );
  }

  /** Uses the recovery code up: true once for the right code, false ever after. */
  async consumeRecoveryCode(userId: string, code: string): Promise<boolean> {
    const result = await this.shelves.updateOne(
      { _id: userId, recoveryCodeHash: recoveryCodeHashOf(code) },
      { $unset: { recoveryCodeHash: '' } },
    );
    return result.modifiedCount === 1;
  }

  async recordStepUp(
    userId: string,
    authTime: number,
    at: number,
    keepAfter: number,
  ): Promise<void> {
    const shelf = await this.shelves.findOne({ _id: userId });
    const kept = (shelf?.stepUps ?? []).filter(
      (stepUp) => stepUp.at > keepAfter && stepUp.authTime !== authTime,
    );
    await this.shelves.updateOne(
      { _id: userId },
      { $set: { stepUps: [...kept, { authTime, at }] }, $setOnInsert: { credentials: [] } },
      { upsert: true },
    );
  }

  /** The step-up of this Firebase sign-in, in seconds, when one was made after `after`. */
  async stepUpOf(userId: string, authTime: number, after: number): Promise<number | undefined> {
    const shelf = await this.shelves.findOne({ _id: userId });
    return shelf?.stepUps.find((stepUp) => stepUp.authTime === authTime && stepUp.at > after)?.at;
  }

  /** Another admin's reset: passkeys, recovery code and step-ups all go. */
  async reset(userId: string): Promise<number> {
    const shelf = await this.shelves.findOneAndDelete({ _id: userId });
    return shelf?.credentials.length ?? 0;
  }
}
