import crypto from 'node:crypto';

/** `TBL` + 8 random digits: 100 million numbers, so a clash is rare and simply retried. */
export function randomBookingNumber(): string {
  return `TBL${String(crypto.randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
