import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, mongo } from 'mongoose';

export const CHALLENGES_COLLECTION = 'webauthnChallenges';

export type ChallengePurpose = 'registration' | 'authentication';

/** Who a challenge was handed to: the account and its API session. */
export interface ChallengeOwner {
  userId: string;
  sessionId: string;
}

interface StoredChallenge extends ChallengeOwner {
  /** The challenge itself (base64url), which the answer's clientDataJSON carries back. */
  _id: string;
  purpose: ChallengePurpose;
  expiresAt: Date;
}

/**
 * The challenges handed out and not answered yet. Each is single-use: taking it deletes it, so a
 * replayed answer finds none; it counts only for the session and purpose it was made for.
 */
@Injectable()
export class WebAuthnChallenges {
  private readonly challenges: mongo.Collection<StoredChallenge>;

  constructor(@InjectConnection() connection: Connection) {
    if (!connection.db) throw new Error('The database connection is not open');
    this.challenges = connection.db.collection<StoredChallenge>(CHALLENGES_COLLECTION);
  }

  async remember(
    challenge: string,
    owner: ChallengeOwner,
    purpose: ChallengePurpose,
    seconds: number,
  ): Promise<void> {
    // Expired ones of this session go now: FerretDB has no TTL index to do it.
    await this.challenges.deleteMany({
      sessionId: owner.sessionId,
      expiresAt: { $lt: new Date() },
    });
    await this.challenges.insertOne({
      _id: challenge,
      ...owner,
      purpose,
      expiresAt: new Date(Date.now() + seconds * 1000),
    });
  }

  /** Takes the challenge if it is this session's, for this purpose and not expired. */
  async take(
    challenge: string,
    owner: ChallengeOwner,
    purpose: ChallengePurpose,
  ): Promise<boolean> {
    const stored = await this.challenges.findOneAndDelete({ _id: challenge });
    return (
      stored !== null &&
      stored.userId === owner.userId &&
      stored.sessionId === owner.sessionId &&
      stored.purpose === purpose &&
      stored.expiresAt.getTime() > Date.now()
    );
  }
}
