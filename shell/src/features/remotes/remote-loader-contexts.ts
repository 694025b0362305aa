import { createContext } from 'react';
import type { RemoteLoader } from './api/remote-loader';

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

/** The retry of the nearest remote outlet; the fallback module's panel calls it. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);
