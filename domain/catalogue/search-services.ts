import { CATEGORY_NAMES, isCategoryId } from '../categories';
import type { Service } from './types';

/** What a search reads of a treatment; any source of the catalogue that has these can be searched. */
export type SearchableService = Pick<Service, 'name' | 'category' | 'shortDescription'> &
  Partial<Pick<Service, 'longDescription' | 'moreDescription'>>;

/** Lower case without accents, so "Peña" is found as "pena" and "FACIAL" as "facial". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The folded words of a text: runs of letters and digits ("V-Line" is "v" and "line"). */
export function searchWords(text: string): string[] {
  return foldForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const categoryNameOf = (category: string) => (isCategoryId(category) ? CATEGORY_NAMES[category] : '');

/** Every word a treatment can be found by, each with a space before it; worked out once per treatment. */
const wordLines = new WeakMap<SearchableService, string>();

function wordLineOf(service: SearchableService): string {
  let line = wordLines.get(service);
  if (line === undefined) {
    const text = [
      service.name,
      categoryNameOf(service.category),
      service.shortDescription,
      service.longDescription ?? '',
      service.moreDescription ?? '',
    ].join(' ');
    line = ` ${searchWords(text).join(' ')}`;
    wordLines.set(service, line);
  }
  return line;
}

/**
 * The treatments a client's search finds, in the order they were given (the page's sort stays). Each
 * word typed must begin a word of the treatment's name, its category's name or its descriptions, in
 * any case and with or without accents: "slim" finds "Slimming", "hifu" finds "HIFU", and "ulthera"
 * finds Ulthera, while "ice" does not find every "price". A query with no words finds them all.
 */
export function searchServices<T extends SearchableService>(services: readonly T[], query: string): T[] {
  const words = searchWords(query);
  if (words.length === 0) return [...services];
  return services.filter((service) => {
    const line = wordLineOf(service);
    return words.every((word) => line.includes(` ${word}`));
  });
}
