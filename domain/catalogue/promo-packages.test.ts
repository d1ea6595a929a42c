import { describe, expect, it } from 'vitest';
import {
  roundDownToClinicPrice,
  sessionOffer,
  sessionOffers,
  WITHOUT_PROMOS,
  withPromos,
} from './promo-packages';

describe('clinic price rounding', () => {
  it('rounds down to the nearest figure ending in 5 or 9', () => {
    expect(roundDownToClinicPrice(8997)).toBe(8995);
    expect(roundDownToClinicPrice(11996)).toBe(11995);
    expect(roundDownToClinicPrice(14995)).toBe(14995);
    expect(roundDownToClinicPrice(23992)).toBe(23989);
    expect(roundDownToClinicPrice(29990)).toBe(29989);
    expect(roundDownToClinicPrice(19999)).toBe(19999);
    expect(roundDownToClinicPrice(22492.5)).toBe(22489);
  });
});

describe('session offers', () => {
  it('prices "Buy 3 get 1 free" at three sessions, rounded the clinic way', () => {
    expect(sessionOffer('Cryolipo Max', 4999, 'Buy 3 get 1 free')).toEqual({
      title: 'Buy 3 get 1 free',
      description: '4 sessions of Cryolipo Max for the price of 3.',
      sessions: 4,
      originalPrice: 19996,
      promoPrice: 14995,
    });
  });

  it('keeps the exact multiple when asked', () => {
    expect(sessionOffer('Stem Cell Facial', 1999, 'Buy 4 get 1 free', 'exact')).toMatchObject({
      sessions: 5,
      originalPrice: 9995,
      promoPrice: 7996,
    });
  });

  it('lands near the ratios the clinic publishes', () => {
    const ratio = (offer: Parameters<typeof sessionOffer>[2]) => {
      const promo = sessionOffer('Classic EMS', 2999, offer);
      return promo.promoPrice / (promo.originalPrice ?? Number.NaN);
    };
    expect(ratio('Buy 3 get 1 free')).toBeCloseTo(0.75, 2);
    expect(ratio('Buy 5 get 2 free')).toBeCloseTo(0.714, 2);
    expect(ratio('Buy 10 get 3 free')).toBeGreaterThanOrEqual(0.75);
    expect(ratio('Buy 10 get 3 free')).toBeLessThanOrEqual(0.8);
    expect(ratio('Buy 15 get 5 free')).toBeCloseTo(0.75, 2);
    expect(ratio('10-Session Package')).toBeCloseTo(0.75, 2);
  });

  it('builds several offers in order', () => {
    const titles = sessionOffers('Exilift Body', 2999, ['Buy 4 get 1 free', 'Buy 10 get 3 free']).map(
      (promo) => promo.title,
    );
    expect(titles).toEqual(['Buy 4 get 1 free', 'Buy 10 get 3 free']);
  });
});

describe('promo flags', () => {
  it('makes packaged services transferable with no expiry', () => {
    expect(withPromos([])).toMatchObject({
      hasPromoPackages: true,
      inquireForPromos: false,
      transferable: true,
      noExpiration: true,
    });
    expect(WITHOUT_PROMOS).toEqual({
      hasPromoPackages: false,
      inquireForPromos: true,
      transferable: false,
      noExpiration: false,
    });
  });
});
