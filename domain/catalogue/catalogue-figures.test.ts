import { describe, expect, it } from 'vitest';
import { FEATURED_SERVICES, findService, SERVICES, servicesInCategory } from './services';
import { SIGNATURE_PROGRAMS } from './services/signature-programs';
import { type Service, UNLIMITED_FOR_ONE_YEAR } from './types';

function service(id: string): Service {
  const found = findService(id);
  if (!found) throw new Error(`${id} is missing from the catalogue`);
  return found;
}

function packagesOf(id: string) {
  return (service(id).promoPackages ?? []).map(({ title, sessions, originalPrice, promoPrice }) => ({
    title,
    sessions,
    originalPrice,
    promoPrice,
  }));
}

function prices(services: readonly Service[]): number[] {
  return services.map((entry) => (typeof entry.price === 'number' ? entry.price : 0));
}

describe('base prices of SPEC section 3', () => {
  it.each([
    ['ulthera-prime', 'Ulthera Prime - 300 Lines', 66000],
    ['superwave', 'SuperWave', 29999],
    ['instalift-thermagen', 'InstaLift Thermagen', 'Price upon consultation'],
    ['power-v-lift-trio', 'Power V-Lift Trio', 6999],
    ['ultimate-barbie-face', 'Ultimate Barbie Face', 9999],
    ['v-line-meso-contour', 'V-Line Meso Contour', 2999],
    ['the-ultimate-jawline', 'The Ultimate Jawline', 19999],
    ['exilift-face', 'Exilift Face', 2999],
    ['cryo-lift-face', 'Cryo Lift Face', 3999],
    ['liquid-lipo-shot', 'Liquid Lipo Shot', 3999],
    ['cryolipo-max', 'Cryolipo Max', 4999],
    ['cryo-ab-tone', 'Cryo AB-Tone', 4999],
    ['cryo-tight-body', 'Cryo Tight Body', 5999],
    ['classic-ems', 'Classic EMS', 2999],
    ['ems-advance', 'EMS Advance', 5999],
    ['exilift-body', 'Exilift Body', 2999],
    ['project-abs', 'Project Abs', 4999],
    ['ultimate-tightening-trio', 'Ultimate Tightening Trio', 14999],
    ['premium-slim-trio', 'Premium Slim Trio', 19999],
    ['classic-barbie-arms', 'Classic Barbie Arms', 9999],
    ['ultimate-barbie-arms', 'Ultimate Barbie Arms', 12999],
    ['authentic-lemon-bottle', 'Authentic Lemon Bottle', 14999],
    ['ultimate-slimming-package', 'Ultimate Slimming Package', 34999],
    ['holistic-weight-loss-management', 'Holistic Weight Loss Management', 59999],
    ['tbl-weight-loss-program', 'TBL Weight Loss Program', 79999],
    ['tirzepatide-slim-jab', 'Tirzepatide Slim Jab', 3999],
    ['semaglutide-slim-jab', 'Semaglutide Slim Jab', 2999],
    ['tbl-slim-pro', 'TBL SLIM PRO', 1599],
    ['immune-booster-drip', 'Immune Booster Drip', 1499],
    ['hangover-drip', 'Hangover Drip', 1499],
    ['skinny-drip', 'Skinny Drip', 1999],
    ['anti-aging-drip', 'Anti-Aging Drip', 2199],
    ['ultimate-cinderella-drip', 'Ultimate Cinderella Drip', 1799],
    ['korean-glow-drip', 'Korean Glow Drip', 2199],
    ['athletes-drip', 'Athlete’s Drip', 2799],
    ['celestial-drip', 'Celestial Drip', 2799],
    ['myers-cocktail', 'Myers’ Cocktail', 9999],
    ['nad-therapy', 'NAD+ Therapy', 9999],
    ['stem-cell-facial', 'Stem Cell Facial', 1999],
    ['korean-lift-facial', 'Korean Lift Facial', 1999],
    ['mermaid-hydra-facial', 'Mermaid Hydra Facial', 3499],
    ['vampire-facial', 'Vampire Facial', 6999],
    ['korean-bb-glow-treatment', 'Korean BB Glow Treatment', 4999],
    ['poreless-glow-facial', 'Poreless Glow Facial', 19999],
  ])('%s is %s at %s', (id, name, price) => {
    expect(service(id)).toMatchObject({ name, price });
  });

  it('lists all sixteen body-slimming services with the weight-loss injectables', () => {
    expect(servicesInCategory('body-slimming')).toHaveLength(21);
    expect(servicesInCategory('face-slimming')).toHaveLength(9);
  });
});

describe('Ulthera Prime', () => {
  it('offers 100 to 800 lines at the published prices; 300 lines is the base price, offered once', () => {
    expect(service('ulthera-prime').price).toBe(66000);
    expect(packagesOf('ulthera-prime').map(({ title, promoPrice }) => [title, promoPrice])).toEqual([
      ['100 Lines', 26000],
      ['200 Lines', 46000],
      ['500 Lines', 104000],
      ['800 Lines', 138000],
    ]);
  });
});

describe('IV drip packages (5+1, 10+3, 20+7)', () => {
  const published: Array<[string, number[][]]> = [
    [
      'skinny-drip',
      [
        [6, 11994, 9995],
        [13, 25987, 19990],
        [27, 53973, 39980],
      ],
    ],
    [
      'ultimate-cinderella-drip',
      [
        [6, 10794, 8995],
        [13, 23387, 17990],
        [27, 48573, 35980],
      ],
    ],
    [
      'korean-glow-drip',
      [
        [6, 13194, 10995],
        [13, 28587, 21990],
        [27, 59373, 43980],
      ],
    ],
    [
      'athletes-drip',
      [
        [6, 16794, 13995],
        [13, 36387, 27990],
        [27, 75573, 55980],
      ],
    ],
    [
      'celestial-drip',
      [
        [6, 16794, 13995],
        [13, 36387, 27990],
        [27, 75573, 55980],
      ],
    ],
    // Not published: the same pattern, sessions × price against the sessions paid for.
    [
      'immune-booster-drip',
      [
        [6, 8994, 7495],
        [13, 19487, 14990],
        [27, 40473, 29980],
      ],
    ],
    [
      'hangover-drip',
      [
        [6, 8994, 7495],
        [13, 19487, 14990],
        [27, 40473, 29980],
      ],
    ],
    [
      'anti-aging-drip',
      [
        [6, 13194, 10995],
        [13, 28587, 21990],
        [27, 59373, 43980],
      ],
    ],
  ];

  it.each(published)('%s', (id, figures) => {
    expect(
      packagesOf(id).map(({ sessions, originalPrice, promoPrice }) => [sessions, originalPrice, promoPrice]),
    ).toEqual(figures);
    expect(service(id).homeService).toBe(true);
  });

  it('covers every drip with promos', () => {
    const withPromos = servicesInCategory('iv-drips').filter((drip) => drip.hasPromoPackages);
    expect(withPromos.map((drip) => drip.id).sort()).toEqual(published.map(([id]) => id).sort());
  });
});

describe('facial packages (buy 4 get 1, buy 5 get 2)', () => {
  it.each([
    [
      'stem-cell-facial',
      [
        [5, 9995, 7996],
        [7, 13993, 9995],
      ],
    ],
    [
      'korean-lift-facial',
      [
        [5, 9995, 7996],
        [7, 13993, 9995],
      ],
    ],
    [
      'mermaid-hydra-facial',
      [
        [5, 17495, 13996],
        [7, 24493, 17495],
      ],
    ],
    [
      'vampire-facial',
      [
        [5, 34995, 27996],
        [7, 48993, 34995],
      ],
    ],
    [
      'korean-bb-glow-treatment',
      [
        [5, 24995, 19996],
        [7, 34993, 24995],
      ],
    ],
  ])('%s', (id, figures) => {
    expect(packagesOf(id).map(({ title }) => title)).toEqual(['Buy 4 get 1 free', 'Buy 5 get 2 free']);
    expect(
      packagesOf(id).map(({ sessions, originalPrice, promoPrice }) => [sessions, originalPrice, promoPrice]),
    ).toEqual(figures);
  });

  it('bundles the poreless glow facial from 4 carbon laser, 4 stem cell, 4 snow laser and 3 RF sessions', () => {
    expect(service('poreless-glow-facial').inclusions?.map((inclusion) => inclusion.title)).toEqual([
      '4 Carbon Laser sessions',
      '4 Stem Cell Facials',
      '4 Snow Laser sessions',
      '3 RF sessions',
    ]);
  });
});

describe('services without promos', () => {
  it.each(['myers-cocktail', 'nad-therapy', 'poreless-glow-facial'])('%s shows inquire for promos', (id) => {
    expect(service(id)).toMatchObject({
      hasPromoPackages: false,
      inquireForPromos: true,
      transferable: false,
      noExpiration: false,
    });
    expect(service(id).promoPackages).toBeUndefined();
  });
});

describe('laser hair removal', () => {
  it.each([
    ['upper-lip', 999],
    ['chin', 1999],
    ['jaw', 1999],
    ['chest', 1999],
    ['underarm', 2999],
    ['half-arm', 2999],
    ['brazilian', 2999],
    ['full-arm', 3999],
    ['half-leg', 3999],
    ['full-leg', 5999],
  ])('%s costs %i', (area, price) => {
    expect(service(`${area}-laser-hair-removal`).price).toBe(price);
  });

  it('offers one area per service, each with an unlimited year from 4,999 to 14,999', () => {
    const areas = servicesInCategory('laser-hair-removal');
    expect(areas).toHaveLength(10);
    const unlimited = areas.flatMap((area) => area.promoPackages ?? []);
    expect(unlimited).toHaveLength(10);
    for (const promo of unlimited) {
      expect(promo).toMatchObject({ title: 'Unlimited for 1 Year', sessions: UNLIMITED_FOR_ONE_YEAR });
      expect(promo.promoPrice).toBeGreaterThanOrEqual(4999);
      expect(promo.promoPrice).toBeLessThanOrEqual(14999);
    }
    const promoPrices = unlimited.map((promo) => promo.promoPrice);
    expect(Math.min(...promoPrices)).toBe(4999);
    expect(Math.max(...promoPrices)).toBe(14999);
  });
});

describe('weight loss', () => {
  it('includes exactly the TBL Weight Loss Program bundle', () => {
    expect(service('tbl-weight-loss-program').inclusions?.map((inclusion) => inclusion.title)).toEqual([
      '10 Fat Burning Shots',
      '10 Skinny Drips',
      '15 Meso Fat Dissolver Shots',
      '15 Exilift Sessions',
      '10 Cryo Lipo Sessions',
    ]);
  });

  it('gives five services the sales layout, each a weight-loss program of 2–3 months', () => {
    const sales = SERVICES.filter((entry) => entry.salesLayout);
    expect(sales.map((entry) => entry.name)).toEqual([
      'Skinny Jab Pro',
      'TBL SLIM PRO',
      'Tirzepatide Slim Jab',
      'Semaglutide Slim Jab',
      'Jab & Drip Slim Program',
    ]);
    for (const entry of sales) {
      expect(entry).toMatchObject({
        weightLoss: true,
        programDuration: '2–3 months',
        category: 'body-slimming',
      });
    }
  });

  it('marks the programs without the sales layout as weight loss too', () => {
    expect(service('holistic-weight-loss-management').weightLoss).toBe(true);
    expect(service('tbl-weight-loss-program').weightLoss).toBe(true);
    expect(SERVICES.filter((entry) => entry.weightLoss)).toHaveLength(7);
  });
});

describe('featured services', () => {
  it('holds both readings of the spec: the three named and the weight-loss program', () => {
    expect(FEATURED_SERVICES.map((entry) => entry.id)).toEqual([
      'premium-slim-trio',
      'ultimate-slimming-package',
      'holistic-weight-loss-management',
      'tbl-weight-loss-program',
    ]);
  });

  it('are all signature programs, which the home page shows without the rest of the catalogue', () => {
    expect(SIGNATURE_PROGRAMS).toEqual(FEATURED_SERVICES);
  });
});

describe('price ranges of SPEC section 3', () => {
  it('prices hair regrowth at 6,999, 4,999, 9,999 and 2,999', () => {
    expect(prices(servicesInCategory('hair-regrowth'))).toEqual([6999, 4999, 9999, 2999]);
  });

  it.each([
    ['botox-fillers', 4999, 14999],
    ['threads-hiko-nose', 9999, 19999],
    ['skin-boosters', 7999, 30000],
    ['laser-treatments', 2999, 29999],
  ] as const)('prices %s from %i to %i', (category, low, high) => {
    const inCategory = prices(servicesInCategory(category));
    expect(Math.min(...inCategory)).toBe(low);
    expect(Math.max(...inCategory)).toBe(high);
  });

  it('holds the 70-thread package at 39,999 down to 29,999', () => {
    const threads = servicesInCategory('threads-hiko-nose').flatMap((entry) => entry.promoPackages ?? []);
    expect(threads.filter((promo) => promo.title.startsWith('70 Threads'))).toEqual([
      expect.objectContaining({ originalPrice: 39999, promoPrice: 29999 }),
    ]);
  });

  it('offers whitening packages of 4 and 10 sessions', () => {
    const whitening = servicesInCategory('laser-treatments').flatMap((entry) => entry.promoPackages ?? []);
    expect(new Set(whitening.map((promo) => promo.sessions))).toEqual(new Set([4, 10]));
    expect(packagesOf('underarm-whitening-laser')).toEqual([
      { title: '4-Session Package', sessions: 4, originalPrice: 11996, promoPrice: 8995 },
      { title: '10-Session Package', sessions: 10, originalPrice: 29990, promoPrice: 22489 },
    ]);
  });

  it('shows Exosome as "Price starts at", and only Exosome', () => {
    expect(service('exosome')).toMatchObject({ category: 'skin-boosters', priceFrom: true });
    expect(SERVICES.filter((entry) => entry.priceFrom).map((entry) => entry.id)).toEqual(['exosome']);
  });

  it('has hiko-nose and under-eye-filler, both clinic only', () => {
    expect(service('hiko-nose')).toMatchObject({ category: 'threads-hiko-nose', clinicOnly: true });
    expect(service('under-eye-filler')).toMatchObject({ category: 'botox-fillers', clinicOnly: true });
  });
});

describe('durations', () => {
  it('every one of the 83 treatments takes a whole number of half hours, up to three hours', () => {
    expect(SERVICES).toHaveLength(83);
    for (const service of SERVICES) {
      expect(service.durationMinutes % 30, service.id).toBe(0);
      expect(service.durationMinutes, service.id).toBeGreaterThanOrEqual(30);
      expect(service.durationMinutes, service.id).toBeLessThanOrEqual(180);
    }
  });
});
