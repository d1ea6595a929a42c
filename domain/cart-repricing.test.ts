import { describe, expect, it } from 'vitest';
import { repriceLine } from './cart-repricing';
import { catalogueRules } from './catalogue/catalogue-rules';
import { compiledCatalogue } from './catalogue/catalogue-seed';
import type { Catalogue, CatalogueService } from './catalogue/catalogue-shapes';

const FACIAL = 'mermaid-hydra-facial';
const NOW = new Date('2026-11-27T04:00:00Z');

function editing(id: string, change: (service: CatalogueService) => CatalogueService) {
  const catalogue: Catalogue = compiledCatalogue();
  return catalogueRules({
    ...catalogue,
    version: 7,
    services: catalogue.services.map((service) => (service.id === id ? change(service) : service)),
  });
}

const facial = { id: FACIAL, name: 'Mermaid Hydra Facial', price: 3499 };

describe('a kept cart line against the current catalogue', () => {
  it('stays as it is while the catalogue prices it the same', () => {
    expect(repriceLine(facial, catalogueRules(compiledCatalogue()), NOW)).toEqual({ kind: 'same' });
  });

  it('takes the new price and name once the clinic changed them', () => {
    const rules = editing(FACIAL, (service) => ({ ...service, price: 3899, name: 'Mermaid Glow Facial' }));
    expect(repriceLine(facial, rules, NOW)).toEqual({
      kind: 'changed',
      name: 'Mermaid Glow Facial',
      price: 3899,
    });
  });

  it('is refused, by name, once the treatment is retired', () => {
    const rules = editing(FACIAL, (service) => ({ ...service, active: false }));
    expect(repriceLine(facial, rules, NOW)).toEqual({
      kind: 'refused',
      message:
        'Mermaid Hydra Facial is no longer offered. Remove it from your cart or choose another treatment.',
    });
  });

  it('is refused once its promo package ended, even if the device still holds its old price', () => {
    const catalogue = compiledCatalogue();
    const withPromos = catalogue.services.find((service) => service.promos.length > 0);
    if (!withPromos) throw new Error('The compiled catalogue has no promo package');
    const promo = withPromos.promos[0];
    if (!promo) throw new Error('unreachable');
    const rules = editing(withPromos.id, (service) => ({
      ...service,
      promos: service.promos.map((p) =>
        p.title === promo.title ? { ...p, endsAt: '2026-11-01T00:00:00Z' } : p,
      ),
    }));
    const line = {
      id: withPromos.id,
      name: `${withPromos.packageLineName ?? withPromos.name} - ${promo.title}`,
      price: promo.price,
      selectedPromo: promo.title,
    };
    const result = repriceLine(line, rules, NOW);
    expect(result.kind).toBe('refused');
    expect(result.kind === 'refused' && result.message).toContain(`"${promo.title}"`);
    expect(result.kind === 'refused' && result.message).toContain('ended on 2026-11-01');
  });

  it('keeps a session from a package at nothing to pay, whatever the treatment now costs', () => {
    const rules = editing(FACIAL, (service) => ({ ...service, price: 5000 }));
    const fromPackage = {
      id: FACIAL,
      name: 'Mermaid Hydra Facial (from package)',
      price: 0,
      packageId: 'pkg-1',
    };
    expect(repriceLine(fromPackage, rules, NOW)).toEqual({ kind: 'same' });
  });
});
