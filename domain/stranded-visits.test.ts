import { describe, expect, it } from 'vitest';
import { strandedVisits } from './stranded-visits';

describe('strandedVisits', () => {
  it('keeps the first booked that fit and strands the later ones that would overlap too many', () => {
    const visits = [
      { id: 'a', time: '10:00', minutes: 60 },
      { id: 'b', time: '10:30', minutes: 60 },
      { id: 'c', time: '11:00', minutes: 30 },
      { id: 'd', time: '10:00', minutes: 30 },
    ];
    expect([...strandedVisits(visits, 1, false)]).toEqual([
      ['b', 'over-capacity'],
      ['d', 'over-capacity'],
    ]);
    // Two at once: every half hour has two visits at most.
    expect(strandedVisits(visits, 2, false).size).toBe(0);
  });

  it('strands every visit of a closed day, and every visit of a place with no capacity', () => {
    const visits = [{ id: 'a', time: '10:00', minutes: 60 }];
    expect([...strandedVisits(visits, 4, true)]).toEqual([['a', 'closed']]);
    expect([...strandedVisits(visits, 0, false)]).toEqual([['a', 'over-capacity']]);
  });
});
