import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from './support/app-server';
import { seriousAxeViolations } from './support/axe';
import { type BrowserSession, openBrowser, PHONE } from './support/browser';

let server: AppServer;

beforeAll(async () => {
  server = await startAppServer();
});

afterAll(async () => {
  await server?.close();
});

const PAGES = [
  { route: '/', heading: 'Reveal Your Best Self' },
  { route: '/services', heading: 'Our Services' },
  { route: '/service/stem-cell-facial', heading: 'Stem Cell Facial' },
  { route: '/service/skinny-jab-pro', heading: 'Skinny Jab Pro' },
  { route: '/cart', heading: 'Your Cart' },
  { route: '/about', heading: 'About Us' },
  { route: '/terms-of-service', heading: 'Terms of Service' },
  { route: '/privacy', heading: 'Privacy notice' },
];

for (const [label, viewport] of [
  ['desktop', undefined],
  ['phone', PHONE],
] as const) {
  describe(`axe (WCAG 2.2 AA) at ${label} width`, () => {
    let browser: BrowserSession;

    beforeAll(async () => {
      browser = await openBrowser({ viewport, reducedMotion: true });
      // A cart with a line, so /cart is checked with its controls rather than the empty state.
      await browser.page.goto(`${server.url}/service/stem-cell-facial`);
      await browser.page.getByRole('button', { name: 'Add to Cart' }).click();
      await browser.page.getByRole('button', { name: '✓ Added!' }).waitFor();
      await browser.page.getByRole('banner').getByTestId('cart-badge').waitFor();
    });

    afterAll(async () => {
      await browser?.close();
    });

    for (const { route, heading } of PAGES) {
      it(`finds no serious or critical violation on ${route}`, async () => {
        const { page } = browser;
        await page.goto(`${server.url}${route}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  });
}

describe('the testimonials carousel', () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const currentDot = (browser: BrowserSession) =>
    browser.page.locator('.carousel__dot[aria-current="true"]').getAttribute('aria-label');

  it('turns by itself every five seconds and stops while hovered', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/`);
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    expect(await currentDot(browser)).toBe('Show testimonial 1 of 5');
    await page.locator('.carousel__dot[aria-current="true"][aria-label="Show testimonial 2 of 5"]').waitFor({
      timeout: 7000,
    });
    await carousel.hover();
    const hovered = await currentDot(browser);
    await page.waitForTimeout(5600);
    expect(await currentDot(browser)).toBe(hovered);
  });

  it('is driven by keyboard, and the pause button stops it (WCAG 2.2.2)', async () => {
    const { page } = browser;
    await page.mouse.move(0, 0);
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    await carousel.getByRole('button', { name: 'Pause the testimonials slideshow' }).click();
    await carousel.getByRole('button', { name: 'Play the testimonials slideshow' }).waitFor();
    await carousel.getByRole('button', { name: 'Show testimonial 4 of 5' }).focus();
    await page.keyboard.press('Enter');
    expect(await currentDot(browser)).toBe('Show testimonial 4 of 5');
    await carousel.getByRole('button', { name: 'Next testimonial' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await currentDot(browser)).toBe('Show testimonial 1 of 5');
    expect(
      await carousel
        .getByRole('group', { name: '1 of 5' })
        .getByText(/Camille Reyes/)
        .isVisible(),
    ).toBe(true);
    await page.locator('body').focus();
    await page.waitForTimeout(5600);
    expect(await currentDot(browser)).toBe('Show testimonial 1 of 5');
  });

  it('never turns by itself when reduced motion is asked for', async () => {
    const calm = await openBrowser({ reducedMotion: true });
    try {
      await calm.page.goto(`${server.url}/`);
      const carousel = calm.page.getByRole('region', { name: 'Client testimonials' });
      await carousel.getByRole('button', { name: 'Play the testimonials slideshow' }).waitFor();
      await calm.page.waitForTimeout(5600);
      expect(await currentDot(calm)).toBe('Show testimonial 1 of 5');
    } finally {
      await calm.close();
    }
  });
});

describe('the image lightbox', () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser({ viewport: PHONE });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens as a modal dialog, pages with the arrows, closes on Escape and returns focus', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/service/stem-cell-facial`);
    const opener = page.getByRole('button', { name: /^Enlarge Stem Cell Facial/ });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Stem Cell Facial: image viewer' });
    await dialog.waitFor();
    expect(await dialog.getByRole('img').getAttribute('alt')).toBe('Stem Cell Facial, image 1 of 3');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await dialog.getByRole('img').getAttribute('alt')).toBe('Stem Cell Facial, image 2 of 3');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Enlarge Stem Cell Facial, image 2 of 3',
    );
    expect(await page.getByRole('button', { name: 'Show image 2 of 3' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
