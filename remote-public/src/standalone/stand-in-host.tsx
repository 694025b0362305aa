import axios from 'axios';
import type { ApiClient, RemoteAppProps } from '@threadline/contracts';
import { standaloneConfig } from '@threadline/web-kit/standalone/standalone-config';
import App from '../app/app';

// A stand-in for the shell: an unauthenticated client and no visitor session.
const standInProps: RemoteAppProps = {
  api: axios.create({ baseURL: standaloneConfig.apiUrl }) as ApiClient,
  apiUrl: standaloneConfig.apiUrl,
  user: null,
  isAdmin: false,
  logout: async () => undefined,
};

export function StandInHost() {
  return <App {...standInProps} />;
}
