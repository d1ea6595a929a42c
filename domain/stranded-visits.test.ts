import { describe, expect, it } from 'vitest';
import { strandedVisits } from './stranded-visits';

describe('strandedVisits', () => {
  const visits = [
    { id: 'a', time: '10:00', minutes: 60 },
    { id: 'b', time: '10:30', minutes: 60 },
    { id: 'd', time: '10:00', minutes: 30 },
  ];

  it('strands every visit of a closed day', () => {
    expect([...strandedVisits(visits, true)]).toEqual([
      ['a', 'closed'],
      ['b', 'closed'],
      ['d', 'closed'],
    ]);
  });

  it('strands nothing on an open day, however many overlap: rooms and people decide that (issue 26)', () => {
    expect(strandedVisits(visits, false).size).toBe(0);
  });
});
