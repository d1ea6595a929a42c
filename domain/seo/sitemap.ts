import type { Catalogue } from '../catalogue/catalogue-shapes';
import { escapeHtml } from './head-tags';
import { serviceUrl } from './page-head';
import { PRIVATE_PATH_PREFIXES, PUBLIC_PATHS } from './public-pages';

export interface SitemapEntry {
  url: string;
  /** YYYY-MM-DD. */
  lastmod: string;
}

/** When the catalogue's version was made, and each treatment last edited (from its history), ISO 8601. */
export interface CatalogueDates {
  updatedAt: string;
  serviceUpdatedAt?: Readonly<Record<string, string>>;
}

const day = (iso: string) => iso.slice(0, 10);

/** Every public page and every active treatment, absolute, each with the date it last changed. */
export function sitemapEntries(catalogue: Catalogue, origin: string, dates: CatalogueDates): SitemapEntry[] {
  const lastmod = day(dates.updatedAt);
  const page = (path: string): SitemapEntry => ({ url: `${origin}${path}`, lastmod });
  return [
    page(PUBLIC_PATHS.home),
    page(PUBLIC_PATHS.services),
    ...catalogue.categories.map((category) =>
      page(`${PUBLIC_PATHS.services}?category=${encodeURIComponent(category.id)}`),
    ),
    ...catalogue.services
      .filter((service) => service.active)
      .map((service) => ({
        url: serviceUrl(origin, service.id),
        lastmod: day(dates.serviceUpdatedAt?.[service.id] ?? dates.updatedAt),
      })),
    page(PUBLIC_PATHS.about),
    page(PUBLIC_PATHS.onlineConsultation),
    page(PUBLIC_PATHS.booking),
    page(PUBLIC_PATHS.terms),
    page(PUBLIC_PATHS.privacy),
  ];
}

export function sitemapXml(catalogue: Catalogue, origin: string, dates: CatalogueDates): string {
  const urls = sitemapEntries(catalogue, origin, dates).map(
    (entry) => `  <url><loc>${escapeHtml(entry.url)}</loc><lastmod>${entry.lastmod}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Public pages allowed; staff screens, each client's own links and the API not; where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
