import { describe, expect, it } from 'vitest';
import { SERVICES } from './catalogue/services';
import { MAX_VISIT_MINUTES, visitMinutes, visitMinutesOfServices } from './visit-length';

describe('visit length', () => {
  it('is one session of each treatment, back to back', () => {
    expect(visitMinutes([{ id: 'stem-cell-facial', quantity: 1 }])).toBe(60);
    expect(visitMinutes([{ id: 'stem-cell-facial' }, { id: 'underarm-laser-hair-removal' }])).toBe(90);
  });

  it('counts a treatment once whatever its quantity or number of lines', () => {
    expect(visitMinutes([{ id: 'stem-cell-facial', quantity: 5 }])).toBe(60);
    expect(visitMinutes([{ id: 'stem-cell-facial' }, { id: 'stem-cell-facial', quantity: 2 }])).toBe(60);
  });

  it('is at least a half hour and at most the longest first visit', () => {
    expect(visitMinutes([])).toBe(30);
    expect(visitMinutes([{ id: 'no-such-service' }])).toBe(30);
    const everything = SERVICES.map((service) => ({ id: service.id }));
    expect(visitMinutes(everything)).toBe(MAX_VISIT_MINUTES);
  });

  it('reads the same from service ids', () => {
    expect(visitMinutesOfServices(['nad-therapy', 'profhilo'])).toBe(150);
  });
});
