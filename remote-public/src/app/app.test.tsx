import { screen, within } from '@testing-library/react';
import type { Category } from '@threadline/contracts';
import { renderApp, TEST_API_URL } from '../testing/render';

const shirts: Category = {
  key: 'shirts',
  title: 'Shirts',
  description: 'Oxford, poplin and linen shirts.',
  image: '/images/shirts',
  icon: 'Shirt',
  galleryImages: ['/images/s1', '/images/s2'],
  createdAt: '2025-01-01T00:00:00.000Z',
};

const catalogue = {
  'GET /categories': { data: [shirts] },
  'GET /categories/shirts': { data: shirts },
} as const;

const publicRoutes: Array<[route: string, heading: string]> = [
  ['/', 'Crafting Quality Garments with Precision'],
  ['/about', 'About Threadline'],
  ['/contact', 'Contact Us'],
  ['/portfolio', 'Portfolio'],
  ['/production', 'Production'],
  ['/products', 'Our Products'],
  ['/products/shirts', 'Shirts Collection'],
  ['/services', 'Our Services'],
  ['/request-quote', 'Request a Quote'],
  ['/video', 'Production Videos'],
  ['/why-choose-us', 'Why Choose Us'],
  ['/no-such-page', 'Page not found'],
];

/** Waits until the route's data (if any) has arrived. */
async function renderRoute(route: string) {
  const view = renderApp({ route, routes: catalogue });
  await screen.findAllByRole('heading', { level: 1 });
  if (route === '/' || route === '/products') await screen.findByRole('link', { name: 'Shirts' });
  return view;
}

describe('public remote routes', () => {
  it.each(publicRoutes)('renders %s with the heading %s', async (route, heading) => {
    await renderRoute(route);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(publicRoutes)(
    '%s has one main landmark, one h1 and no skipped heading level',
    async (route) => {
      await renderRoute(route);
      expect(screen.getAllByRole('main')).toHaveLength(1);
      const levels = screen
        .getAllByRole('heading')
        .map((heading) => Number(heading.tagName.slice(1)));
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      expect(levels[0]).toBe(1);
      levels.forEach((level, index) => {
        if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1] + 1);
      });
    },
  );

  it.each(publicRoutes)(
    '%s gives every picture alt text and a reserved size, and loads nothing from third parties',
    async (route) => {
      const { container } = await renderRoute(route);
      for (const image of container.querySelectorAll('img')) {
        expect(image).toHaveAttribute('alt');
        expect(image).toHaveAttribute('width');
        expect(image).toHaveAttribute('height');
      }
      expect(container.querySelector('iframe, embed, object, script')).toBeNull();
      const sources = [...container.querySelectorAll('[src], [srcset], [poster]')].flatMap(
        (element) =>
          ['src', 'srcset', 'poster']
            .map((name) => element.getAttribute(name))
            .filter((value): value is string => Boolean(value)),
      );
      for (const source of sources) {
        for (const url of source.split(',').map((part) => part.trim().split(' ')[0])) {
          // Local assets (relative in tests) or the API's own image host.
          expect(url.startsWith(TEST_API_URL) || !/^https?:/.test(url)).toBe(true);
        }
      }
    },
  );

  it('offers Sign Up on the home page to visitors and Dashboard to signed-in users', async () => {
    const { unmount } = renderApp({ routes: catalogue });
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await screen.findByRole('link', { name: 'Shirts' });
    unmount();

    renderApp({
      routes: catalogue,
      props: {
        user: {
          uid: 'u1',
          email: 'a@b.co',
          displayName: 'Ana',
          photoURL: null,
          emailVerified: true,
        },
      },
    });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await screen.findByRole('link', { name: 'Shirts' });
  });

  it("stacks the home sections under the anchors the shell's links point to", async () => {
    await renderRoute('/');
    expect(screen.getByRole('button', { name: 'Explore Our Work' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Watch Production' })).toBeInTheDocument();
    for (const anchor of ['home', 'about', 'production', 'products', 'why-choose-us', 'contact']) {
      expect(document.getElementById(anchor)).toBeInTheDocument();
    }
    // The closing section.
    expect(
      screen.getByRole('heading', { level: 2, name: 'Ready to start your next collection?' }),
    ).toBeInTheDocument();
  });

  it('shows the office on a map drawn locally, offering the real map only as a link', async () => {
    await renderRoute('/contact');
    const map = screen.getByRole('img', { name: /^Map of Tejgaon Industrial Area/ });
    expect(map.getAttribute('src')).not.toMatch(/^https?:/);
    const link = screen.getByRole('link', { name: /Open in OpenStreetMap/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByText(/reply to every message within 24 hours/)).toBeInTheDocument();
  });

  it('lists the address, phones, email, hours and social links on the contact page', async () => {
    await renderRoute('/contact');
    const details = screen.getByRole('region', { name: 'Contact details' });
    expect(within(details).getByText('Plot 18, Loom Street')).toBeInTheDocument();
    expect(within(details).getAllByRole('link', { name: /^\+880/ })).toHaveLength(2);
    expect(
      within(details).getByRole('link', { name: 'hello@threadline-garments.com' }),
    ).toHaveAttribute('href', 'mailto:hello@threadline-garments.com');
    expect(within(details).getByText('Sunday: Closed')).toBeInTheDocument();
    for (const network of ['LinkedIn', 'Instagram', 'Facebook']) {
      expect(
        within(details).getByRole('link', { name: `${network} (opens in a new tab)` }),
      ).toBeInTheDocument();
    }
  });

  it('shows the about page with its stats, four values, six milestones and a team of eight', async () => {
    await renderRoute('/about');
    for (const figure of ['15+', '500+', '50+', '99%']) {
      expect(screen.getByText(figure)).toBeInTheDocument();
    }
    const values = screen.getByRole('region', { name: 'Our Values' });
    expect(within(values).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const journey = screen.getByRole('region', { name: 'Our Journey' });
    const years = within(journey)
      .getAllByRole('listitem')
      .map((milestone) => milestone.textContent?.slice(0, 4));
    expect(years).toEqual(['2009', '2012', '2015', '2018', '2021', '2024']);
    const team = screen.getByRole('region', { name: 'Meet Our Team' });
    expect(within(team).getAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'View Our Products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('shows four services and the four-step process', async () => {
    await renderRoute('/services');
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Custom Tailoring',
      'Bulk Manufacturing',
      'Fabric Sourcing',
      'Quality Control',
      'Our Process',
    ]);
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Consultation', 'Planning', 'Production', 'Delivery']);
  });
});
