import { describe, expect, it } from 'vitest';
import { COMPILED_SERVICES } from './catalogue/catalogue-rules';
import { findService } from './catalogue/services';
import type { Service } from './catalogue/types';
import { priceCart, selectPromo } from './pricing';

function service(id: string): Service {
  const found = findService(id);
  if (!found) throw new Error(`missing ${id} in the catalogue`);
  return found;
}

describe('selectPromo', () => {
  it('names a package "Service Name - Package Title" at its promo price', () => {
    expect(selectPromo(service('korean-glow-drip'), 'Buy 10 get 3 free')).toEqual({
      name: 'Korean Glow Drip - Buy 10 get 3 free',
      price: 21990,
    });
    expect(selectPromo(service('ulthera-prime'), '500 Lines')).toEqual({
      name: 'Ulthera Prime - 500 Lines',
      price: 104000,
    });
  });

  it('restores the service name and price without a package', () => {
    expect(selectPromo(service('korean-glow-drip'), null)).toEqual({ name: 'Korean Glow Drip', price: 2199 });
  });

  it('prices a service "upon consultation" at 0', () => {
    expect(selectPromo(service('instalift-thermagen'), null)).toEqual({
      name: 'InstaLift Thermagen',
      price: 0,
    });
  });

  it('refuses a package the service does not offer', () => {
    expect(() => selectPromo(service('skinny-drip'), '100 Lines')).toThrow(
      'Unknown promo package "100 Lines" for Skinny Drip',
    );
  });
});

describe('priceCart', () => {
  it('prices each line from the catalogue and sums the lines', () => {
    const result = priceCart(
      [
        { id: 'skinny-drip', quantity: 2 },
        { id: 'stem-cell-facial', quantity: 1, selectedPromo: 'Buy 4 get 1 free' },
        { id: 'ulthera-prime', quantity: 1, selectedPromo: '100 Lines', promoCode: null },
      ],
      COMPILED_SERVICES,
    );
    expect(result).toEqual({
      ok: true,
      total: 2 * 1999 + 7996 + 26000,
      lines: [
        {
          id: 'skinny-drip',
          name: 'Skinny Drip',
          unitPrice: 1999,
          quantity: 2,
          lineTotal: 3998,
          selectedPromo: null,
          promoCode: null,
        },
        {
          id: 'stem-cell-facial',
          name: 'Stem Cell Facial - Buy 4 get 1 free',
          unitPrice: 7996,
          quantity: 1,
          lineTotal: 7996,
          selectedPromo: 'Buy 4 get 1 free',
          promoCode: null,
        },
        {
          id: 'ulthera-prime',
          name: 'Ulthera Prime - 100 Lines',
          unitPrice: 26000,
          quantity: 1,
          lineTotal: 26000,
          selectedPromo: '100 Lines',
          promoCode: null,
        },
      ],
    });
  });

  it('books a consultation-priced service at 0', () => {
    const result = priceCart([{ id: 'instalift-thermagen', quantity: 1 }], COMPILED_SERVICES);
    expect(result).toMatchObject({ ok: true, total: 0, lines: [{ unitPrice: 0, lineTotal: 0 }] });
  });

  it('treats an empty package title as no package', () => {
    const result = priceCart([{ id: 'hangover-drip', quantity: 1, selectedPromo: '' }], COMPILED_SERVICES);
    expect(result).toMatchObject({ ok: true, total: 1499, lines: [{ selectedPromo: null }] });
  });

  it('rejects an unknown service', () => {
    expect(
      priceCart(
        [
          { id: 'skinny-drip', quantity: 1 },
          { id: 'liposuction', quantity: 1 },
        ],
        COMPILED_SERVICES,
      ),
    ).toEqual({
      ok: false,
      message: 'Unknown service: liposuction',
    });
  });

  it('rejects a package title the service does not offer', () => {
    expect(
      priceCart([{ id: 'skinny-drip', quantity: 1, selectedPromo: 'Buy 4 get 1 free' }], COMPILED_SERVICES),
    ).toEqual({
      ok: false,
      message: 'Unknown promo package "Buy 4 get 1 free" for Skinny Drip',
    });
  });

  it('takes 20% off the unit price with a valid code on a sales-layout service', () => {
    const result = priceCart([{ id: 'tbl-slim-pro', quantity: 3, promoCode: ' tbl20 ' }], COMPILED_SERVICES);
    expect(result).toEqual({
      ok: true,
      total: 3 * 1279,
      lines: [
        {
          id: 'tbl-slim-pro',
          name: 'TBL SLIM PRO',
          unitPrice: 1279,
          quantity: 3,
          lineTotal: 3837,
          selectedPromo: null,
          promoCode: 'TBL20',
        },
      ],
    });
  });

  it('applies the code to the chosen package price', () => {
    const result = priceCart(
      [
        {
          id: 'tirzepatide-slim-jab',
          quantity: 1,
          selectedPromo: 'Buy 10 get 3 free',
          promoCode: 'TBLSLIMPRO2025',
        },
      ],
      COMPILED_SERVICES,
    );
    expect(result).toMatchObject({
      ok: true,
      lines: [{ name: 'Tirzepatide Slim Jab - Buy 10 get 3 free', unitPrice: Math.round(39989 * 0.8) }],
    });
  });

  it('rejects an invalid code with the invalid-promo message', () => {
    expect(priceCart([{ id: 'skinny-jab-pro', quantity: 1, promoCode: 'TBL50' }], COMPILED_SERVICES)).toEqual(
      {
        ok: false,
        message: 'Invalid promo code. Please try again.',
      },
    );
  });

  it('refuses a code on a service without the sales layout', () => {
    expect(priceCart([{ id: 'skinny-drip', quantity: 1, promoCode: 'TBL20' }], COMPILED_SERVICES)).toEqual({
      ok: false,
      message: 'Promo codes do not apply to Skinny Drip',
    });
  });

  it('ignores a blank code', () => {
    expect(priceCart([{ id: 'skinny-drip', quantity: 1, promoCode: '  ' }], COMPILED_SERVICES)).toMatchObject(
      {
        ok: true,
        total: 1999,
        lines: [{ promoCode: null }],
      },
    );
  });

  it('accepts quantities from 1 to 20 only, in whole numbers', () => {
    expect(priceCart([{ id: 'skinny-drip', quantity: 20 }], COMPILED_SERVICES)).toMatchObject({
      ok: true,
      total: 39980,
    });
    for (const quantity of [0, -1, 21, 1.5, Number.NaN]) {
      expect(priceCart([{ id: 'skinny-drip', quantity }], COMPILED_SERVICES)).toEqual({
        ok: false,
        message: 'Quantity for Skinny Drip must be a whole number from 1 to 20',
      });
    }
  });

  it('prices an empty cart at 0', () => {
    expect(priceCart([], COMPILED_SERVICES)).toEqual({ ok: true, lines: [], total: 0 });
  });
});

describe('priceCart over an edited catalogue (issue 25)', () => {
  const facial = COMPILED_SERVICES.findService('stem-cell-facial');
  if (!facial) throw new Error('stem-cell-facial is in the catalogue');
  const edited = {
    findService: (id: string) =>
      id === 'retired-peel'
        ? { ...facial, id, name: 'Retired Peel', active: false }
        : id === facial.id
          ? {
              ...facial,
              promoPackages: [
                { title: 'Ended', description: '', promoPrice: 100, endsAt: '2026-11-01T00:00:00+08:00' },
                { title: 'Later', description: '', promoPrice: 100, startsAt: '2027-01-01T00:00:00+08:00' },
              ],
            }
          : undefined,
  };
  const now = new Date('2026-11-27T10:00:00+08:00');

  it('refuses a package after its end and before its start, naming it', () => {
    expect(priceCart([{ id: facial.id, quantity: 1, selectedPromo: 'Ended' }], edited, now)).toEqual({
      ok: false,
      message: expect.stringContaining('"Ended" for Stem Cell Facial ended on 2026-11-01'),
    });
    expect(priceCart([{ id: facial.id, quantity: 1, selectedPromo: 'Later' }], edited, now)).toEqual({
      ok: false,
      message: expect.stringContaining('"Later" for Stem Cell Facial starts on 2027-01-01'),
    });
    expect(
      priceCart([{ id: facial.id, quantity: 1, selectedPromo: 'Later' }], edited, new Date('2027-01-02')),
    ).toMatchObject({
      ok: true,
      total: 100,
    });
  });

  it('refuses a retired treatment', () => {
    expect(priceCart([{ id: 'retired-peel', quantity: 1 }], edited, now)).toEqual({
      ok: false,
      message: 'Retired Peel is no longer offered. Remove it from your cart or choose another treatment.',
    });
  });
});
