import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS, CATEGORY_NAMES } from '../categories';
import { CATEGORIES, findCategory } from './categories';
import { servicesInCategory } from './services';

describe('categories', () => {
  it('holds the ten categories with their names and artwork', () => {
    expect(CATEGORIES.map((category) => category.id)).toEqual([...CATEGORY_IDS]);
    for (const category of CATEGORIES) {
      expect(category.name).toBe(CATEGORY_NAMES[category.id]);
      expect(category.icon).toBe(`/images/categories/${category.id}.svg`);
      expect(category.description.length).toBeGreaterThan(40);
    }
    expect(findCategory('laser-treatments')?.name).toBe('Laser Skin Whitening');
    expect(findCategory('laser-hair-removal')?.name).toBe('Laser Permanent Hair Removal');
    expect(findCategory('nope')).toBeUndefined();
  });

  it('has services in every category', () => {
    for (const id of CATEGORY_IDS) expect(servicesInCategory(id).length).toBeGreaterThan(0);
    expect(servicesInCategory('nope')).toEqual([]);
  });
});
