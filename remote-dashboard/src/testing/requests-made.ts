/** The requests a fake API received, oldest first, as "METHOD /url" lines. */
export const requestsMade = (api: { calls: ReadonlyArray<{ method: string; url: string }> }) =>
  api.calls.map((call) => `${call.method} ${call.url}`);
