import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILED_SERVICES } from '../../../domain/catalogue/catalogue-rules';
import { addDays, manilaDate } from '../../../domain/manila-date';
import { LAPSE_ACTOR, LAPSE_REASON, visitStart } from '../../../domain/pending-lapse';
import { type SecondInstance, startSecondInstance } from '../soak/second-instance';
import { BURST_TIMEOUT_MS } from '../test/burst-timeout';
import { setCapacity } from '../test/capacity';
import { anotherPerson, bookingBody, signedIn } from '../test/factories';
import { type Client, client } from '../test/http';
import { type MailTestServer, startMailTestServer } from '../test/mail-test-server';
import { leafParts } from '../test/mime';
import { usingPostgres } from '../test/test-database';
import { TEST_SECRETS } from '../test/test-server';
import { lapsePendingBookings } from './lapse-pending';

/**
 * Pending bookings lapse (issue 23 item 2, domain/pending-lapse.ts): the background job releases an
 * online booking never confirmed, unpaid and without proof, 24 hours before its visit, once, however
 * many instances run it; it frees the place, e-mails the client a link to book again, and the desk
 * reads why. Everything else stays booked.
 */
let mail: MailTestServer;
let second: SecondInstance;
let api: Client;
let staff: string;
const { updateCode } = TEST_SECRETS;

beforeAll(async () => {
  mail = await startMailTestServer();
  second = await startSecondInstance(mail.server);
  if (!usingPostgres()) console.log('pending lapse: PGlite run, both instances share one embedded database');
  api = client(mail.server.url);
  staff = (await signedIn(mail.server.db.knex, api, 'staff', 'Rosa Front Desk')).token;
});

afterAll(async () => {
  await second.close();
  await mail.close();
});

const day = addDays(manilaDate(), 4);
const later = addDays(manilaDate(), 6);
/** The jobs run as if it were 02:00 in Manila on `day`: a 14:00 visit is 12 hours away. */
const runAt = new Date(visitStart(day, '14:00').getTime() - 12 * 3_600_000);

async function online(date: string, time: string) {
  const reply = await api.post(
    '/api/bookings',
    bookingBody({ bookingData: { branch: 'las-pinas', date, time, ...anotherPerson() } }),
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.booking.id as string;
}

async function atDesk(time: string) {
  const reply = await api.post(
    '/api/bookings/front-desk',
    bookingBody({ bookingData: { branch: 'las-pinas', date: day, time, ...anotherPerson() } }),
    { token: staff, headers: { 'Idempotency-Key': crypto.randomUUID() } },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.booking.id as string;
}

async function freeAt(time: string): Promise<boolean> {
  const reply = await api.get(`/api/availability?branch=las-pinas&date=${day}&services=stem-cell-facial`);
  const slot = (reply.body.slots as Array<{ time: string; available: boolean }>).find(
    (one) => one.time === time,
  );
  return slot?.available ?? false;
}

describe('pending bookings lapse', () => {
  it(
    'releases an unconfirmed, unpaid online booking once over two instances, frees its place, tells the client and the desk',
    async () => {
      await setCapacity(mail.server.db.knex, 'las-pinas', 1);
      const lapsing = await online(day, '14:00');
      const confirmed = await online(day, '10:00');
      expect(
        (
          await api.patch(
            `/api/bookings/${confirmed}/status`,
            { status: 'confirmed', updateCode },
            { token: staff },
          )
        ).status,
      ).toBe(200);
      const proofSent = await online(day, '11:30');
      await mail.server.db
        .knex('bookings')
        .where({ id: proofSent })
        .update({ payment_status: 'proof-submitted' });
      const fromDesk = await atDesk('16:00');
      const farAhead = await online(later, '14:00');
      const justSent = await online(day, '17:30');
      await mail.server.db
        .knex('bookings')
        .where({ id: justSent })
        .update({ created_at: new Date(runAt.getTime() - 3_600_000) });
      expect(await freeAt('14:00')).toBe(false);
      await mail.outbox.runOnce();
      mail.sink.received.length = 0;

      const [a, b] = await Promise.all([
        lapsePendingBookings(mail.server.db.knex, runAt, COMPILED_SERVICES),
        lapsePendingBookings(second.context.db.knex, runAt, COMPILED_SERVICES),
      ]);
      expect([...a, ...b]).toEqual([lapsing]);
      console.log(`pending lapse: instance A released ${a.length}, instance B ${b.length}`);

      const rows = await mail.server.db
        .knex('bookings')
        .whereIn('id', [lapsing, confirmed, proofSent, fromDesk, farAhead, justSent])
        .select('id', 'status');
      const status = Object.fromEntries(rows.map((row) => [row.id, row.status]));
      expect(status).toEqual({
        [lapsing]: 'cancelled',
        [confirmed]: 'confirmed',
        [proofSent]: 'pending',
        [fromDesk]: 'pending',
        [farAhead]: 'pending',
        [justSent]: 'pending',
      });
      const history = await mail.server.db
        .knex('booking_status_history')
        .where({ booking_id: lapsing, to_status: 'cancelled' });
      expect(history).toHaveLength(1);
      expect(history[0]?.changed_by).toBe(LAPSE_ACTOR);
      expect(await freeAt('14:00')).toBe(true);

      const detail = await api.get(`/api/bookings/${lapsing}`, { token: staff });
      const last = detail.body.data.events.at(-1);
      expect(last).toMatchObject({ kind: 'status_changed', actor: LAPSE_ACTOR });
      expect(last.summary).toContain(LAPSE_REASON);

      const queued = await mail.server.db
        .knex('email_outbox')
        .where({ booking_id: lapsing, kind: 'booking-lapsed' });
      expect(queued).toHaveLength(1);
      await mail.outbox.runOnce();
      const text = mail.sink.received
        .map(
          (message) =>
            leafParts(message.raw).find((part) => part.contentType.startsWith('text/plain'))?.body ?? '',
        )
        .join('\n');
      expect(text).toContain('was not confirmed by the clinic');
      expect(text).toContain('Book again: https://tbl.example/services');

      // Run again: nothing more is released or sent.
      expect(await lapsePendingBookings(second.context.db.knex, runAt, COMPILED_SERVICES)).toEqual([]);
    },
    BURST_TIMEOUT_MS,
  );
});
