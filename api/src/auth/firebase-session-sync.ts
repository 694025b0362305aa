import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { AppConfig } from '../config/app.config';
import { UsersService } from '../users/users.service';
import { FirebaseAuthService } from '../firebase/firebase-auth.service';

const ACCOUNTS_PER_PAGE = 1000;

/**
 * Disabling a Firebase account or revoking its refresh tokens happens in Firebase, where the API
 * hears nothing of it. Every SESSION_SYNC_SECONDS this reads the accounts and mirrors both onto
 * the user records, which the per-request token check already reads: a newly disabled account
 * has its sessionVersion bumped, a revoke moves tokensValidAfter past the older tokens' iat.
 * Only revokes younger than the longest token lifetime can still matter, so older ones are
 * skipped. POST /jwt refuses such accounts at once (and bumps them) without waiting for this.
 */
@Injectable()
export class FirebaseSessionSync implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(FirebaseSessionSync.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly config: AppConfig,
    private readonly firebase: FirebaseAuthService,
    private readonly users: UsersService,
  ) {}

  onApplicationBootstrap(): void {
    const { sessionSyncSeconds } = this.config.auth;
    if (sessionSyncSeconds <= 0) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.syncOnce()
        .then(() => undefined)
        .catch((error: unknown) =>
          this.logger.warn(`Firebase accounts could not be mirrored: ${String(error)}`),
        )
        .finally(() => (this.running = undefined));
    }, sessionSyncSeconds * 1000);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass over the Firebase accounts; answers how many records had their sessions ended. */
  async syncOnce(): Promise<number> {
    const stillValidSince = Date.now() - this.config.auth.jwtLifetimeSeconds * 1000;
    const disabledUids: string[] = [];
    let pageToken: string | undefined;
    do {
      const page = await this.firebase.listAccounts(ACCOUNTS_PER_PAGE, pageToken);
      for (const account of page.users) {
        if (account.disabled) disabledUids.push(account.uid);
        const validAfter = Date.parse(account.tokensValidAfterTime ?? '');
        if (validAfter > stillValidSince)
          await this.users.recordTokensValidAfter(account.uid, new Date(validAfter));
      }
      pageToken = page.pageToken;
    } while (pageToken);
    return this.users.recordDisabledAccounts(disabledUids);
  }
}
