import type { BrowserContext, Page } from 'playwright-core';

/**
 * Waits until the app's service worker controls the page; returns its script URL. Control comes
 * only once the worker is installed, which means fetching the whole precache (about 200 files,
 * 1.2 MB) after the page's `load` event. In a clean-clone run with two journey files at once, at a
 * load average of 14 to 23, that took more than the 20 s this waited before, in three files (the
 * page itself was fine). The wait measures nothing about speed (no journey does), so it allows for that,
 * within the 60 s a journey test may take.
 */
export async function waitForController(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 45_000,
  });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

/**
 * Fires the Background Sync event at the origin's service worker through the DevTools protocol, as
 * the browser does when the connection returns. `page` may be any page, even about:blank, so no
 * page of the app needs to be open.
 */
export async function dispatchBackgroundSync(page: Page, origin: string, tag: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no service worker registration reported')), 10_000);
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL.startsWith(origin));
      if (ours) {
        clearTimeout(timer);
        resolve(ours.registrationId);
      }
    });
    void cdp.send('ServiceWorker.enable');
  });
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag, lastChance: false });
  await cdp.detach();
}

/**
 * After a navigation with the network off, makes sure the new document knows it is offline, as a
 * phone's browser does. Debian's Chromium 150 (what some machines install) opens a document while
 * the context is offline with `navigator.onLine` still true, though every request fails as it
 * should; 156 does not. Setting the emulation again tells the document.
 */
export async function tellDocumentOffline(context: BrowserContext, page: Page): Promise<void> {
  if (await page.evaluate(() => navigator.onLine)) {
    await context.setOffline(false);
    await context.setOffline(true);
  }
  await page.waitForFunction(() => !navigator.onLine);
}
