import { describe, expect, it } from 'vitest';
import { lapseRuleNote, lapsesNow, visitStart } from './pending-lapse';

const at = (text: string) => new Date(text);

describe('pending bookings lapse', () => {
  const start = visitStart('2026-12-10', '14:00');

  it('reads the visit start in Manila time', () => {
    expect(start.toISOString()).toBe('2026-12-10T06:00:00.000Z');
  });

  it('releases a booking sent days before, from 24 hours before its visit', () => {
    const sent = at('2026-12-01T00:00:00Z');
    expect(lapsesNow(sent, start, at('2026-12-09T05:59:00Z'))).toBe(false);
    expect(lapsesNow(sent, start, at('2026-12-09T06:00:00Z'))).toBe(true);
  });

  it('gives the desk a full day to confirm a booking made for tomorrow', () => {
    const sent = at('2026-12-09T12:00:00Z');
    expect(lapsesNow(sent, start, at('2026-12-09T20:00:00Z'))).toBe(false);
    expect(lapsesNow(sent, start, at('2026-12-10T01:00:00Z'))).toBe(false);
  });

  it('never releases in the last 3 hours before the visit', () => {
    const sent = at('2026-12-01T00:00:00Z');
    expect(lapsesNow(sent, start, at('2026-12-10T02:59:00Z'))).toBe(true);
    expect(lapsesNow(sent, start, at('2026-12-10T03:00:00Z'))).toBe(false);
    expect(lapsesNow(sent, start, at('2026-12-10T07:00:00Z'))).toBe(false);
  });
});

describe('the rule as the client reads it', () => {
  it('asks a transfer payer to pay or send the proof, and a clinic payer to answer the desk', () => {
    expect(lapseRuleNote(true)).toContain('Paying or sending your proof keeps it.');
    expect(lapseRuleNote(false)).toContain('Answer our call or message to keep it.');
    expect(lapseRuleNote(false)).not.toMatch(/proof/i);
  });
});
