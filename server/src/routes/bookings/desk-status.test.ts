import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOT_STARTED_MESSAGE } from '../../../../domain/booking-status';
import type { OutboxWorker } from '../../mail/outbox-worker';
import { type SecondInstance, startSecondInstance } from '../../soak/second-instance';
import { bookingBody, signedIn, soon, storeBookings } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { type MailTestServer, startMailTestServer } from '../../test/mail-test-server';
import { decodeHeader, leafParts, messageHeaders } from '../../test/mime';
import { TEST_SECRETS } from '../../test/test-server';

let mail: MailTestServer;
let api: Client;
let second: SecondInstance;
let apiTwo: Client;
let token: string;
const { updateCode } = TEST_SECRETS;

beforeAll(async () => {
  mail = await startMailTestServer();
  api = client(mail.server.url);
  second = await startSecondInstance(mail.server);
  apiTwo = client(second.url);
  token = (await signedIn(mail.server.db.knex, api, 'staff', 'Rosa Front Desk')).token;
});

afterAll(async () => {
  await second.close();
  await mail.close();
});

beforeEach(() => {
  mail.sink.received.length = 0;
});

async function mailsTo(address: string, worker: OutboxWorker = mail.outbox) {
  await worker.runOnce();
  return mail.sink.received
    .filter((message) => message.to.includes(address))
    .map((message) => {
      const text = leafParts(message.raw).find((part) => part.contentType.startsWith('text/plain'))?.body;
      return { subject: decodeHeader(messageHeaders(message.raw).subject ?? ''), text: text ?? '' };
    });
}

async function bookedFor(email: string) {
  const made = await api.post('/api/bookings', bookingBody({ bookingData: { email } }));
  await mailsTo(email);
  mail.sink.received.length = 0;
  return made.body.booking.id as string;
}

const setStatus = (id: string, body: Record<string, unknown>, via = api) =>
  via.patch(`/api/bookings/${id}/status`, { updateCode, ...body }, { token });

describe('the client hears about staff changes', () => {
  it('confirm sends one "confirmed" e-mail with the manage link', async () => {
    const id = await bookedFor('confirm-me@example.com');
    expect((await setStatus(id, { status: 'confirmed' })).status).toBe(200);
    const mails = await mailsTo('confirm-me@example.com');
    expect(mails.map((m) => m.subject)).toEqual([
      'TBL Aesthetics & Slimming Center - Your booking is confirmed',
    ]);
    expect(mails[0]?.text).toMatch(/https:\/\/tbl\.example\/my-booking\//);
  });

  it('cancel with a reason sends one "cancelled" e-mail that gives it, and the history keeps it', async () => {
    const id = await bookedFor('cancel-me@example.com');
    const reply = await setStatus(id, { status: 'cancelled', reason: 'The therapist is ill' });
    expect(reply.status).toBe(200);
    const mails = await mailsTo('cancel-me@example.com');
    expect(mails.map((m) => m.subject)).toEqual([
      'TBL Aesthetics & Slimming Center - Your booking is cancelled',
    ]);
    expect(mails[0]?.text).toContain('The therapist is ill');
    const detail = (await api.get(`/api/bookings/${id}`, { token })).body.data;
    expect(detail.events.map((event: { summary: string }) => event.summary)).toContain(
      'Status changed from Pending to Cancelled: The therapist is ill',
    );
  });

  it('a double click and two instances at once confirm once: one history line, one e-mail', async () => {
    const id = await bookedFor('twice@example.com');
    const replies = await Promise.all([
      setStatus(id, { status: 'confirmed' }),
      setStatus(id, { status: 'confirmed' }, apiTwo),
      setStatus(id, { status: 'confirmed' }),
      setStatus(id, { status: 'confirmed' }, apiTwo),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    // Two outbox workers, one per instance, racing for the same rows.
    await Promise.all([mail.outbox.runOnce(), mail.newWorker().runOnce()]);
    const mails = await mailsTo('twice@example.com');
    expect(mails).toHaveLength(1);
    const history = (await api.get(`/api/bookings/${id}`, { token })).body.data.history;
    expect(history.filter((line: { to: string }) => line.to === 'confirmed')).toHaveLength(1);
  });

  it('no-show after the start sends a "no-show" e-mail; Completed and No-show before the start are 409', async () => {
    const id = await bookedFor('early@example.com');
    for (const status of ['completed', 'no-show']) {
      const early = await setStatus(id, { status });
      expect(early.status, status).toBe(409);
      expect(early.body.msg).toBe(NOT_STARTED_MESSAGE);
    }
    const [past] = await storeBookings(mail.server.db.knex, [
      { date: soon(-1), email: 'missed@example.com' },
    ]);
    expect((await setStatus(past as string, { status: 'no-show' })).body.data.status).toBe('no-show');
    const mails = await mailsTo('missed@example.com');
    expect(mails.map((m) => m.subject)).toEqual([
      'TBL Aesthetics & Slimming Center - We missed you: your booking is marked no-show',
    ]);
    // Going back is allowed (the edit dialog, with the update code) and is in the history.
    expect((await setStatus(past as string, { status: 'confirmed' })).body.data.status).toBe('confirmed');
    const history = (await api.get(`/api/bookings/${past}`, { token })).body.data.history;
    expect(history.map((line: { from: string; to: string }) => `${line.from}>${line.to}`)).toEqual([
      'pending>no-show',
      'no-show>confirmed',
    ]);
  });

  it('refuses a reason that is not text, without a 500', async () => {
    const id = await bookedFor('reason@example.com');
    const reply = await setStatus(id, { status: 'cancelled', reason: { nested: true } });
    expect(reply.status).toBe(400);
  });
});

describe('a no-show flipped back and forth (issue 24, item 21)', () => {
  it('e-mails "We missed you" once for the same visit: no-show, completed, no-show again', async () => {
    const [past] = await storeBookings(mail.server.db.knex, [{ date: soon(-2), email: 'flip@example.com' }]);
    for (const status of ['no-show', 'completed', 'no-show']) {
      expect((await setStatus(past as string, { status })).body.data.status).toBe(status);
    }
    const mails = await mailsTo('flip@example.com');
    expect(mails.map((m) => m.subject)).toEqual([
      'TBL Aesthetics & Slimming Center - We missed you: your booking is marked no-show',
    ]);
  });
});
