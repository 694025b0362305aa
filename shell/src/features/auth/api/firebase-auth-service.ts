import type { RuntimeConfig, SessionUser } from '@threadline/contracts';
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  GoogleAuthProvider,
  initializeAuth,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithCredential,
  signInWithPopup,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import type { AuthService } from './auth-service';

export interface FirebaseAuthServiceOptions {
  /**
   * With the Auth emulator: asks which test Google account to use, or null when cancelled.
   * Google's own popup needs scripts from Google's servers, which a local stack does not reach.
   */
  chooseEmulatedGoogleAccount?: () => Promise<{ email: string; name: string } | null>;
}

const toSessionUser = (user: User): SessionUser => ({
  uid: user.uid,
  email: user.email,
  displayName: user.displayName,
  photoURL: user.photoURL,
  emailVerified: user.emailVerified,
});

/** The Firebase JS SDK behind the AuthService seam, configured from the runtime config. */
export function createFirebaseAuthService(
  firebase: RuntimeConfig['firebase'],
  { chooseEmulatedGoogleAccount }: FirebaseAuthServiceOptions = {},
): AuthService {
  const app = initializeApp({
    apiKey: firebase.apiKey,
    authDomain: firebase.authDomain,
    projectId: firebase.projectId,
  });
  // getAuth() would preload Google's popup helper script from apis.google.com on start-up;
  // the resolver is handed to signInWithPopup only when a real popup is wanted. One persistence,
  // localStorage, so the start-up can tell a member from a visitor without loading this module
  // (firebase-persisted-session.ts).
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (firebase.authEmulatorUrl)
    connectAuthEmulator(auth, firebase.authEmulatorUrl, { disableWarnings: true });

  const signInWithGoogle = async (): Promise<User> => {
    if (!firebase.authEmulatorUrl || !chooseEmulatedGoogleAccount) {
      return (await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver))
        .user;
    }
    const account = await chooseEmulatedGoogleAccount();
    if (!account) {
      throw Object.assign(new Error('The emulated Google account chooser was cancelled.'), {
        code: 'auth/popup-closed-by-user',
      });
    }
    // The emulator takes an unsigned JSON identity as a Google ID token.
    const idToken = JSON.stringify({
      sub: `emulated-google-${account.email}`,
      email: account.email,
      email_verified: true,
      name: account.name,
    });
    return (await signInWithCredential(auth, GoogleAuthProvider.credential(idToken))).user;
  };

  const signedInUser = (): User => {
    if (!auth.currentUser) throw new Error('Nobody is signed in.');
    return auth.currentUser;
  };

  return {
    onAccountChanged: (listener) =>
      onAuthStateChanged(auth, (user) => listener(user ? toSessionUser(user) : null)),
    createAccount: async (email, password) =>
      toSessionUser((await createUserWithEmailAndPassword(auth, email, password)).user),
    signInWithPassword: async (email, password) =>
      toSessionUser((await signInWithEmailAndPassword(auth, email, password)).user),
    signInWithGoogle: async () => toSessionUser(await signInWithGoogle()),
    signOut: () => signOut(auth),
    sendVerificationEmail: () => sendEmailVerification(signedInUser()),
    sendPasswordReset: (email) => sendPasswordResetEmail(auth, email),
    deleteAccount: () => deleteUser(signedInUser()),
    updateProfile: (profile) => updateProfile(signedInUser(), profile),
    getIdToken: async () => (auth.currentUser ? auth.currentUser.getIdToken() : null),
  };
}
