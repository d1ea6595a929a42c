import type { Page } from 'playwright-core';

/** Waits until the app's service worker controls the page; returns its script URL. */
export async function waitForController(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
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
