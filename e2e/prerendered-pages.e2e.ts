import { SERVICES } from '@domain/catalogue/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HYDRATION_ERROR } from '../app/src/app/prerender/marker';
import { HERO_IMAGE } from '../app/src/features/catalogue/home/hero-image';
import { type AppServer, startAppServer } from './support/app-server';
import { type BrowserSession, openBrowser, PHONE } from './support/browser';
import { clockAfterOfferEnds, clockBeforeOfferEnds } from './support/offer-clock';

/**
 * The public pages come prerendered by the build (scripts/vite/prerender.ts): their heading and
 * images are in the HTML, painted before any script, and React hydrates them without a mismatch.
 */
let server: AppServer;

beforeAll(async () => {
  server = await startAppServer();
});

afterAll(async () => {
  await server?.close();
});

const salesService = SERVICES.find((service) => service.salesLayout);
/** What React logs, minified in production, when the markup does not match its first render. */
const REACT_HYDRATION_TROUBLE = /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b/i;

async function html(route: string): Promise<string> {
  const response = await fetch(`${server.url}${route}`);
  expect(response.status, route).toBe(200);
  return response.text();
}

/** Opens `route`, waits until React has taken over #root and the page has settled. */
async function openHydrated(browser: BrowserSession, route: string): Promise<void> {
  await browser.page.goto(`${server.url}${route}`);
  await browser.page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root ? Object.keys(root).some((key) => key.startsWith('__reactContainer$')) : false;
  });
  await browser.page.waitForLoadState('networkidle');
}

describe('the prerendered home page', () => {
  it('has the hero heading and image in its HTML, with the styles it paints with', async () => {
    const home = await html('/');
    expect(home).toContain('data-prerendered="page"');
    expect(home).toMatch(/<h1 id="hero-title" class="hero__title">Reveal Your Best Self<\/h1>/);
    expect(home).toContain(`src="${HERO_IMAGE.src}" alt="${HERO_IMAGE.alt}"`);
    expect(home).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/home-page-[^"]+\.css">/);
    // The app's code waits for the first paint: nothing in the head fetches it earlier.
    expect(home).not.toContain('rel="modulepreload"');
  });

  it('shows the hero before any script has run', async () => {
    const browser = await openBrowser({ viewport: PHONE });
    try {
      await browser.context.route('**/*.js', (route) => route.abort());
      await browser.page.goto(`${server.url}/`);
      await expect
        .poll(() =>
          browser.page.getByRole('heading', { level: 1, name: 'Reveal Your Best Self' }).isVisible(),
        )
        .toBe(true);
      expect(await browser.page.getByRole('img', { name: HERO_IMAGE.alt }).isVisible()).toBe(true);
    } finally {
      await browser.close();
    }
  });
});

describe('a visitor who acts before the page is hydrated (a slow phone)', () => {
  it('keeps a sort chosen before hydration and sorts by it once hydrated', async () => {
    const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(await html('/services'))?.[1];
    expect(entry).toBeTruthy();
    const browser = await openBrowser({ viewport: PHONE });
    try {
      // The entry (which holds early input) runs at once; the app's code is held back a while.
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await browser.context.route('**/assets/*.js', async (route) => {
        if (new URL(route.request().url()).pathname !== entry) await released;
        await route.continue();
      });
      const { page } = browser;
      await page.goto(`${server.url}/services?category=iv-drips`);
      const sort = page.getByRole('combobox', { name: 'Sort by' });
      await sort.selectOption({ label: 'Price: high to low' });
      expect(await page.evaluate(() => performance.getEntriesByName('tbl:app-ready').length)).toBe(0);
      release();
      await page.waitForFunction(() => performance.getEntriesByName('tbl:app-ready').length > 0);

      const prices = async () =>
        (await page.locator('.services-grid .service-price__amount').allTextContents()).map((text) =>
          Number(text.replace(/[^\d]/g, '')),
        );
      await expect
        .poll(async () => {
          const shown = await prices();
          return (
            shown.length > 1 && shown.every((price, index) => index === 0 || (shown[index - 1] ?? 0) >= price)
          );
        })
        .toBe(true);
      expect(await sort.inputValue()).not.toBe('');
      expect(browser.pageErrors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

/** What a link preview (Messenger, Viber) or a search engine reads: the served HTML, no script run. */
describe('each page speaking for itself when shared or searched', () => {
  const meta = (page: string, key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(page)?.[1];

  it('serves a treatment page with its own title, description, preview image and JSON-LD price', async () => {
    const page = await html('/service/ulthera-prime');
    expect(page).toContain('<title>Ulthera Prime - 300 Lines | TBL Aesthetics &amp; Slimming Center</title>');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(meta(page, 'description')).toContain('₱66,000');
    expect(page).toContain(`<link rel="canonical" href="${server.url}/service/ulthera-prime" />`);
    const image = meta(page, 'og:image') ?? '';
    expect(image).toMatch(/\/og\/images\/services\/face-slimming-1\.jpg$/);
    const preview = await fetch(image);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    const data = [...page.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? 'null') as { '@type': string; offers?: { price: number }[] },
    );
    expect(data.find((entry) => entry['@type'] === 'Service')?.offers?.[0]?.price).toBe(66000);
    // The page the build prerendered is still the one served.
    expect(page).toContain('data-prerendered="page"');
  });

  it('lists every treatment in sitemap.xml and keeps robots out of /admin', async () => {
    const sitemap = await html('/sitemap.xml');
    for (const service of SERVICES)
      expect(sitemap).toContain(`<loc>${server.url}/service/${service.id}</loc>`);
    expect(await html('/robots.txt')).toContain('Disallow: /admin\n');
  });
});

describe('hydrating the prerendered pages', () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser({ viewport: PHONE });
  });

  afterAll(async () => {
    await browser.close();
  });

  const pages: Array<[string, string | RegExp]> = [
    ['/', 'Reveal Your Best Self'],
    ['/services', 'Our Services'],
    ['/service/korean-glow-drip', 'Korean Glow Drip'],
    [`/service/${salesService?.id}`, salesService?.name ?? ''],
    ['/about', /About|Story|TBL/],
    ['/terms-of-service', 'Terms of Service'],
  ];

  it.each(pages)('hydrates %s without a mismatch', async (route, heading) => {
    const before = browser.consoleMessages.length;
    await openHydrated(browser, route);
    await browser.page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
    const logged = browser.consoleMessages.slice(before);
    expect(logged.filter((message) => message.includes(HYDRATION_ERROR))).toEqual([]);
    expect(logged.filter((message) => REACT_HYDRATION_TROUBLE.test(message))).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });

  it('keeps the title the server gave the page once hydrated', async () => {
    for (const route of ['/service/korean-glow-drip', '/services?category=iv-drips']) {
      const served = /<title>([^<]*)<\/title>/.exec(await html(route))?.[1]?.replace(/&amp;/g, '&');
      await openHydrated(browser, route);
      expect(await browser.page.title(), route).toBe(served);
    }
  });

  it('starts the offer countdown once the sales page is hydrated, and drops it once the offer ended', async () => {
    for (const [setClock, shown] of [
      [clockBeforeOfferEnds, true],
      [clockAfterOfferEnds, false],
    ] as const) {
      const visitor = await openBrowser({ viewport: PHONE });
      try {
        await setClock(visitor.page, salesService?.promotion);
        await openHydrated(visitor, `/service/${salesService?.id}`);
        const timer = visitor.page.getByRole('timer', { name: 'Time left in this offer' });
        if (shown) {
          await expect.poll(async () => /\d\d/.test(await timer.innerText())).toBe(true);
        } else {
          await visitor.page.getByRole('heading', { level: 1, name: salesService?.name }).waitFor();
          expect(await timer.count()).toBe(0);
        }
        expect(visitor.pageErrors).toEqual([]);
      } finally {
        await visitor.close();
      }
    }
  });

  it('starts no transition while the home page takes over: out of sight is hidden at once, the first slide stays put', async () => {
    const visitor = await openBrowser({ viewport: PHONE });
    try {
      await visitor.page.addInitScript(() => {
        const started: string[] = [];
        (window as unknown as { transitionsStarted: string[] }).transitionsStarted = started;
        document.addEventListener(
          'transitionrun',
          (event) => {
            const target = event.target as Element;
            started.push(`${target.tagName.toLowerCase()}.${target.className} ${event.propertyName}`);
          },
          true,
        );
      });
      await openHydrated(visitor, '/');
      // The reveal observer has reported: what is below the fold now waits, hidden, for its entrance.
      await visitor.page.locator('.reveal--pending').first().waitFor({ state: 'attached' });
      await visitor.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
      const started = await visitor.page.evaluate(
        () => (window as unknown as { transitionsStarted: string[] }).transitionsStarted,
      );
      expect(started).toEqual([]);
      // Scrolled into view, a section still makes its entrance.
      await visitor.page.locator('.reveal--pending').first().scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          visitor.page.evaluate(
            () => (window as unknown as { transitionsStarted: string[] }).transitionsStarted.length,
          ),
        )
        .toBeGreaterThan(0);
      expect(visitor.pageErrors).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('navigates in the page once hydrated, as the app does', async () => {
    await openHydrated(browser, '/');
    await browser.page.evaluate(() => {
      (window as unknown as { stayedOnThisDocument: boolean }).stayedOnThisDocument = true;
    });
    await browser.page.getByRole('link', { name: 'View Services' }).click();
    await browser.page.getByRole('heading', { level: 1, name: 'Our Services' }).waitFor();
    expect(
      await browser.page.evaluate(
        () => (window as unknown as { stayedOnThisDocument?: boolean }).stayedOnThisDocument,
      ),
    ).toBe(true);
  });

  it('has a page of its own for each category, hydrated at its address', async () => {
    const page = await html('/services?category=iv-drips');
    expect(page).toContain('data-prerendered-search="category=iv-drips"');
    const before = browser.consoleMessages.length;
    await browser.page.route('**/*.js', (route) => route.abort());
    await browser.page.goto(`${server.url}/services?category=iv-drips`);
    // Before any script: the filter the address asks for is already the one checked.
    expect(await browser.page.getByRole('radio', { name: 'IV Drips' }).isChecked()).toBe(true);
    await browser.page.unroute('**/*.js');
    await browser.page.reload();
    await browser.page.waitForFunction(() => performance.getEntriesByName('tbl:app-ready').length > 0);
    expect(await browser.page.getByRole('radio', { name: 'IV Drips' }).isChecked()).toBe(true);
    expect(browser.consoleMessages.slice(before).filter((m) => REACT_HYDRATION_TROUBLE.test(m))).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });

  it('renders what any other query string asks for on /services', async () => {
    const before = browser.consoleMessages.length;
    await browser.page.goto(`${server.url}/services?category=iv-drips&utm_source=newsletter`);
    await browser.page.getByText(/treatments? in IV Drips/).waitFor();
    expect(browser.consoleMessages.slice(before).filter((m) => REACT_HYDRATION_TROUBLE.test(m))).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });

  it('renders the cart from the device over its prerendered shell', async () => {
    expect(await html('/cart')).toContain('data-prerendered="shell"');
    await browser.page.goto(`${server.url}/cart`);
    await browser.page.getByRole('heading', { level: 1, name: 'Your Cart is Empty' }).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it('still says a service does not exist, from the shell', async () => {
    expect(await html('/service/no-such-treatment')).not.toContain('data-prerendered');
    await browser.page.goto(`${server.url}/service/no-such-treatment`);
    await browser.page.getByRole('heading', { level: 1, name: 'Service Not Found' }).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});
