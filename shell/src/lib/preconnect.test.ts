import { preconnect } from './preconnect';

const preconnects = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map((link) => ({
    href: link.href,
    crossOrigin: link.crossOrigin,
  }));

describe('preconnect', () => {
  afterEach(() => document.head.replaceChildren());

  it("opens the API's origin once, for calls without credentials", () => {
    preconnect('http://api.threadline.test:4000/v1');
    preconnect('http://api.threadline.test:4000/other');

    expect(preconnects()).toEqual([
      { href: 'http://api.threadline.test:4000/', crossOrigin: 'anonymous' },
    ]);
  });

  it("adds nothing for the page's own origin", () => {
    preconnect(`${window.location.origin}/api`);
    preconnect('/api');

    expect(preconnects()).toEqual([]);
  });
});
