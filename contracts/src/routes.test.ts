import { hrefs, SHELL_ROUTES } from './routes';

describe('links across apps', () => {
  it('links to a category page and its quote form with the key encoded', () => {
    expect(hrefs.category('t shirts')).toBe('/products/t%20shirts');
    expect(hrefs.requestQuote('polo&co')).toBe('/request-quote?category=polo%26co');
    expect(hrefs.requestQuote()).toBe('/request-quote');
  });

  it('links to the dashboard and to a page inside it', () => {
    expect(hrefs.dashboard()).toBe('/dashboard');
    expect(hrefs.dashboard('manageUsers')).toBe('/dashboard/manage-users');
    expect(hrefs.quote('65a1b2c3d4e5f60718293a4b')).toBe(
      '/dashboard/quotes/65a1b2c3d4e5f60718293a4b',
    );
  });

  it('links to the public home page as the root, and to an invite with its code encoded', () => {
    expect(hrefs.public('home')).toBe('/');
    expect(hrefs.public('whyChooseUs')).toBe('/why-choose-us');
    expect(hrefs.invite('REF/42')).toBe('/invite/REF%2F42');
    expect(hrefs.guestThread('id.1.a+b/c')).toBe('/quote-conversation?token=id.1.a%2Bb%2Fc');
    expect(SHELL_ROUTES.invite.replace(':code', 'x')).toBe(hrefs.invite('x'));
  });
});
