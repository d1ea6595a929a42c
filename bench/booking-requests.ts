import crypto from 'node:crypto';
import { addDays } from '../domain/manila-date';
import { startsWithinHours } from '../domain/opening-hours';
import type { Request } from './load';

const PLACES = ['makati', 'las-pinas', 'quezon-city', 'home'] as const;
const DAYS = 360;

/**
 * The `index`-th booking of a write run: places, days (1 to 360 ahead) and starts in rotation, every
 * one inside its place's hours for the one-hour facial, so the app refuses none for its time.
 */
export function benchBooking(index: number, today: string): Request {
  const place = PLACES[index % PLACES.length] ?? 'makati';
  const starts = startsWithinHours(place, 60);
  const round = Math.floor(index / (PLACES.length * DAYS));
  const body = JSON.stringify({
    bookingData: {
      serviceType: place === 'home' ? 'home' : 'clinic',
      branch: place,
      address: place === 'home' ? '12 Mabini Street, Pasig' : '',
      date: addDays(today, 1 + (Math.floor(index / PLACES.length) % DAYS)),
      time: starts[round % starts.length],
      age: 30,
      customerName: `Bench Client ${index}`,
      email: `bench${index}@example.com`,
      // A person per request: one phone at two places at once is refused as a clash (round two).
      phone: `0917 ${String(index % 10_000_000).padStart(7, '0')}`,
      paymentMethod: 'gcash',
    },
    cartItems: [{ id: 'stem-cell-facial', quantity: 1 }],
  });
  return { method: 'POST', path: '/api/bookings', body, headers: { 'Idempotency-Key': crypto.randomUUID() } };
}
