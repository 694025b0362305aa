import { useContext } from 'react';
import type { RemoteLoader } from '../../remotes/api/remote-loader';
import { RemoteLoaderContext } from '../remote-loader-contexts';

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader)
    throw new Error('useRemoteLoader must be used inside <RemoteLoaderContext.Provider>');
  return loader;
}
