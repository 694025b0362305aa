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
