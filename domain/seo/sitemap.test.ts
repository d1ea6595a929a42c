import { describe, expect, it } from 'vitest';
import { catalogueSeed } from '../catalogue/catalogue-seed';
import type { Catalogue } from '../catalogue/catalogue-shapes';
import { SERVICES } from '../catalogue/services';
import { robotsTxt, sitemapXml } from './sitemap';

const ORIGIN = 'https://clinic.example';
const catalogue: Catalogue = { version: 1, ...catalogueSeed() };

describe('the sitemap', () => {
  it('lists every public page and every active treatment, absolute, with its last change', () => {
    const retired = catalogue.services.map((service, index) =>
      index === 0 ? { ...service, active: false } : service,
    );
    const xml = sitemapXml({ ...catalogue, services: retired }, ORIGIN, {
      updatedAt: '2026-11-20T08:00:00.000Z',
      serviceUpdatedAt: { [SERVICES[1]?.id ?? '']: '2026-11-25T03:00:00Z' },
    });
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const service of SERVICES.slice(1)) expect(locs).toContain(`${ORIGIN}/service/${service.id}`);
    expect(locs).not.toContain(`${ORIGIN}/service/${SERVICES[0]?.id}`);
    for (const path of [
      '/',
      '/services',
      '/services?category=iv-drips',
      '/about',
      '/online-consultation',
      '/booking',
      '/terms-of-service',
      '/privacy',
    ]) {
      expect(locs).toContain(`${ORIGIN}${path}`);
    }
    expect(locs.some((loc) => loc?.includes('/admin') || loc?.includes('/cart'))).toBe(false);
    expect(xml).toContain(`<loc>${ORIGIN}/service/${SERVICES[1]?.id}</loc><lastmod>2026-11-25</lastmod>`);
    expect(xml).toContain(`<loc>${ORIGIN}/</loc><lastmod>2026-11-20</lastmod>`);
  });
});

describe('robots.txt', () => {
  it('allows the public pages, keeps robots off staff, manage links and the API, and names the sitemap', () => {
    const robots = robotsTxt(ORIGIN);
    expect(robots).toContain('Allow: /\n');
    for (const path of ['/admin', '/login', '/my-booking/', '/my-bookings', '/my-consultation/', '/api/']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
