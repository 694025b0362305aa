import { loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

const valid = {
  apiUrl: 'http://127.0.0.1:4000/',
  remotes: {
    remote_public: 'http://127.0.0.1:3001/mf-manifest.json',
    remote_dashboard: 'http://127.0.0.1:3002/mf-manifest.json',
  },
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: '127.0.0.1',
    projectId: 'demo-threadline',
    authEmulatorUrl: 'http://127.0.0.1:9099',
  },
};

const jsonResponse = (body: unknown, status = 200) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 404 ? 'Not Found' : 'OK',
    json: async () => body,
  }) as Response;

describe('runtime config validation', () => {
  it('accepts a complete config and drops the trailing slash of the API URL', () => {
    const result = parseRuntimeConfig(valid);
    expect(result).toEqual({
      ok: true,
      config: { ...valid, apiUrl: 'http://127.0.0.1:4000', telemetry: true },
    });
  });

  it('keeps the mount telemetry on unless it is set to false, and refuses anything but a boolean', () => {
    const off = parseRuntimeConfig({ ...valid, telemetry: false });
    expect(off.ok && off.config.telemetry).toBe(false);
    expect(parseRuntimeConfig({ ...valid, telemetry: 'no' })).toEqual({
      ok: false,
      problems: ['telemetry must be true or false when set (got "no").'],
    });
  });

  it('accepts a config without an auth emulator', () => {
    const { authEmulatorUrl: _omitted, ...firebase } = valid.firebase;
    const result = parseRuntimeConfig({ ...valid, firebase });
    expect(result.ok && result.config.firebase).toEqual(firebase);
  });

  it('lists every missing field at once', () => {
    const result = parseRuntimeConfig({});
    expect(result).toEqual({
      ok: false,
      problems: [
        'apiUrl is missing.',
        'remotes is missing (expected remote_public and remote_dashboard manifest URLs).',
        'firebase is missing (expected apiKey, authDomain and projectId).',
      ],
    });
  });

  it('names each remote and firebase field that is wrong', () => {
    const result = parseRuntimeConfig({
      apiUrl: 'ftp://files.example',
      remotes: { remote_public: 'not a url' },
      firebase: { apiKey: '', authDomain: 'x', projectId: 'p', authEmulatorUrl: 'localhost:9099' },
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual([
      'apiUrl must be an http(s) URL (got "ftp://files.example").',
      'remotes.remote_public must be an http(s) URL (got "not a url").',
      'remotes.remote_dashboard is missing.',
      'firebase.apiKey is missing.',
      'firebase.authEmulatorUrl must be an http(s) URL when set (got "localhost:9099").',
    ]);
  });

  it('rejects a config that is not a JSON object', () => {
    expect(parseRuntimeConfig([valid])).toEqual({
      ok: false,
      problems: ['The runtime config must be a JSON object.'],
    });
  });

  it('loads /runtime-config.json without the cache', async () => {
    const fetchConfig = jest.fn(async () => jsonResponse(valid));
    const result = await loadRuntimeConfig(fetchConfig as unknown as typeof fetch);
    expect(fetchConfig).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-store' });
    expect(result.ok).toBe(true);
  });

  it('reports a runtime config the server does not have', async () => {
    const result = await loadRuntimeConfig((async () =>
      jsonResponse({}, 404)) as unknown as typeof fetch);
    expect(result).toEqual({
      ok: false,
      problems: ['/runtime-config.json answered 404 Not Found.'],
    });
  });

  it('reports a runtime config that is not JSON', async () => {
    const broken = async () =>
      ({ ok: true, status: 200, json: async () => JSON.parse('<html>') }) as unknown as Response;
    const result = await loadRuntimeConfig(broken as unknown as typeof fetch);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems[0]).toMatch(/^\/runtime-config\.json could not be read: /);
  });
});
