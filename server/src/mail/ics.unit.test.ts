import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldLine } from './ics';

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeIcsText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'ñ'.repeat(80)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const piece of folded) expect(Buffer.byteLength(piece, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.map((piece, index) => (index === 0 ? piece : piece.slice(1))).join('')).toBe(line);
  });
});

describe('the appointment invitation', () => {
  const ics = buildIcs({
    uid: 'booking-1@tbl-clinic.ph',
    date: '2026-12-31',
    time: '23:30',
    durationMinutes: 60,
    summary: 'Facial, then drip',
    location: 'Makati branch',
    description: 'Two services',
    organizerName: 'TBL "Clinic"',
    organizerEmail: 'hello@tbl-clinic.ph',
    stamp: new Date('2026-11-21T02:03:04Z'),
  });

  it('holds Manila local times with the zone defined, rolling over midnight and the year', () => {
    expect(ics).toContain('DTSTART;TZID=Asia/Manila:20261231T233000\r\n');
    expect(ics).toContain('DTEND;TZID=Asia/Manila:20270101T003000\r\n');
    expect(ics).toContain('TZOFFSETFROM:+0800\r\nTZOFFSETTO:+0800');
    expect(ics).toContain('DTSTAMP:20261121T020304Z\r\n');
  });

  it('is a PUBLISH calendar with CRLF lines and escaped text', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('METHOD:PUBLISH\r\n');
    expect(ics).toContain('SUMMARY:Facial\\, then drip\r\n');
    expect(ics).toContain('ORGANIZER;CN="TBL Clinic":mailto:hello@tbl-clinic.ph\r\n');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  });
});
