import { describe, expect, it } from 'vitest';
import { SERVICE_REVIEWS, TESTIMONIALS } from './testimonials';

describe('testimonials and reviews', () => {
  it('holds five testimonials and three slimming reviews, all rated 5 with a portrait', () => {
    expect(TESTIMONIALS).toHaveLength(5);
    expect(SERVICE_REVIEWS).toHaveLength(3);
    for (const entry of [...TESTIMONIALS, ...SERVICE_REVIEWS]) {
      expect(entry.rating).toBe(5);
      expect(entry.image).toBe(`/images/people/${entry.id}.svg`);
      expect(entry.content.length).toBeGreaterThan(60);
    }
    for (const testimonial of TESTIMONIALS) expect(testimonial.role).not.toBe('');
    const ids = [...TESTIMONIALS, ...SERVICE_REVIEWS].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
