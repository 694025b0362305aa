import { PREVIEW_TOKEN_KEY, resolvePreviewPin } from './preview-pin';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const pin = {
  remote: 'remote-public',
  release: '20261124T095500Z-abcdef01',
  expiresAt: '2026-11-24T11:00:00.000Z',
};

let answers: Record<string, { status: number; body?: unknown }>;
const fetchMock = jest.fn(async (url: string) => {
  const answer = answers[url] ?? {
    status: 400,
    body: { message: 'This preview link is not valid.' },
  };
  return { ok: answer.status === 200, status: answer.status, json: async () => answer.body };
});

function sources(href: string) {
  const history = { state: null, replaceState: jest.fn() };
  return {
    history,
    options: {
      apiUrl: 'http://api.test',
      location: { href },
      history,
      storage: localStorage,
      now: () => NOW,
    },
  };
}

beforeEach(() => {
  answers = {};
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('a preview link', () => {
  it('pins the browser to the release the API says the token names, and takes the token out of the address', async () => {
    answers['http://api.test/releases/previews/good.token'] = { status: 200, body: pin };
    const { history, options } = sources('https://shop.test/about?preview=good.token&tab=2#team');

    await expect(resolvePreviewPin(options)).resolves.toEqual(pin);
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/about?tab=2#team');
    expect(localStorage.getItem(PREVIEW_TOKEN_KEY)).toBe('good.token');
  });

  it('keeps the pin on the next loads, asking the API each time', async () => {
    answers['http://api.test/releases/previews/good.token'] = { status: 200, body: pin };
    localStorage.setItem(PREVIEW_TOKEN_KEY, 'good.token');
    await expect(resolvePreviewPin(sources('https://shop.test/').options)).resolves.toEqual(pin);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is dropped when the API refuses it (forged, altered or expired), and the live release loads', async () => {
    localStorage.setItem(PREVIEW_TOKEN_KEY, 'old.token');
    await expect(
      resolvePreviewPin(sources('https://shop.test/?preview=forged.token').options),
    ).resolves.toBeNull();
    expect(localStorage.getItem(PREVIEW_TOKEN_KEY)).toBeNull();
  });

  it('is dropped once its time is up, whatever the API said', async () => {
    answers['http://api.test/releases/previews/late.token'] = {
      status: 200,
      body: { ...pin, expiresAt: '2026-11-24T09:59:59.000Z' },
    };
    await expect(
      resolvePreviewPin(sources('https://shop.test/?preview=late.token').options),
    ).resolves.toBeNull();
  });

  it('asks nothing of the API when the browser has no preview link', async () => {
    await expect(
      resolvePreviewPin(sources('https://shop.test/products').options),
    ).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
