import { describe, expect, it } from 'vitest';
import { foldForSearch, type SearchableService, searchServices, searchWords } from './search-services';
import { SERVICES } from './services';

const names = (found: readonly SearchableService[]) => found.map((service) => service.name);

const treatment = (name: string, shortDescription = '', category = 'facial-treatments') =>
  ({ name, category, shortDescription }) as SearchableService;

describe('searchServices', () => {
  it('finds every treatment, in the order given, for an empty or blank query', () => {
    expect(searchServices(SERVICES, '')).toEqual(SERVICES);
    expect(searchServices(SERVICES, '  -  ')).toEqual(SERVICES);
  });

  it('finds a treatment by its name in any case', () => {
    for (const query of ['ulthera', 'ULTHERA', ' Ulthera ']) {
      expect(names(searchServices(SERVICES, query))).toContain('Ulthera Prime - 300 Lines');
    }
  });

  it('finds treatments by words of their descriptions, and only those', () => {
    const found = searchServices(SERVICES, 'hifu');
    expect(found.length).toBeGreaterThan(1);
    expect(new Set(found.map((service) => service.category))).toEqual(
      new Set(['face-slimming', 'body-slimming']),
    );
    for (const service of found) {
      const text = [service.name, service.shortDescription, service.longDescription, service.moreDescription];
      expect(text.join(' ').toLowerCase()).toContain('hifu');
    }
  });

  it("finds a category's treatments by the start of a word of its name", () => {
    const found = searchServices(SERVICES, 'slim');
    const slimming = SERVICES.filter((service) =>
      ['face-slimming', 'body-slimming'].includes(service.category),
    );
    expect(found).toEqual(expect.arrayContaining(slimming));
    expect(searchServices(SERVICES, 'iv drips').length).toBe(
      SERVICES.filter((service) => service.category === 'iv-drips').length,
    );
  });

  it('needs every word typed, each the start of a word', () => {
    expect(names(searchServices(SERVICES, 'korean glow'))).toContain('Korean Glow Drip');
    expect(searchServices(SERVICES, 'korean zzzz')).toEqual([]);
    const list = [treatment('Glass Skin', 'Best price in town'), treatment('Ice Facial', 'Cooling')];
    expect(names(searchServices(list, 'ice'))).toEqual(['Ice Facial']);
  });

  it('ignores accents on either side', () => {
    const list = [treatment('Peña Facial'), treatment('Glow Drip', 'Crème-like finish', 'iv-drips')];
    expect(names(searchServices(list, 'pena'))).toEqual(['Peña Facial']);
    expect(names(searchServices(list, 'PEÑA'))).toEqual(['Peña Facial']);
    expect(names(searchServices(list, 'creme'))).toEqual(['Glow Drip']);
    expect(names(searchServices(list, 'fácial'))).toEqual(['Peña Facial']);
  });

  it('keeps the order it was given', () => {
    const list = [treatment('Zeta Glow'), treatment('Alpha Glow')];
    expect(names(searchServices(list, 'glow'))).toEqual(['Zeta Glow', 'Alpha Glow']);
  });
});

describe('foldForSearch and searchWords', () => {
  it('fold case and accents, and split on anything but letters and digits', () => {
    expect(foldForSearch('Ñiño CRÈME')).toBe('nino creme');
    expect(searchWords('V-Line Meso, 300 Lines!')).toEqual(['v', 'line', 'meso', '300', 'lines']);
  });
});
