import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ClinicDatabase } from '../db';
import { drainOutbox } from './drain-outbox';
import { alternativesOf, chooseOnForm, resubmitAtNewTime } from './needs-new-time';
import { countNeedingAttention, countWaiting } from './outbox-store';
import { submitToOutbox } from './submit-to-outbox';

const ALTERNATIVES = [
  { date: '2026-12-01', time: '15:00', label: '3:00 PM' },
  { date: '2026-12-02', time: '14:00', label: '2:00 PM' },
];

const booking = {
  bookingData: {
    branch: 'makati',
    date: '2026-12-01',
    time: '14:00',
    customerName: 'Ana Santos',
    holdId: 'old',
  },
  cartItems: [{ id: 'stem-cell-facial', quantity: 1 }],
};

let db: ClinicDatabase;
let sent: Array<{ key: string; body: Record<string, unknown> }>;
/** A clinic where 2:00 PM is full and every other start is free. */
const clinic: typeof fetch = async (_url, init) => {
  const body = JSON.parse(String(init?.body));
  const key = ((init?.headers ?? {}) as Record<string, string>)['Idempotency-Key'] ?? '';
  sent.push({ key, body });
  const time = body.bookingData?.time ?? body.time;
  const answer =
    time === '14:00' && (body.bookingData?.date ?? body.date) === '2026-12-01'
      ? { status: 409, body: { msg: 'This time is full', alternatives: ALTERNATIVES } }
      : { status: 201, body: { booking: { bookingData: { bookingNumber: 'TBL00000042' } } } };
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json' },
  });
};
const drain = () => drainOutbox(db, { fetch: clinic, baseUrl: 'http://clinic.test' });

beforeEach(() => {
  db = new ClinicDatabase(`new-time-test-${Math.random()}`);
  sent = [];
});

afterEach(async () => {
  await db.delete();
});

async function queueOfflineBooking() {
  await db.drafts.put({ id: 'booking', values: { customerName: 'Ana Santos', time: '14:00' }, updatedAt: 1 });
  return submitToOutbox(db, {
    draftId: 'booking',
    kind: 'booking',
    url: '/api/bookings',
    body: booking,
    values: { customerName: 'Ana Santos', date: '2026-12-01', time: '14:00' },
  });
}

describe('a booking whose start filled up while it waited offline', () => {
  it('is kept as needing a new time with the alternatives, and never sent again as it was', async () => {
    const id = await queueOfflineBooking();
    expect(await drain()).toMatchObject({ conflicts: 1, delivered: 0, retrying: 0 });
    const item = await db.outbox.get(id);
    expect(item?.status).toBe('conflict');
    expect(item && alternativesOf(item)).toEqual(ALTERNATIVES);
    expect(await countWaiting(db)).toBe(0);
    expect(await countNeedingAttention(db)).toBe(1);
    expect(await drain()).toMatchObject({ conflicts: 0, delivered: 0 });
    expect(sent).toHaveLength(1);
  });

  it('goes again at the chosen start under a new key, everything else as typed, and ends as one booking', async () => {
    const id = await queueOfflineBooking();
    await drain();
    const [choice] = ALTERNATIVES as [(typeof ALTERNATIVES)[number]];
    const next = await resubmitAtNewTime(db, id, choice);
    expect(next).toBeDefined();
    expect(next).not.toBe(id);
    // A second tap (or a second tab) finds nothing left to move.
    expect(await resubmitAtNewTime(db, id, choice)).toBeUndefined();
    expect(await db.outbox.get(id)).toBeUndefined();
    const draft = await db.drafts.get('booking');
    expect(draft).toMatchObject({ outboxId: next, values: { date: '2026-12-01', time: '15:00' } });
    expect(await drain()).toMatchObject({ delivered: 1 });
    expect(sent.map((request) => request.key)).toEqual([id, next]);
    const resent = sent[1]?.body as { bookingData: Record<string, unknown>; cartItems: unknown };
    expect(resent.bookingData).toEqual({
      branch: 'makati',
      date: '2026-12-01',
      time: '15:00',
      customerName: 'Ana Santos',
    });
    expect(resent.cartItems).toEqual(booking.cartItems);
    expect((await db.outbox.toArray()).map((item) => item.status)).toEqual(['delivered']);
    expect(await countNeedingAttention(db)).toBe(1);
  });

  it('moves a consultation too, its date and time at the top of the request', async () => {
    const id = await submitToOutbox(db, {
      draftId: 'consultation',
      kind: 'consultation',
      url: '/api/online-consultations',
      body: { date: '2026-12-01', time: '14:00', customerName: 'Bea Reyes', holdId: 'old' },
    });
    await drain();
    const next = await resubmitAtNewTime(db, id, ALTERNATIVES[1] as (typeof ALTERNATIVES)[number]);
    expect((await db.outbox.get(next ?? ''))?.body).toEqual({
      date: '2026-12-02',
      time: '14:00',
      customerName: 'Bea Reyes',
    });
  });

  it('can go back to its own form, every field kept, and leaves one that another form holds alone', async () => {
    const id = await queueOfflineBooking();
    await drain();
    await db.drafts.update('booking', { outboxId: 'someone-else' });
    await chooseOnForm(db, id, 'This time is full');
    expect((await db.outbox.get(id))?.status).toBe('conflict');
    await db.drafts.update('booking', { outboxId: id });
    await chooseOnForm(db, id, 'This time is full');
    expect(await db.outbox.get(id)).toBeUndefined();
    expect(await db.drafts.get('booking')).toMatchObject({
      outboxId: undefined,
      serverMessage: 'This time is full',
      values: { customerName: 'Ana Santos', time: '14:00' },
    });
  });
});
