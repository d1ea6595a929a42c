import { addDays, manilaDate } from '@domain/manila-date';
import { formatTimeLabel, TIME_SLOTS } from '@domain/time-slots';
import { vi } from 'vitest';

export function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export interface FakeClinic {
  /** Places left at each start; a start not named has 3. */
  remaining: Record<string, number>;
  /** The last hold issued, and how each was asked for. */
  holds: Array<{ id: string; body: Record<string, unknown>; extended: boolean; released: boolean }>;
  availabilityQueries: URLSearchParams[];
  /** Days of the strip with no free start (every other day has the starts `remaining` leaves free). */
  fullDates: string[];
  /** Answers the submission (bookings, consultations). */
  submit: (init: RequestInit, url: string) => Response | Promise<Response>;
  /** When set, how the clinic refuses every new hold (e.g. a 429 past a client's limits). */
  refuseHolds?: () => Response;
}

/**
 * A stand-in for the clinic's time API in component tests: availability from `remaining`, holds
 * that take a place, and whatever `submit` answers for the booking itself. Every call is recorded.
 */
export function fakeClinic(submit: FakeClinic['submit']) {
  const clinic: FakeClinic = { remaining: {}, holds: [], availabilityQueries: [], fullDates: [], submit };
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/availability') {
      clinic.availabilityQueries.push(url.searchParams);
      // Timog closes at 8 PM (a one-hour visit starts by 7); the others are open later.
      const last = url.searchParams.get('branch') === 'quezon-city' ? '19:00' : '21:00';
      const slots = TIME_SLOTS.filter((slot) => slot.value <= last).map((slot) => {
        const remaining = clinic.remaining[slot.value] ?? 3;
        return { time: slot.value, label: formatTimeLabel(slot.value), remaining, available: remaining > 0 };
      });
      return reply(200, {
        branch: url.searchParams.get('branch'),
        date: url.searchParams.get('date'),
        minutes: 60,
        slots,
      });
    }
    // The clinic's deposit policy under the form's total (issue 28 item 3): none.
    if (url.pathname === '/api/deposits/policy') {
      return reply(200, { data: { mode: 'none', percent: 30, windowMinutes: 120, text: null } });
    }
    if (url.pathname === '/api/availability/days') {
      const free = TIME_SLOTS.filter((slot) => (clinic.remaining[slot.value] ?? 3) > 0);
      const days = Array.from({ length: 14 }, (_, offset) => addDays(manilaDate(), offset)).map((date) => ({
        date,
        free: clinic.fullDates.includes(date) ? 0 : free.length,
        closed: false,
      }));
      const first = days.find((day) => day.free > 0);
      const time = free[0]?.value ?? '';
      return reply(200, {
        branch: url.searchParams.get('branch'),
        from: days[0]?.date,
        minutes: 60,
        days,
        next: first ? { date: first.date, time, label: formatTimeLabel(time) } : null,
      });
    }
    const extend = url.pathname.match(/^\/api\/holds\/([^/]+)\/extend$/);
    if (extend) {
      const hold = clinic.holds.find((entry) => entry.id === extend[1]);
      if (!hold || hold.extended) return reply(409, { msg: 'This hold was already extended' });
      hold.extended = true;
      return reply(200, { hold: { id: hold.id, expiresAt: new Date(Date.now() + 120_000).toISOString() } });
    }
    const release = url.pathname.match(/^\/api\/holds\/([^/]+)$/);
    if (release && init.method === 'DELETE') {
      const hold = clinic.holds.find((entry) => entry.id === release[1]);
      if (hold) hold.released = true;
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/api/holds') {
      if (clinic.refuseHolds) return clinic.refuseHolds();
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      const time = String(body.time);
      if ((clinic.remaining[time] ?? 3) <= 0)
        return reply(409, { msg: 'This time is full', alternatives: [] });
      clinic.remaining[time] = (clinic.remaining[time] ?? 3) - 1;
      const id = `hold-${clinic.holds.length + 1}`;
      clinic.holds.push({ id, body, extended: false, released: false });
      return reply(201, { hold: { id, expiresAt: new Date(Date.now() + 300_000).toISOString() } });
    }
    return clinic.submit(init, url.pathname);
  });
  const submissions = () =>
    fetch.mock.calls
      .filter(([input]) => /\/api\/(bookings|online-consultations)$/.test(String(input)))
      .map(([input, init]) => ({
        url: String(input),
        init: init as RequestInit,
        body: JSON.parse(String(init?.body)),
      }));
  return { clinic, fetch, submissions };
}
