import { describe, expect, it } from 'vitest';
import { retiredWords } from './affected-section';
import type { AffectedVisit } from './resources-api';

const visit = { bookingId: 'b1' } as AffectedVisit;

describe('the words after a retirement (issue 26 item 1)', () => {
  it('says nothing more when no visit holds it', () => {
    expect(retiredWords('Room 3', [], 0)).toBe('Room 3 is retired: no longer offered.');
  });

  it("counts a practitioner's visits that need another person", () => {
    expect(retiredWords('Dr. Cruz', [visit, visit], 2)).toBe(
      'Dr. Cruz is retired: no longer offered. 2 visits need another person.',
    );
  });

  it("sends a room's or a machine's visits to the calendar", () => {
    expect(retiredWords('HIFU 1', [], 1)).toBe(
      'HIFU 1 is retired: no longer offered. 1 visit from today still holds it: move it from the calendar.',
    );
    expect(retiredWords('Room 2', [], 3)).toBe(
      'Room 2 is retired: no longer offered. 3 visits from today still hold it: move them from the calendar.',
    );
  });
});
