import { describe, expect, it } from 'vitest';
import { isCategoryId } from '../categories';
import { roundDownToClinicPrice, SESSION_OFFERS, type SessionOffer } from './promo-packages';
import { SERVICES } from './services';

const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function isSessionOffer(title: string): title is SessionOffer {
  return title in SESSION_OFFERS;
}

describe.each(SERVICES.map((service) => [service.id, service] as const))('%s', (_id, service) => {
  it('follows the flag pattern of SPEC section 3', () => {
    if (service.hasPromoPackages) {
      expect(service.promoPackages?.length).toBeGreaterThan(0);
      expect(service).toMatchObject({ inquireForPromos: false, transferable: true, noExpiration: true });
    } else {
      expect(service.promoPackages ?? []).toEqual([]);
      expect(service).toMatchObject({ inquireForPromos: true, transferable: false, noExpiration: false });
    }
  });

  it('names each promo package once', () => {
    const titles = (service.promoPackages ?? []).map((promo) => promo.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('prices its packages below their original value', () => {
    for (const promo of service.promoPackages ?? []) {
      expect(promo.promoPrice).toBeGreaterThan(0);
      expect(promo.description.length).toBeGreaterThan(20);
      if (typeof promo.sessions === 'number') expect(promo.sessions).toBeGreaterThanOrEqual(1);
      if (promo.originalPrice !== undefined) expect(promo.promoPrice).toBeLessThan(promo.originalPrice);
    }
  });

  it('keeps the promise of each "buy N get M free" title', () => {
    if (typeof service.price !== 'number') return;
    for (const promo of service.promoPackages ?? []) {
      if (!isSessionOffer(promo.title)) continue;
      const { sessions, payFor } = SESSION_OFFERS[promo.title];
      const paid = service.price * payFor;
      expect(promo.sessions).toBe(sessions);
      expect(promo.originalPrice).toBe(service.price * sessions);
      // IV drips and facials carry the exact published multiples; the rest end in 5 or 9.
      const exact = service.category === 'iv-drips' || service.category === 'facial-treatments';
      expect(promo.promoPrice).toBe(exact ? paid : roundDownToClinicPrice(paid));
      if (!exact) expect(promo.promoPrice % 10 === 5 || promo.promoPrice % 10 === 9).toBe(true);
    }
  });

  it('has a kebab-case id, a category, a price and artwork from its category', () => {
    expect(service.id).toMatch(KEBAB_CASE);
    expect(isCategoryId(service.category)).toBe(true);
    if (typeof service.price === 'number') expect(service.price).toBeGreaterThan(0);
    else expect(service.price).toBe('Price upon consultation');
    expect(service.images.length).toBeGreaterThanOrEqual(2);
    expect(service.images.length).toBeLessThanOrEqual(4);
    expect(service.images).toContain(service.image);
    expect(new Set(service.images).size).toBe(service.images.length);
    for (const path of service.images)
      expect(path).toMatch(new RegExp(`^/images/services/${service.category}-\\d\\.svg$`));
  });

  it('carries the copy a detail page shows', () => {
    expect(service.shortDescription.length).toBeGreaterThan(20);
    expect(service.longDescription.length).toBeGreaterThan(service.shortDescription.length);
    expect(service.slogan.length).toBeGreaterThan(5);
    expect(service.benefits.length).toBeGreaterThanOrEqual(3);
    expect(service.benefits.length).toBeLessThanOrEqual(6);
    if (service.steps) {
      expect(service.steps.length).toBeGreaterThanOrEqual(3);
      expect(service.steps.length).toBeLessThanOrEqual(5);
    }
    expect(service.steps ?? service.inclusions).toBeDefined();
  });

  it('is never both a home service and clinic only', () => {
    expect(service.homeService === true && service.clinicOnly).toBe(false);
  });
});

describe('the catalogue as a whole', () => {
  it('uses each id once', () => {
    const ids = SERVICES.map((service) => service.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('repeats no description or slogan between services', () => {
    for (const field of ['shortDescription', 'longDescription', 'slogan'] as const) {
      const values = SERVICES.map((service) => service[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
  });

  it('keeps machine treatments, threads and fillers in the clinic', () => {
    const clinicOnly = SERVICES.filter((service) => service.clinicOnly).map((service) => service.id);
    for (const id of [
      'ulthera-prime',
      'hiko-nose',
      'under-eye-filler',
      'cryolipo-max',
      'cog-thread-face-lift',
    ]) {
      expect(clinicOnly).toContain(id);
    }
    const lasers = SERVICES.filter(
      (service) => service.category === 'laser-treatments' || service.category === 'laser-hair-removal',
    );
    for (const laser of lasers) expect(laser.clinicOnly).toBe(true);
  });

  it('offers every IV drip as a home service', () => {
    for (const drip of SERVICES.filter((service) => service.category === 'iv-drips')) {
      expect(drip).toMatchObject({ homeService: true, clinicOnly: false });
    }
  });
});
