// Types of the plain-ESM harness modules (tools/) that the API's own specs start services with.
declare module '@threadline/tools/process/ports' {
  export function onFreePorts<T>(
    count: number,
    start: (ports: number[]) => Promise<T>,
    options?: { attempts?: number },
  ): Promise<T>;
}

declare module '@threadline/tools/harness/mailpit' {
  export function startMailpit(options?: {
    smtpPort?: number;
    httpPort?: number;
    dataDir?: string;
    own?: boolean;
  }): Promise<{
    smtpUrl: string;
    url: string;
    smtpPort: number;
    httpPort: number;
    pause: () => Promise<void>;
    restart: () => Promise<void>;
    stop: () => Promise<void>;
  }>;
}

declare module '@threadline/tools/harness/passkey-authenticator' {
  type Json = Record<string, unknown>;
  export type Sender = (
    path: string,
    body: unknown,
    token: string,
  ) => Promise<{ status: number; body: Record<string, unknown> }>;
  export class SoftwareAuthenticator {
    constructor(options?: { origin?: string });
    origin: string;
    credentials: Map<string, { counter: number; rpId: string }>;
    createCredential(options: Json, context?: { origin?: string }): Json & { id: string };
    getAssertion(
      options: Json,
      context?: { origin?: string; credentialId?: string },
    ): Json & { id: string };
    forget(credentialId: string): void;
  }
  export function fetchSender(apiUrl: string): Sender;
  export function registerPasskey(options: {
    send: Sender;
    token: string;
    authenticator: SoftwareAuthenticator;
    origin?: string;
  }): Promise<{ token?: string; recoveryCode?: string; passkey: { id: string; name: string } }>;
  export function assertPasskey(options: {
    send: Sender;
    token: string;
    authenticator: SoftwareAuthenticator;
    origin?: string;
  }): Promise<{ token: string; steppedUpAt: string; expiresAt: string }>;
  export function stepUpAdminSession(options: {
    apiUrl?: string;
    token: string;
    origin?: string;
    send?: Sender;
    authenticator?: SoftwareAuthenticator;
  }): Promise<{ token: string; authenticator: SoftwareAuthenticator; recoveryCode?: string }>;
}
