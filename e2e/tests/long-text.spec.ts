import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '../support/fixtures';
import { apiSessionToken } from '../support/api';
import { callApi, createMember } from '../support/dashboard-accounts';
import { e2eEnv } from '../support/env';
import {
  EMOJI,
  RIGHT_TO_LEFT,
  longestEmail,
  naughtyParagraph,
  unbrokenWord,
} from '../support/long-text';
import { waitForMail } from '../support/mailpit';
import { acceptedOrder, inDays, quotedRequest } from '../support/orders';
import { adminApiToken, publicCategories, publicCategory } from '../support/public-api';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

// Text never breaks a layout: long unbroken words, a 254-character address, right-to-left text
// and emoji, stored through the API on every entity a page shows, and no page at 390 px or
// 1440 px wider than the window, signed out, as the member who typed it and as an admin.

const WIDTHS = [390, 1440];

/** A page to measure, and a piece of the seeded text it shows once its data is in. */
interface Visit {
  path: string;
  shows?: string;
}

async function ok<T>(answer: Promise<{ status: number; data: T }>, what: string): Promise<T> {
  const { status, data } = await answer;
  if (status >= 300) throw new Error(`${what} answered ${status}: ${JSON.stringify(data)}`);
  return data;
}

/** How far each page scrolls sideways at each width; only the ones that do. */
async function overflows(page: Page, visits: Visit[]): Promise<string[]> {
  const found: string[] = [];
  for (const { path, shows } of visits) {
    await page.setViewportSize({ width: WIDTHS[0], height: 844 });
    await page.goto(path);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (shows) {
      // A page that never shows the seeded text measured nothing: that fails the journey too.
      await page
        .getByText(shows)
        .first()
        .waitFor({ state: 'attached' })
        .catch(() => found.push(`${path} never showed ${shows.slice(0, 40)}…`));
    }
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // The overflow, and the innermost elements that reach past the window, to name the culprit.
      const { sideways, culprits } = await page.evaluate(
        () =>
          new Promise<{ sideways: number; culprits: string[] }>((resolve) =>
            requestAnimationFrame(() => {
              const root = document.documentElement;
              const sideways = root.scrollWidth - root.clientWidth;
              if (sideways <= 0) return resolve({ sideways, culprits: [] });
              // Past the window's edge, or a box with text running out of it; what a scroll box
              // holds is seen by scrolling it, so only the scroll box itself counts.
              const scrolls = (element: Element) =>
                ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
              const inScrollBox = (element: Element) => {
                for (let up = element.parentElement; up; up = up.parentElement) {
                  if (up !== document.body && scrolls(up)) return true;
                }
                return false;
              };
              const past = Array.from(document.body.querySelectorAll('*')).filter(
                (element) =>
                  (element.getBoundingClientRect().right > root.clientWidth + 0.5 ||
                    (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1)) &&
                  !inScrollBox(element),
              );
              const innermost = past.filter(
                (element) => !past.some((other) => other !== element && element.contains(other)),
              );
              resolve({
                sideways,
                culprits: innermost
                  .slice(0, 3)
                  .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
              });
            }),
          ),
      );
      if (sideways > 0)
        found.push(`${path} at ${width} px: ${sideways} px (${culprits.join(', ')})`);
    }
  }
  return found;
}

async function signedIn(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await watchCaptchaDrawing(page);
  await logIn(page, email, password);
  return page;
}

test.slow();

test('long, right-to-left and emoji text wraps on every page, at 390 px and 1440 px, for every visitor', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const id = randomUUID().slice(0, 6);
  const name = unbrokenWord(100, id);
  const paragraph = naughtyParagraph(id);
  const admin = await adminApiToken();

  // A category whose title and description are the long text, on the seeded pictures.
  const pictures = await publicCategory((await publicCategories())[0].key);
  const categoryKey = `long-text-${id}`;
  await ok(
    callApi('POST', '/categories', admin, {
      key: categoryKey,
      title: unbrokenWord(120, id),
      description: paragraph,
      image: pictures.image,
      icon: 'Shirt',
      galleryImages: pictures.galleryImages,
    }),
    'POST /categories',
  );

  // A member whose name and address are as long as the rules allow, with a request, its thread
  // and an order.
  const member = await createMember({
    name,
    email: longestEmail(id),
    password: `Tailor#${id}A`,
  });
  const memberToken = await apiSessionToken(member.email, member.password);
  const quote = await quotedRequest(member);
  const order = await acceptedOrder(member, quote);
  await ok(
    callApi('POST', `/quotes/${quote._id}/thread`, memberToken, { text: paragraph }),
    'POST /quotes/:id/thread',
  );
  await ok(
    callApi('POST', `/quotes/${quote._id}/thread`, admin, { text: `${RIGHT_TO_LEFT} ${EMOJI}` }),
    'the admin’s reply',
  );

  // A style of the member's whose texts are the long ones, at two versions (a diff to show).
  const longStyle = (description: string) => ({
    styleNumber: `L${id}${'A'.repeat(33)}`,
    name: unbrokenWord(120, id),
    categoryKey,
    season: 'SS27',
    description,
    fabric: unbrokenWord(120, `f${id}`),
    colourways: [
      { name: unbrokenWord(60, id), swatch: '#1F3A5F' },
      { name: RIGHT_TO_LEFT.slice(0, 60), swatch: '#F3EEDF' },
    ],
    sizes: ['S', 'M'],
    measurements: [{ name: unbrokenWord(80, id), toleranceCm: 1, valuesCm: [50, 52] }],
    materials: [
      {
        kind: 'material',
        description: unbrokenWord(120, `m${id}`),
        supplier: unbrokenWord(120, `s${id}`),
        consumption: 1.2,
        unit: 'm',
      },
    ],
    fileIds: [],
  });
  const style = await ok(
    callApi<{ id: string }>('POST', '/styles', memberToken, longStyle(paragraph)),
    'POST /styles',
  );
  await ok(
    callApi('POST', `/styles/${style.id}/versions`, memberToken, {
      ...longStyle(`${EMOJI} ${paragraph}`),
      baseVersion: 1,
    }),
    'POST /styles/:id/versions',
  );

  // A guest's request with the long text in every field, and the link from its email.
  const guestEmail = longestEmail(`g${id}`);
  const guestQuote = await ok(
    callApi<{ insertedId: string; reference: string }>('POST', '/quotes', undefined, {
      name: unbrokenWord(100, `g${id}`),
      email: guestEmail,
      company: unbrokenWord(120, id),
      categoryKey,
      kind: 'sample',
      quantity: 5,
      deadline: inDays(60),
      details: paragraph,
    }),
    'a guest’s POST /quotes',
  );
  const confirmation = await waitForMail(guestEmail, /We received your quote request/);
  const link = confirmation.links.find((url) => url.pathname === '/quote-conversation')!;
  const guestToken = link.searchParams.get('token')!;
  await ok(
    callApi('POST', `/guest/thread?token=${encodeURIComponent(guestToken)}`, undefined, {
      text: paragraph,
    }),
    'the guest’s message',
  );

  // A contact message with the long text in every field.
  await ok(
    callApi('POST', '/contacts', undefined, {
      name: unbrokenWord(100, `c${id}`),
      email: longestEmail(`c${id}`),
      subject: unbrokenWord(200, id),
      message: paragraph,
    }),
    'POST /contacts',
  );

  // A contact message in the trash, its subject the long text, for the Trash page.
  const trashed = await ok(
    callApi<{ insertedId: string }>('POST', '/contacts', undefined, {
      name: unbrokenWord(100, `t${id}`),
      email: longestEmail(`t${id}`),
      subject: unbrokenWord(200, `t${id}`),
      message: paragraph,
    }),
    'POST /contacts (to trash)',
  );
  await ok(callApi('DELETE', `/contacts/${trashed.insertedId}`, admin), 'DELETE /contacts/:id');

  const publicVisits: Visit[] = [
    { path: '/' },
    { path: '/about' },
    { path: '/contact' },
    { path: '/portfolio' },
    { path: '/production' },
    { path: '/products', shows: unbrokenWord(120, id) },
    { path: `/products/${categoryKey}`, shows: unbrokenWord(120, id) },
    { path: '/services' },
    { path: `/request-quote?category=${categoryKey}` },
    { path: '/video' },
    { path: '/why-choose-us' },
    // The guest's own page: the request card and the conversation with the long text in it.
    {
      path: `/quote-conversation?token=${encodeURIComponent(guestToken)}`,
      shows: unbrokenWord(100, `g${id}`),
    },
    { path: '/login' },
    { path: '/signup' },
    { path: '/forgot-password' },
    { path: '/terms' },
    { path: '/privacy' },
    { path: '/cookies' },
  ];
  const memberVisits: Visit[] = [
    { path: '/dashboard/Profile', shows: member.email },
    { path: '/dashboard/my-quotes', shows: quote.reference },
    { path: `/dashboard/my-quotes/${quote._id}`, shows: unbrokenWord(300, id) },
    { path: `/dashboard/quotes/${quote._id}`, shows: unbrokenWord(300, id) },
    { path: '/dashboard/my-orders', shows: order.reference },
    { path: '/dashboard/styles', shows: unbrokenWord(120, id) },
    { path: `/dashboard/styles/${style.id}`, shows: unbrokenWord(120, id) },
    { path: `/dashboard/styles/${style.id}/versions/2`, shows: unbrokenWord(120, id) },
    // The editor holds the texts in its fields' values.
    { path: `/dashboard/styles/${style.id}/edit` },
    { path: '/dashboard/my-quotes/new' },
    { path: `/dashboard/orders/${order._id}`, shows: order.reference },
  ];
  const adminVisits: Visit[] = [
    { path: '/dashboard/manage-users', shows: member.email },
    { path: '/dashboard/showContact', shows: unbrokenWord(100, `c${id}`) },
    { path: '/dashboard/AddCategoryForm' },
    { path: '/dashboard/ShowCategoryFormData', shows: unbrokenWord(120, id) },
    { path: '/dashboard/quote-requests', shows: guestQuote.reference },
    { path: `/dashboard/quote-requests/${guestQuote.insertedId}`, shows: unbrokenWord(300, id) },
    { path: `/dashboard/quote-requests/${quote._id}`, shows: unbrokenWord(300, id) },
    { path: '/dashboard/orders', shows: order.reference },
    { path: `/dashboard/orders/${order._id}`, shows: order.reference },
    { path: '/dashboard/activity-log', shows: unbrokenWord(120, id) },
    { path: '/dashboard/releases' },
    { path: '/dashboard/trash', shows: unbrokenWord(200, `t${id}`) },
    { path: '/dashboard/Profile' },
  ];

  const visitor = await (await browser.newContext()).newPage();
  const found = await overflows(visitor, publicVisits);
  found.push(
    ...(await overflows(await signedIn(browser, member.email, member.password), memberVisits)),
  );
  found.push(
    ...(await overflows(await signedIn(browser, e2eEnv.adminEmail, e2eEnv.adminPassword), [
      ...adminVisits,
      ...publicVisits.slice(0, 11),
    ])),
  );
  expect(found).toEqual([]);
});
