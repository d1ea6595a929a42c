import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from './support/app-server';
import { type BrowserSession, openBrowser, PHONE } from './support/browser';
import { addToCart } from './support/checkout';
import { waitForController } from './support/service-worker';

let releaseDir: string;
let server: AppServer;
let browser: BrowserSession;

beforeAll(async () => {
  // A copy of the build we can "deploy" a new release into while the page is open.
  releaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-release-'));
  fs.cpSync(path.resolve(import.meta.dirname, '../dist'), releaseDir, { recursive: true });
  server = await startAppServer({ STATIC_DIR: releaseDir });
  browser = await openBrowser({ viewport: PHONE });
});

afterAll(async () => {
  await browser.close();
  await server.close();
  fs.rmSync(releaseDir, { recursive: true, force: true });
});

describe('a new release', () => {
  it('waits for the visitor to reload, and the half-filled booking survives', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/`);
    await waitForController(page);
    await addToCart(page, server.url, 'stem-cell-facial');
    await page.goto(`${server.url}/booking`);
    await page.getByLabel('Full name').fill('Liza Ramos');
    await page.getByLabel('Mobile number').fill('09181234567');
    await page.getByLabel('Notes').fill('Sensitive skin, please use gentle products.');

    fs.appendFileSync(path.join(releaseDir, 'sw.js'), '\n// release 2\n');
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByText('A new version is available');
    await prompt.waitFor({ timeout: 20_000 });
    // Never a silent takeover: the new worker waits while the old one still serves the page.
    expect(
      await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
    ).toBe(true);
    expect(await page.getByLabel('Full name').inputValue()).toBe('Liza Ramos');

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    await page.getByLabel('Full name').waitFor();
    expect(
      await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
    ).toBe(false);
    expect(await page.getByLabel('Full name').inputValue()).toBe('Liza Ramos');
    expect(await page.getByLabel('Mobile number').inputValue()).toBe('09181234567');
    expect(await page.getByLabel('Notes').inputValue()).toBe('Sensitive skin, please use gentle products.');
    expect(await prompt.count()).toBe(0);
  });
});
