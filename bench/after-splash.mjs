#!/usr/bin/env node
// Time from the end of the start-up splash to a usable home page, never a test. It starts the
// built product (see lib/built-stack.mjs) and loads / as a signed-out visitor in Chromium
// (Debian's, through Playwright), several times. In the page, a MutationObserver notes when the
// splash leaves the DOM and when the hero's heading arrives (painted: two animation frames
// later). As soon as the heading is there, the bench clicks 'Explore Our Work' with the mouse;
// the click has been answered when the page starts scrolling to the catalogue.
//
//   npm run bench after-splash          # BENCH_RUNS=5
import { chromium } from 'playwright';
import { startBuiltStack } from './lib/built-stack.mjs';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_RUNS ?? 5);
/** The budget from the splash's end to a usable page. */
const BUDGET_MS = 150;

const observe = () => {
  const marks = {};
  window.__afterSplash = marks;
  // The app may already be in the DOM, hidden, behind the splash: what counts is when it shows.
  const visible = (element) =>
    element && element.checkVisibility() && element.getBoundingClientRect().height > 0;
  const watch = () => {
    if (marks.splashSeen && marks.splashGone === undefined && !document.querySelector('.tl-splash'))
      marks.splashGone = performance.now();
    if (document.querySelector('.tl-splash')) marks.splashSeen = true;
    if (
      marks.splashGone !== undefined &&
      marks.headingShown === undefined &&
      visible(document.getElementById('tp-hero-heading'))
    ) {
      marks.headingShown = performance.now();
      requestAnimationFrame(() =>
        requestAnimationFrame(() => (marks.headingPainted = performance.now())),
      );
    }
    if (marks.headingShown === undefined) requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
  new MutationObserver(watch).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
  });
  document.addEventListener('click', (event) => (marks.clickAt ??= event.timeStamp), true);
  window.addEventListener('scroll', () => (marks.scrolledAt ??= performance.now()), {
    passive: true,
  });
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const stack = await startBuiltStack();
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
});
try {
  const rows = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(observe);
    await page.goto(`${stack.urls.shell}/`);
    await page.waitForFunction(() => window.__afterSplash.headingShown !== undefined, null, {
      polling: 'raf',
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Explore Our Work' }).click({ noWaitAfter: true });
    await page.waitForFunction(
      () =>
        window.__afterSplash.scrolledAt !== undefined &&
        window.__afterSplash.headingPainted !== undefined,
      null,
      { timeout: 10_000 },
    );
    const marks = await page.evaluate(() => window.__afterSplash);
    const painted = marks.headingPainted - marks.splashGone;
    const clickLatency = marks.scrolledAt - marks.clickAt;
    rows.push({
      painted,
      clickLatency,
      usable: painted + clickLatency,
      viaPlaywright: marks.scrolledAt - marks.splashGone,
    });
    await context.close();
  }
  const fmt = (ms) => `${ms.toFixed(0)} ms`;
  console.log(
    `Home page after the start-up splash, signed-out visitor, Chromium, ${runs} loads on ${stack.urls.shell}\n`,
  );
  console.log(
    '  load  heading painted  click → scrolling  usable  (scrolling, Playwright round trip included)',
  );
  rows.forEach((r, i) =>
    console.log(
      `  ${String(i + 1).padStart(4)}  ${fmt(r.painted).padStart(15)}  ${fmt(r.clickLatency).padStart(17)}  ${fmt(r.usable).padStart(6)}  (${fmt(r.viaPlaywright)})`,
    ),
  );
  const usable = median(rows.map((r) => r.usable));
  console.log(
    `\nMedian, from the splash's end: heading painted ${fmt(median(rows.map((r) => r.painted)))}, a click answered ${fmt(median(rows.map((r) => r.clickLatency)))} after it is made;`,
  );
  console.log(
    `usable (painted + click answered) ${fmt(usable)}: budget ${BUDGET_MS} ms, ${usable <= BUDGET_MS ? 'within' : 'OVER'} budget`,
  );
} finally {
  await browser.close();
  await stack.stop();
}
