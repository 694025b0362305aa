#!/usr/bin/env node
// `npm run dev:check`: proves the dev loop's Fast Refresh across the federation boundary. Starts
// `npm run dev` on free ports, opens the shell in Chromium, edits a component of the public
// remote (restored afterwards) and checks that the new text appears in the page without a reload: a
// value left on `window` before the edit must still be there. Prints the dev loop's start time
// and the time from saving the file to the text on screen. Not part of `npm test`: it runs three
// dev servers and a browser, which takes minutes on a loaded machine.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { repoRoot } from './bootstrap.mjs';
import { bold, green, red } from '@threadline/tools/process/log';
import { freePorts } from '@threadline/tools/process/ports';
import { catchAllRemote } from '@threadline/contracts/remotes';
const PUBLIC_REMOTE = catchAllRemote().folder;
const EDITED_FILE = path.join(repoRoot, PUBLIC_REMOTE, 'src/features/hero/components/hero.tsx');
const ORIGINAL_TEXT = 'Garment manufacturing and sourcing since 2009';
const READY = /dev loop is ready in ([\d.]+) s/;

const [shell, publicPort, dashboard, api, auth, db] = await freePorts(6);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threadline-dev-check-'));
const env = {
  ...process.env,
  SHELL_PORT: String(shell),
  PUBLIC_PORT: String(publicPort),
  DASHBOARD_PORT: String(dashboard),
  API_PORT: String(api),
  AUTH_EMULATOR_PORT: String(auth),
  DB_PORT: String(db),
  DEV_DATA_DIR: dataDir,
  NO_COLOR: '1',
};

const original = fs.readFileSync(EDITED_FILE, 'utf8');
if (!original.includes(ORIGINAL_TEXT))
  throw new Error(`${EDITED_FILE} no longer says "${ORIGINAL_TEXT}"`);

const dev = spawn(process.execPath, ['scripts/dev.mjs'], {
  cwd: repoRoot,
  env,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
dev.stdout.on('data', (chunk) => (output += chunk));
dev.stderr.on('data', (chunk) => (output += chunk));

function waitForReady(timeoutMs = 300_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the dev loop was not ready within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    const check = () => {
      const match = output.match(READY);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    dev.stdout.on('data', check);
    dev.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the dev loop exited with ${code}`));
    });
  });
}

async function stopDev() {
  if (dev.exitCode !== null) return;
  const exited = new Promise((resolve) => dev.once('exit', resolve));
  process.kill(-dev.pid, 'SIGINT');
  const timeout = setTimeout(() => process.kill(-dev.pid, 'SIGKILL'), 30_000);
  await exited;
  clearTimeout(timeout);
}

let browser;
let failed = false;
try {
  const startSeconds = await waitForReady();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  });
  const page = await browser.newPage();
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await page.goto(`http://127.0.0.1:${shell}/`);
  await page.getByText(ORIGINAL_TEXT).waitFor({ timeout: 120_000 });
  await page.evaluate(() => {
    window.__devCheckMarker = 'still here';
  });
  const navigationsBefore = navigations;

  const edited = `${ORIGINAL_TEXT} (edited ${Date.now()})`;
  const savedAt = performance.now();
  fs.writeFileSync(EDITED_FILE, original.replace(ORIGINAL_TEXT, edited));
  await page.getByText(edited).waitFor({ timeout: 120_000 });
  const editSeconds = (performance.now() - savedAt) / 1000;

  const marker = await page.evaluate(() => window.__devCheckMarker);
  if (marker !== 'still here' || navigations !== navigationsBefore) {
    throw new Error(
      `the edit reached the page through a reload (marker: ${marker}, navigations: ${navigations - navigationsBefore})`,
    );
  }
  console.log(
    `${green('✔')} An edit to ${PUBLIC_REMOTE}'s hero showed in the running shell without a page reload.`,
  );
  console.log(`  dev start (npm run dev to ready):  ${bold(`${startSeconds.toFixed(1)} s`)}`);
  console.log(`  edit to visible:                   ${bold(`${editSeconds.toFixed(1)} s`)}`);
} catch (error) {
  failed = true;
  console.error(
    `${red('✖')} ${error.stack ?? error}\n--- npm run dev said ---\n${output.slice(-4000)}`,
  );
} finally {
  fs.writeFileSync(EDITED_FILE, original);
  await browser?.close();
  await stopDev();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
