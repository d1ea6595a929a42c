import { PRODUCT_NAME } from '../brand';
import type { Catalogue, CatalogueBranch, CatalogueService } from '../catalogue/catalogue-shapes';
import { promoOnOffer } from '../catalogue/promo-window';
import { CONSULTATION_PRICE } from '../consultation';
import { formatPesos } from '../money';
import { OG_IMAGE_SIZE, ogImagePath, SITE_ARTWORK } from './og-image';
import { PAGE_TITLES, pageTitle, servicesTitle, serviceTitle } from './page-title';
import { normalisePath, PUBLIC_PATHS } from './public-pages';
import { breadcrumbs, type JsonLd, medicalClinic, pesos, treatmentService } from './structured-data';

/** What a page's `<head>` says of it to search engines and link previews. */
export interface PageHead {
  /** The document title. */
  title: string;
  /** The title a link preview shows (og:title, twitter:title). */
  socialTitle: string;
  description: string;
  /** The page's one address, absolute. */
  canonicalUrl: string;
  image: { url: string; width: number; height: number; alt: string };
  /** Pages of one device's state (the cart) are served but not indexed. */
  noindex: boolean;
  jsonLd: JsonLd[];
}

export interface PageAddress {
  path: string;
  /** The query string, without '?'. */
  search: string;
}

interface Site {
  /** The catalogue's current version, as `GET /api/catalogue` answers it. */
  catalogue: Catalogue;
  /** `https://clinic.example`, no trailing slash. */
  origin: string;
  now: Date;
}

/** 'Timog, Las Piñas and Makati'. */
function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The clinics a visitor can walk into (not home visits or video consultations), in catalogue order. */
function clinicBranches(catalogue: Catalogue): CatalogueBranch[] {
  return catalogue.branches.filter((branch) => branch.kind === 'clinic');
}

function clinics(catalogue: Catalogue): string {
  return listOf(clinicBranches(catalogue).map((branch) => branch.name));
}

function imageOf(site: Site, artwork: string, alt: string): PageHead['image'] {
  return { url: `${site.origin}${ogImagePath(artwork)}`, ...OG_IMAGE_SIZE, alt };
}

function branchesLd(site: Site): JsonLd[] {
  const image = `${site.origin}${ogImagePath(SITE_ARTWORK)}`;
  return clinicBranches(site.catalogue).map((branch) => medicalClinic(site.origin, branch, image));
}

function plainPage(
  site: Site,
  path: string,
  title: string | undefined,
  description: string,
  extra: Partial<Pick<PageHead, 'noindex' | 'jsonLd' | 'socialTitle'>> = {},
): PageHead {
  return {
    title: pageTitle(title),
    socialTitle: extra.socialTitle ?? pageTitle(title),
    description,
    canonicalUrl: `${site.origin}${path}`,
    image: imageOf(site, SITE_ARTWORK, `${PRODUCT_NAME}: a serene, glowing face`),
    noindex: extra.noindex ?? false,
    jsonLd: extra.jsonLd ?? [],
  };
}

function servicePriceSentence(service: CatalogueService, promoPrices: readonly number[]): string {
  const base = pesos(service.price);
  const price =
    base === undefined
      ? 'Price upon consultation'
      : `${service.priceFrom ? 'From ' : ''}${formatPesos(base)}`;
  const packages =
    promoPrices.length > 0 ? `; promo packages from ${formatPesos(Math.min(...promoPrices))}` : '';
  return `${price}${packages}.`;
}

export function serviceUrl(origin: string, serviceId: string): string {
  return `${origin}${PUBLIC_PATHS.service}${encodeURIComponent(serviceId)}`;
}

function servicePage(site: Site, service: CatalogueService): PageHead {
  const { catalogue, origin } = site;
  const category = catalogue.categories.find((entry) => entry.id === service.category);
  const categoryName = category?.name ?? service.category;
  const promos = service.promos.filter((promo) => promoOnOffer(promo, site.now));
  const where = service.clinicOnly
    ? `At our ${clinics(catalogue)} clinics.`
    : `At our ${clinics(catalogue)} clinics, or at home in Metro Manila.`;
  const description = `${service.shortDescription} ${servicePriceSentence(
    service,
    promos.map((promo) => promo.price),
  )} ${where}`;
  const url = serviceUrl(origin, service.id);
  const image = imageOf(site, service.image, `${service.name}, ${categoryName}`);
  return {
    title: pageTitle(serviceTitle(service.name)),
    socialTitle: pageTitle(serviceTitle(service.name)),
    description,
    canonicalUrl: url,
    image,
    noindex: false,
    jsonLd: [
      treatmentService(origin, {
        service,
        promos,
        categoryName,
        description,
        url,
        image: image.url,
        branches: clinicBranches(catalogue),
      }),
      breadcrumbs([
        { name: 'Home', url: `${origin}/` },
        {
          name: servicesTitle(categoryName),
          url: `${origin}${PUBLIC_PATHS.services}?category=${service.category}`,
        },
        { name: service.name, url },
      ]),
    ],
  };
}

function categoryPage(site: Site, categoryId: string): PageHead | undefined {
  const category = site.catalogue.categories.find((entry) => entry.id === categoryId);
  if (!category) return undefined;
  const prices = site.catalogue.services
    .filter((service) => service.active && service.category === category.id)
    .map((service) => pesos(service.price))
    .filter((price): price is number => price !== undefined);
  const from = prices.length > 0 ? ` Prices from ${formatPesos(Math.min(...prices))}.` : '';
  const path = `${PUBLIC_PATHS.services}?category=${category.id}`;
  const artwork = site.catalogue.services.find(
    (service) => service.active && service.category === category.id,
  )?.image;
  return {
    ...plainPage(site, path, servicesTitle(category.name), `${category.description}${from}`),
    image: imageOf(site, artwork ?? SITE_ARTWORK, `${category.name} at ${PRODUCT_NAME}`),
  };
}

function activeService(catalogue: Catalogue, id: string): CatalogueService | undefined {
  return catalogue.services.find((service) => service.id === id && service.active);
}

function servicesPage(site: Site, search: string): PageHead {
  const query = new URLSearchParams(search);
  const keys = [...query.keys()];
  const selected = query.get('selectedService');
  const service = selected ? activeService(site.catalogue, selected) : undefined;
  if (service) return servicePage(site, service);
  const category = keys.length === 1 ? query.get('category') : null;
  const categoryHead = category ? categoryPage(site, category) : undefined;
  if (categoryHead) return categoryHead;
  const count = site.catalogue.services.filter((service) => service.active).length;
  const names = listOf(site.catalogue.categories.map((entry) => entry.name));
  return plainPage(
    site,
    PUBLIC_PATHS.services,
    servicesTitle(null),
    `All ${count} treatments with their prices and promo packages: ${names}. Book online at our ${clinics(site.catalogue)} clinics or for home service.`,
  );
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The head of the public page at `address`, from the catalogue's current version; undefined for a
 * page that is not public (staff screens, manage links) or a treatment that is not on offer, which
 * keep the build's generic head. Pure: the server renders and caches it (server/src/http/page-head.ts).
 */
export function pageHead(site: Site, address: PageAddress): PageHead | undefined {
  const path = normalisePath(address.path);
  const { catalogue } = site;
  const places = clinics(catalogue);
  if (path.startsWith(PUBLIC_PATHS.service)) {
    const id = decodeSegment(path.slice(PUBLIC_PATHS.service.length));
    const service = id === undefined || id.includes('/') ? undefined : activeService(catalogue, id);
    return service ? servicePage(site, service) : undefined;
  }
  switch (path) {
    case PUBLIC_PATHS.home:
      return plainPage(
        site,
        PUBLIC_PATHS.home,
        undefined,
        `Doctor-led aesthetics and slimming treatments at our ${places} clinics, with home service across Metro Manila. Book online in minutes.`,
        { socialTitle: `${PRODUCT_NAME} | Reveal Your Best Self`, jsonLd: branchesLd(site) },
      );
    case PUBLIC_PATHS.services:
      return servicesPage(site, address.search);
    case PUBLIC_PATHS.about:
      return plainPage(
        site,
        path,
        PAGE_TITLES.about,
        `Our story, our doctors and our ${clinicBranches(catalogue).length} clinics in ${places}: addresses, phone and opening hours.`,
        { jsonLd: branchesLd(site) },
      );
    case PUBLIC_PATHS.onlineConsultation:
      return plainPage(
        site,
        path,
        PAGE_TITLES.onlineConsultation,
        `A ${formatPesos(CONSULTATION_PRICE)} video consultation with our doctors: talk through your goals and get a treatment plan before you visit.`,
      );
    case PUBLIC_PATHS.booking:
      return plainPage(
        site,
        path,
        PAGE_TITLES.booking,
        `Book your treatments at our ${places} clinics or at home in Metro Manila: choose a date and time, and we confirm by e-mail.`,
      );
    case PUBLIC_PATHS.terms:
      return plainPage(
        site,
        path,
        PAGE_TITLES.terms,
        `The terms of booking, payment, rescheduling and packages at ${PRODUCT_NAME}.`,
      );
    case PUBLIC_PATHS.privacy:
      return plainPage(
        site,
        path,
        PAGE_TITLES.privacy,
        `What ${PRODUCT_NAME} holds about you, why, for how long, and how to get a copy or have it erased.`,
      );
    case PUBLIC_PATHS.cart:
      return plainPage(site, path, PAGE_TITLES.cart, `The treatments you chose at ${PRODUCT_NAME}.`, {
        noindex: true,
      });
    default:
      return undefined;
  }
}
