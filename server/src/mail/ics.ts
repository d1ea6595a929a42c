/** Manila has kept UTC+8 without daylight saving since 1978, so one STANDARD block describes it. */
const MANILA_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Manila',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0800',
  'TZOFFSETTO:+0800',
  'TZNAME:PHT',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export interface CalendarEvent {
  uid: string;
  /** Manila calendar date `YYYY-MM-DD` and time `HH:MM`. */
  date: string;
  time: string;
  durationMinutes: number;
  summary: string;
  location: string;
  description: string;
  organizerName: string;
  organizerEmail: string;
  stamp?: Date;
  /** Grows with each change to the same UID, so calendars replace the event they hold. */
  sequence?: number;
}

/**
 * RFC 5545 text: backslash, semicolon, comma and newlines escaped. A lone CR counts as a newline too:
 * some calendar readers end a line there, which would let typed text start a property of its own.
 */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const length = Buffer.byteLength(character, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += character;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactLocal = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;

function addMinutes(date: string, time: string, minutes: number): { date: string; time: string } {
  const instant = new Date(`${date}T${time}:00Z`);
  instant.setUTCMinutes(instant.getUTCMinutes() + minutes);
  const iso = instant.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

const utcStamp = (at: Date) => `${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** A one-event calendar (METHOD:PUBLISH) in Manila time with its VTIMEZONE, lines CRLF-ended. */
export function buildIcs(event: CalendarEvent): string {
  const end = addMinutes(event.date, event.time, event.durationMinutes);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//TBL Aesthetics & Slimming Center//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...MANILA_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp ?? new Date())}`,
    `DTSTART;TZID=Asia/Manila:${compactLocal(event.date, event.time)}`,
    `DTEND;TZID=Asia/Manila:${compactLocal(end.date, end.time)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    // A parameter value is quoted, not escaped; it simply may not hold a double quote.
    `ORGANIZER;CN="${event.organizerName.replace(/"/g, '')}":mailto:${event.organizerEmail}`,
    'STATUS:TENTATIVE',
    `SEQUENCE:${Math.max(0, Math.floor(event.sequence ?? 0))}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** One UID per appointment, so a resent confirmation updates the same calendar entry. */
export function eventUid(kind: string, id: string, domain: string): string {
  return `${kind}-${id}@${domain}`;
}
