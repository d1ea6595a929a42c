import { describe, expect, it } from 'vitest';
import { basePrice, selectPromo } from '../pricing';
import { SERVICES } from './services';

const withPackages = SERVICES.filter((service) => (service.promoPackages ?? []).length > 0);

/** Words that name a dose or an area, not filler: "200 Lines" -> ["lines"]. */
const wordsOf = (text: string) => text.toLowerCase().match(/[a-z]{4,}/g) ?? [];
const countIn = (text: string, word: string) => wordsOf(text).filter((found) => found === word).length;

describe('every offer in the catalogue, once', () => {
  it('has packages to check (the scan is not empty)', () => {
    expect(withPackages.length).toBeGreaterThan(20);
  });

  it.each(withPackages.map((service) => [service.id, service] as const))(
    '%s: a package line names the service once (no dose or area twice)',
    (_id, service) => {
      for (const promo of service.promoPackages ?? []) {
        const { name } = selectPromo(service, promo.title);
        for (const word of wordsOf(promo.title)) {
          expect(countIn(name, word), `${name} repeats "${word}"`).toBe(countIn(promo.title, word));
        }
      }
    },
  );

  it.each(withPackages.map((service) => [service.id, service] as const))(
    '%s: no package offers what the base price already offers, at the same price',
    (_id, service) => {
      const base = basePrice(service);
      const packages = service.promoPackages ?? [];
      for (const promo of packages) {
        const sameAsBase = base > 0 && promo.promoPrice === base && (promo.sessions ?? 1) === 1;
        expect(sameAsBase, `${service.name}: "${promo.title}" at the base price`).toBe(false);
      }
      const prices = packages.map((promo) => `${promo.promoPrice}/${promo.sessions ?? 1}`);
      expect(new Set(prices).size, `${service.name} offers one package twice`).toBe(prices.length);
      const titles = packages.map((promo) => promo.title);
      expect(new Set(titles).size).toBe(titles.length);
    },
  );
});
