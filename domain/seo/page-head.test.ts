import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../brand';
import { catalogueSeed } from '../catalogue/catalogue-seed';
import type { Catalogue } from '../catalogue/catalogue-shapes';
import { SERVICES } from '../catalogue/services';
import { pageHead } from './page-head';

const ORIGIN = 'https://clinic.example';
const NOW = new Date('2026-11-27T00:00:00+08:00');
const catalogue: Catalogue = { version: 1, ...catalogueSeed() };
const site = (changed: Partial<Catalogue> = {}) => ({
  catalogue: { ...catalogue, ...changed },
  origin: ORIGIN,
  now: NOW,
});
const head = (path: string, search = '', changed: Partial<Catalogue> = {}) =>
  pageHead(site(changed), { path, search });

type Ld = Record<string, unknown> & { offers?: Record<string, unknown>[] };
const ldOfType = (path: string, type: string): Ld[] =>
  (head(path)?.jsonLd ?? []).filter((data) => data['@type'] === type) as Ld[];

describe('the head of a treatment page', () => {
  it('gives every active treatment its own title, description, address and picture', () => {
    const heads = SERVICES.map((service) => head(`/service/${service.id}`));
    for (const [index, service] of SERVICES.entries()) {
      const own = heads[index];
      expect(own?.title, service.id).toBe(`${service.name} | ${PRODUCT_NAME}`);
      expect(own?.description, service.id).toContain(service.shortDescription);
      expect(own?.canonicalUrl, service.id).toBe(`${ORIGIN}/service/${service.id}`);
      expect(own?.image.url, service.id).toBe(
        `${ORIGIN}${service.image.replace(/^/, '/og').replace(/\.svg$/, '.jpg')}`,
      );
      expect(own?.image).toMatchObject({ width: 1200, height: 630 });
    }
    expect(new Set(heads.map((own) => own?.description)).size).toBe(SERVICES.length);
  });

  it('states the price in pesos in the description and as offers in PHP, promo packages too', () => {
    const ulthera = head('/service/ulthera-prime');
    expect(ulthera?.description).toContain('₱66,000; promo packages from ₱26,000.');
    expect(ulthera?.description).toContain('At our Timog, Las Piñas and Makati clinics.');
    const [service] = ldOfType('/service/ulthera-prime', 'Service');
    expect(service?.offers?.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual([
      ['Ulthera Prime - 300 Lines', 66000, 'PHP'],
      ['Ulthera Prime - 300 Lines: 100 Lines', 26000, 'PHP'],
      ['Ulthera Prime - 300 Lines: 200 Lines', 46000, 'PHP'],
      ['Ulthera Prime - 300 Lines: 500 Lines', 104000, 'PHP'],
      ['Ulthera Prime - 300 Lines: 800 Lines', 138000, 'PHP'],
    ]);
  });

  it('gives every active treatment a Service with its base price as an offer', () => {
    for (const service of SERVICES) {
      const [data] = ldOfType(`/service/${service.id}`, 'Service');
      expect(data?.name, service.id).toBe(service.name);
      const base = data?.offers?.[0];
      if (typeof service.price === 'number' && service.price > 0) {
        const price = service.priceFrom
          ? (base?.priceSpecification as { minPrice: number } | undefined)?.minPrice
          : base?.price;
        expect(price, service.id).toBe(service.price);
      }
      expect(data?.offers?.length, service.id).toBe(
        (typeof service.price === 'number' && service.price > 0 ? 1 : 0) +
          (service.promoPackages?.length ?? 0),
      );
    }
  });

  it('says when a treatment is priced upon consultation, and offers no price for it', () => {
    const [first] = catalogue.services;
    if (!first) throw new Error('no services');
    const consult = {
      ...first,
      id: 'consult-me',
      price: 'Price upon consultation' as const,
      promos: [],
    };
    const own = head('/service/consult-me', '', { services: [consult] });
    expect(own?.description).toContain('Price upon consultation.');
    expect((own?.jsonLd[0] as Ld | undefined)?.offers).toEqual([]);
  });

  it('offers a home visit only for a treatment that is not clinic-only', () => {
    const atHome = SERVICES.find((service) => !service.clinicOnly);
    expect(head(`/service/${atHome?.id}`)?.description).toContain('or at home in Metro Manila.');
  });

  it('leaves out a promo past its end or not yet started, and dates one that runs', () => {
    const [first] = catalogue.services;
    if (!first) throw new Error('no services');
    const withPromos = {
      ...first,
      id: 'dated',
      promos: [
        { title: 'Ended', description: '', price: 100, endsAt: '2026-11-26T23:59:59+08:00' },
        { title: 'Later', description: '', price: 200, startsAt: '2026-12-01T00:00:00+08:00' },
        {
          title: 'Now',
          description: '',
          price: 300,
          startsAt: '2026-11-01T00:00:00+08:00',
          endsAt: '2026-12-31T23:59:59+08:00',
        },
      ],
    };
    const own = head('/service/dated', '', { services: [withPromos] });
    const offers = (own?.jsonLd[0] as Ld | undefined)?.offers ?? [];
    expect(offers.map((offer) => offer.name)).toEqual([first.name, `${first.name}: Now`]);
    expect(offers[1]).toMatchObject({
      priceValidUntil: '2026-12-31',
      validFrom: '2026-11-01T00:00:00+08:00',
    });
    expect(own?.description).toContain('promo packages from ₱300.');
  });

  it('has no head of its own for a retired or unknown treatment', () => {
    const retired = catalogue.services.map((service) =>
      service.id === 'ulthera-prime' ? { ...service, active: false } : service,
    );
    expect(head('/service/ulthera-prime', '', { services: retired })).toBeUndefined();
    expect(head('/service/no-such-thing')).toBeUndefined();
    expect(head('/service/%E0%A4%A')).toBeUndefined();
  });

  it('reads the services list opened on a treatment as that treatment, with its own address', () => {
    expect(head('/services', 'selectedService=ulthera-prime')?.canonicalUrl).toBe(
      `${ORIGIN}/service/ulthera-prime`,
    );
  });
});

describe('the head of the other public pages', () => {
  it.each([
    ['/', '', PRODUCT_NAME, `${ORIGIN}/`],
    ['/services', '', `Our Services | ${PRODUCT_NAME}`, `${ORIGIN}/services`],
    ['/services/', '', `Our Services | ${PRODUCT_NAME}`, `${ORIGIN}/services`],
    [
      '/services',
      'category=iv-drips',
      `IV Drips Services | ${PRODUCT_NAME}`,
      `${ORIGIN}/services?category=iv-drips`,
    ],
    ['/services', 'category=iv-drips&sort=price', `Our Services | ${PRODUCT_NAME}`, `${ORIGIN}/services`],
    ['/about', '', `About Us | ${PRODUCT_NAME}`, `${ORIGIN}/about`],
    ['/online-consultation', '', `Online Consultation | ${PRODUCT_NAME}`, `${ORIGIN}/online-consultation`],
    ['/booking', '', `Book your appointment | ${PRODUCT_NAME}`, `${ORIGIN}/booking`],
    ['/terms-of-service', '', `Terms of Service | ${PRODUCT_NAME}`, `${ORIGIN}/terms-of-service`],
    ['/privacy', '', `Privacy notice | ${PRODUCT_NAME}`, `${ORIGIN}/privacy`],
  ])('%s?%s has its own title and canonical address', (path, search, title, canonical) => {
    const own = head(path, search);
    expect(own?.title).toBe(title);
    expect(own?.canonicalUrl).toBe(canonical);
    expect(own?.noindex).toBe(false);
    expect(own?.image.url).toMatch(/^https:\/\/clinic\.example\/og\/images\/.+\.jpg$/);
  });

  it('gives each category page its own description with its lowest price', () => {
    expect(head('/services', 'category=iv-drips')?.description).toMatch(/Prices from ₱[\d,]+\.$/);
    expect(head('/services', 'category=iv-drips')?.description).not.toBe(
      head('/services', 'category=face-slimming')?.description,
    );
  });

  it('keeps the cart out of search', () => {
    expect(head('/cart')?.noindex).toBe(true);
  });

  it.each(['/admin', '/admin/schedule', '/login', '/my-booking/abc', '/my-bookings', '/nowhere'])(
    'has no head of its own for %s',
    (path) => {
      expect(head(path)).toBeUndefined();
    },
  );

  it('describes each branch on the home and about pages as a MedicalClinic with address, geo and hours', () => {
    for (const path of ['/', '/about']) {
      const clinics = ldOfType(path, 'MedicalClinic');
      expect(clinics.map((clinic) => clinic.name)).toEqual([
        `${PRODUCT_NAME} Timog`,
        `${PRODUCT_NAME} Las Piñas`,
        `${PRODUCT_NAME} Makati`,
      ]);
    }
    const makati = ldOfType('/', 'MedicalClinic')[2];
    expect(makati?.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '3/F Salcedo Medical Suites, 120 L.P. Leviste Street, Salcedo Village',
      addressLocality: 'Makati City',
      addressRegion: 'Metro Manila',
      addressCountry: 'PH',
    });
    expect(makati?.geo).toMatchObject({ '@type': 'GeoCoordinates' });
    const geo = makati?.geo as { latitude: number; longitude: number };
    expect(geo.latitude).toBeCloseTo(14.56, 1);
    expect(geo.longitude).toBeCloseTo(121.02, 1);
    expect(makati?.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '10:00',
        closes: '21:00',
      },
    ]);
  });
});
