import type { StepUpCode } from '@threadline/contracts';

type Listener = (code: StepUpCode) => void;
const listeners = new Set<Listener>();

/**
 * The API client's 403s that ask for a passkey step-up, handed to the session (AuthProvider),
 * which asks the admin to confirm. The client is made before the session exists, hence this.
 */
export const stepUpRequests = {
  request(code: StepUpCode): void {
    for (const listener of listeners) listener(code);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
