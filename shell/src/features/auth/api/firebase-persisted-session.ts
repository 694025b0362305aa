// Firebase Auth (browserLocalPersistence) keeps the signed-in account in localStorage under
// `firebase:authUser:<apiKey>:<app name>`. Reading the key costs nothing, while restoring the
// account needs the whole Firebase Auth download.
const ACCOUNT_KEY_PREFIX = 'firebase:authUser:';

const isAccountKey = (key: string | null) => key?.startsWith(ACCOUNT_KEY_PREFIX) ?? false;

/** Whether Firebase Auth would restore a signed-in account in this browser. */
export function hasPersistedFirebaseSession(storage: Storage = localStorage): boolean {
  try {
    for (let index = 0; index < storage.length; index += 1)
      if (isAccountKey(storage.key(index))) return true;
  } catch {
    // Storage refused (privacy settings): Firebase could not have kept an account either.
  }
  return false;
}

/** Calls back when another tab of this site stores a signed-in account. */
export function watchFirebaseSessionInOtherTabs(onSessionStored: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (isAccountKey(event.key) && event.newValue) onSessionStored();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
