import type { Service } from '@domain/catalogue/types';

export const SORT_OPTIONS = [
  { value: 'featured', label: 'Featured first' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'name', label: 'Name: A to Z' },
] as const;

export type SortOrder = (typeof SORT_OPTIONS)[number]['value'];

export const DEFAULT_SORT: SortOrder = 'featured';

export function isSortOrder(value: unknown): value is SortOrder {
  return SORT_OPTIONS.some((option) => option.value === value);
}

/** A price to sort by; consultation-priced services have none and always go last. */
function sortablePrice(service: Service): number | null {
  return typeof service.price === 'number' && service.price > 0 ? service.price : null;
}

function byPrice(direction: 1 | -1) {
  return (a: Service, b: Service) => {
    const priceA = sortablePrice(a);
    const priceB = sortablePrice(b);
    if (priceA === null || priceB === null) return (priceA === null ? 1 : 0) - (priceB === null ? 1 : 0);
    return (priceA - priceB) * direction;
  };
}

const byName = (a: Service, b: Service) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** A sorted copy; ties keep the catalogue's own order. */
export function sortServices(services: readonly Service[], order: SortOrder): Service[] {
  const sorted = [...services];
  switch (order) {
    case 'featured':
      return sorted.sort((a, b) => Number(b.featured) - Number(a.featured));
    case 'price-asc':
      return sorted.sort(byPrice(1));
    case 'price-desc':
      return sorted.sort(byPrice(-1));
    case 'name':
      return sorted.sort(byName);
  }
}
