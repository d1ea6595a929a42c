import type { CategoryId } from '../categories';

/** scripts/make-artwork.mjs draws this many illustrations per category. */
export const ARTWORK_PER_CATEGORY = 4;

export function categoryIcon(category: CategoryId): string {
  return `/images/categories/${category}.svg`;
}

export function serviceArtworkPath(category: CategoryId, index: number): string {
  return `/images/services/${category}-${(index % ARTWORK_PER_CATEGORY) + 1}.svg`;
}

/**
 * A service's cover and gallery from its category's set. Each service starts at its own offset so
 * neighbouring cards in a grid do not show the same picture.
 */
export function serviceArtwork(
  category: CategoryId,
  offset: number,
  count = 3,
): { image: string; images: string[] } {
  const images = Array.from({ length: count }, (_, step) => serviceArtworkPath(category, offset + step));
  return { image: images[0] ?? serviceArtworkPath(category, offset), images };
}
