import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Messages the page printed to its console, to assert on logs. */
  consoleMessages: string[];
  /** Uncaught errors in the page; a journey ends with none. */
  pageErrors: Error[];
  close(): Promise<void>;
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** Debian's Chromium with a fresh profile, as a real visitor's browser. */
export async function openBrowser(
  options: { viewport?: { width: number; height: number }; reducedMotion?: boolean; hasTouch?: boolean } = {},
): Promise<BrowserSession> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: options.viewport ?? DESKTOP,
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    hasTouch: options.hasTouch ?? false,
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const consoleMessages: string[] = [];
  const pageErrors: Error[] = [];
  page.on('console', (message) => consoleMessages.push(message.text()));
  page.on('pageerror', (error) => pageErrors.push(error));
  return {
    context,
    page,
    consoleMessages,
    pageErrors,
    close: async () => {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
