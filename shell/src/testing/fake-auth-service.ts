import type { SessionUser } from '@threadline/contracts';
import type { AuthService, ProfileUpdate } from '../features/auth/api/auth-service';

interface FakeAccount {
  password: string;
  user: SessionUser;
}

interface FakeAuthOptions {
  /** The account signed in when the app starts. */
  signedIn?: SessionUser | null;
  /** Keep the first report back until reportInitialState(), to observe the loading state. */
  holdInitialReport?: boolean;
}

export const verifiedUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  uid: 'uid-ana',
  email: 'ana@brand.co',
  displayName: 'Ana Weaver',
  photoURL: null,
  emailVerified: true,
  ...overrides,
});

/**
 * An in-memory identity provider with Firebase's reporting rule: listeners hear about the
 * account when it changes, not when the same account signs in again.
 */
export class FakeAuthService implements AuthService {
  readonly calls: string[] = [];
  private readonly accounts = new Map<string, FakeAccount>();
  private readonly listeners = new Set<(account: SessionUser | null) => void>();
  private current: SessionUser | null;
  private lastReportedUid: string | null | undefined = undefined;
  private held: boolean;
  private failures = new Map<string, Error>();
  googleAccount: SessionUser = verifiedUser({
    uid: 'uid-google',
    email: 'gia@brand.co',
    displayName: 'Gia Loom',
  });

  constructor({ signedIn = null, holdInitialReport = false }: FakeAuthOptions = {}) {
    this.current = signedIn;
    this.held = holdInitialReport;
    if (signedIn) this.addAccount(signedIn, 'Secret#1');
  }

  addAccount(user: SessionUser, password: string) {
    if (user.email) this.accounts.set(user.email, { user, password });
  }

  /** Makes the next call of `method` reject with `error`. */
  failNext(method: keyof AuthService, error: Error) {
    this.failures.set(method, error);
  }

  reportInitialState() {
    this.held = false;
    this.report();
  }

  get signedInAccount() {
    return this.current;
  }

  onAccountChanged(listener: (account: SessionUser | null) => void) {
    this.listeners.add(listener);
    // Reported at once (inside React's act) rather than later, as Firebase does; tests read simpler.
    if (!this.held) this.report(true);
    return () => {
      this.listeners.delete(listener);
    };
  }

  async createAccount(email: string, password: string) {
    this.record('createAccount');
    if (this.accounts.has(email)) throw new Error('Firebase: Error (auth/email-already-in-use).');
    const user: SessionUser = {
      uid: `uid-${this.accounts.size + 1}`,
      email,
      displayName: null,
      photoURL: null,
      emailVerified: false,
    };
    this.accounts.set(email, { user, password });
    this.setCurrent(user);
    return user;
  }

  async signInWithPassword(email: string, password: string) {
    this.record('signInWithPassword');
    const account = this.accounts.get(email);
    if (!account || account.password !== password)
      throw Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), {
        code: 'auth/invalid-credential',
      });
    this.setCurrent(account.user);
    return account.user;
  }

  async signInWithGoogle() {
    this.record('signInWithGoogle');
    this.setCurrent(this.googleAccount);
    return this.googleAccount;
  }

  async signOut() {
    this.record('signOut');
    this.setCurrent(null);
  }

  async sendVerificationEmail() {
    this.record('sendVerificationEmail');
    if (!this.current) throw new Error('Nobody is signed in.');
  }

  async sendPasswordReset(_email: string) {
    this.record('sendPasswordReset');
  }

  async deleteAccount() {
    this.record('deleteAccount');
    if (!this.current) throw new Error('Nobody is signed in.');
    const { email } = this.current;
    if (email) this.accounts.delete(email);
    this.setCurrent(null);
  }

  async updateProfile(profile: ProfileUpdate) {
    this.record('updateProfile');
    if (!this.current) throw new Error('Nobody is signed in.');
    // Like the Auth emulator, which answers a null field with "photoUrl must be string".
    for (const [field, value] of Object.entries(profile)) {
      if (value === null)
        throw new Error(
          `Firebase: Error (auth/invalid-json-payload-received.-/${field.toLowerCase()}-must-be-string).`,
        );
    }
    this.current = { ...this.current, ...profile };
  }

  async getIdToken() {
    return this.current ? `firebase-id-token-${this.current.uid}` : null;
  }

  private record(method: keyof AuthService) {
    this.calls.push(method);
    const failure = this.failures.get(method);
    if (failure) {
      this.failures.delete(method);
      throw failure;
    }
  }

  private setCurrent(user: SessionUser | null) {
    this.current = user;
    if (!this.held) queueMicrotask(() => this.report());
  }

  private report(initial = false) {
    const uid = this.current?.uid ?? null;
    if (!initial && uid === this.lastReportedUid) return;
    this.lastReportedUid = uid;
    for (const listener of this.listeners) listener(this.current);
  }
}
