import { describe, expect, it } from 'vitest';
import { SERVICES } from './services';
import { sameNeeds, suggestedNeeds } from './suggested-needs';

const needsOf = (id: string) => {
  const service = SERVICES.find((entry) => entry.id === id);
  if (!service) throw new Error(`no seeded ${id}`);
  return suggestedNeeds(service);
};

describe('suggestedNeeds (issue 26 item 2)', () => {
  it('gives threads, fillers and botulinum toxin a doctor', () => {
    for (const id of ['cog-thread-face-lift', 'lip-filler', 'anti-wrinkle-botox'])
      expect(needsOf(id)).toEqual([{ kind: 'practitioner', skill: 'doctor' }, { kind: 'room' }]);
  });

  it('gives Ulthera a HIFU machine, lasers a laser machine, facials an aesthetician and a room', () => {
    expect(needsOf('ulthera-prime')).toContainEqual({ kind: 'machine', type: 'hifu' });
    expect(needsOf('pico-glow-laser')).toContainEqual({ kind: 'machine', type: 'laser' });
    expect(needsOf('underarm-laser-hair-removal')).toContainEqual({ kind: 'machine', type: 'laser' });
    expect(needsOf('korean-lift-facial')).toEqual([
      { kind: 'practitioner', skill: 'aesthetician' },
      { kind: 'room' },
    ]);
  });

  it('names every seeded treatment, each with one room and at most one practitioner and one machine', () => {
    for (const service of SERVICES) {
      const needs = suggestedNeeds(service);
      expect(
        needs.filter((need) => need.kind === 'room'),
        service.id,
      ).toHaveLength(1);
      expect(needs.filter((need) => need.kind === 'practitioner').length).toBeLessThanOrEqual(1);
      expect(needs.filter((need) => need.kind === 'machine').length).toBeLessThanOrEqual(1);
    }
  });

  it('falls back to one room for a treatment of no known category, and hands out copies', () => {
    expect(suggestedNeeds({ id: 'new', category: 'unknown' as never })).toEqual([{ kind: 'room' }]);
    const first = needsOf('lip-filler');
    first.pop();
    expect(needsOf('lip-filler')).toHaveLength(2);
  });

  it('compares needs by what they ask for, whatever the key order', () => {
    expect(
      sameNeeds(
        [{ skill: 'doctor', kind: 'practitioner' } as never],
        [{ kind: 'practitioner', skill: 'doctor' }],
      ),
    ).toBe(true);
    expect(sameNeeds([{ kind: 'room' }], [{ kind: 'room' }, { kind: 'room' }])).toBe(false);
  });
});
