// Opens a downloaded PDF in Chromium's own viewer (its text is read with pdf.js: pdf-text.ts).
import fs from 'node:fs';
import os from 'node:os';
import type { Browser } from '@playwright/test';

/**
 * Opens the file in Chromium's own PDF viewer and answers the number of pages it shows (0 when
 * it cannot read the file). The count is read from the viewer's toolbar.
 */
export async function pagesInChromiumViewer(browser: Browser, path: string): Promise<number> {
  const context = await browser.newContext();
  // A name ending in .pdf, so the browser treats the file as a PDF whatever the download was called.
  const target = `${os.tmpdir()}/dashboard-viewer-${process.pid}-${Date.now()}.pdf`;
  fs.copyFileSync(path, target);
  try {
    const page = await context.newPage();
    await page.goto(`file://${target}`).catch(() => undefined);
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const viewer = page.frames().find((frame) => frame.url().startsWith('chrome-extension://'));
      const pages = viewer
        ? await viewer
            .evaluate(() => {
              const toolbar = document
                .querySelector('pdf-viewer')
                ?.shadowRoot?.querySelector('viewer-toolbar');
              const selector = toolbar?.shadowRoot?.querySelector('viewer-page-selector') as
                (Element & { docLength?: number }) | null | undefined;
              return selector?.docLength ?? null;
            })
            .catch(() => null)
        : null;
      if (typeof pages === 'number' && pages > 0) return pages;
      await page.waitForTimeout(250);
    }
    return 0;
  } finally {
    await context.close();
    fs.rmSync(target, { force: true });
  }
}
