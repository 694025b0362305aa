import { handOverManifest, manifestHandoffPlugin } from './manifest-handoff';

// jsdom has no fetch Response; the browser's (and Node's) has the same constructor and json().
class StandInResponse {
  readonly ok: boolean;
  constructor(
    private readonly body: string,
    init: ResponseInit,
  ) {
    this.ok = (init.status ?? 200) < 300;
  }
  json() {
    return Promise.resolve(JSON.parse(this.body));
  }
}
beforeAll(() => {
  globalThis.Response ??= StandInResponse as unknown as typeof Response;
});

const MANIFEST = 'http://public.test/releases/20261122T231500Z-aaaaaaaa/mf-manifest.json';

describe("the federation runtime's manifest hand-off", () => {
  it('answers the runtime with a manifest the shell read, once, and leaves other requests alone', async () => {
    const plugin = manifestHandoffPlugin();
    const text = JSON.stringify({ id: 'remote_public', metaData: { threadline: {} } });
    handOverManifest(MANIFEST, text);

    expect(await plugin.fetch!('http://public.test/other.json', {})).toBeUndefined();
    const answer = (await plugin.fetch!(MANIFEST, {})) as Response;
    expect(answer.ok).toBe(true);
    await expect(answer.json()).resolves.toEqual(JSON.parse(text));
    // A re-registration (Retry, a new release) downloads the manifest again.
    expect(await plugin.fetch!(MANIFEST, {})).toBeUndefined();
  });
});
