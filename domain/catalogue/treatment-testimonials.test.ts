import { describe, expect, it } from 'vitest';
import { SERVICES } from './services';
import { TESTIMONIALS } from './testimonials';
import { TREATMENT_TESTIMONIALS, testimonialsFor } from './treatment-testimonials';

const salesPages = SERVICES.filter((service) => service.salesLayout);

describe('testimonials on the sales pages', () => {
  it('gives each sales page at least two stories, each about that treatment and no other', () => {
    expect(salesPages.length).toBe(5);
    for (const service of salesPages) {
      const stories = testimonialsFor(service.id);
      expect(stories.length, service.id).toBeGreaterThanOrEqual(2);
      for (const story of stories) {
        expect(story.content, story.id).toContain(service.name);
        for (const other of SERVICES) {
          if (other.id === service.id || service.name.includes(other.name)) continue;
          expect(story.content, `${story.id} names ${other.name}`).not.toContain(other.name);
        }
      }
    }
  });

  it('names only real services, with unique ids and a portrait, rated 5', () => {
    const ids = [...TESTIMONIALS, ...TREATMENT_TESTIMONIALS].map((story) => story.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const story of TREATMENT_TESTIMONIALS) {
      expect(SERVICES.some((service) => service.id === story.serviceId)).toBe(true);
      expect(story.image).toBe(`/images/people/${story.id}.svg`);
      expect(story.rating).toBe(5);
    }
  });

  it('has none for a service without stories of its own', () => {
    expect(testimonialsFor('stem-cell-facial')).toEqual([]);
  });
});
