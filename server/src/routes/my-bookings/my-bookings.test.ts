import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MY_BOOKINGS_ANSWER, MY_BOOKINGS_LIMITS } from '../../../../domain/my-bookings';
import { myBookingsToken } from '../../manage/my-bookings-token';
import { manageKeyOf } from '../../secrets';
import { bookingBody, consultationBody, signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { type MailTestServer, startMailTestServer } from '../../test/mail-test-server';
import { leafParts } from '../../test/mime';
import { TEST_SECRETS } from '../../test/test-server';

let mail: MailTestServer;
let api: Client;

beforeAll(async () => {
  mail = await startMailTestServer({ PUBLIC_WRITE_LIMIT: 'off' });
  api = client(mail.server.url);
});

afterAll(async () => {
  await mail.close();
});

beforeEach(async () => {
  await mail.outbox.runOnce();
  mail.sink.received.length = 0;
  await mail.server.db.knex('my_bookings_requests').delete();
});

const key = manageKeyOf(TEST_SECRETS);

async function linkIn(address: string): Promise<string | undefined> {
  await mail.outbox.runOnce();
  const sent = mail.sink.received.filter((message) => message.to.includes(address));
  expect(sent.length).toBeLessThanOrEqual(1);
  const text = sent[0]
    ? (leafParts(sent[0].raw).find((part) => part.contentType.startsWith('text/plain'))?.body ?? '')
    : '';
  return /https:\/\/tbl\.example\/my-bookings\/([^\s]+)/.exec(text)?.[1];
}

describe('My bookings', () => {
  it('e-mails one link that lists bookings, consultations and packages, each booking with its manage token', async () => {
    const email = 'mine@example.com';
    const booking = await api.post(
      '/api/bookings',
      bookingBody({
        bookingData: { email: 'Mine@Example.com' },
        cartItems: [{ id: 'stem-cell-facial', quantity: 1, selectedPromo: 'Buy 4 get 1 free' }],
      }),
    );
    await api.post('/api/online-consultations', consultationBody({ email }));
    await api.post('/api/bookings', bookingBody({ bookingData: { email: 'someone-else@example.com' } }));
    const desk = await signedIn(mail.server.db.knex, api);
    await api.post(
      `/api/bookings/${booking.body.booking.id}/payment`,
      { status: 'paid', amountPaid: 7996 },
      { token: desk.token },
    );
    await mail.outbox.runOnce();
    mail.sink.received.length = 0;

    const asked = await api.post('/api/my-bookings/link', { email: ' MINE@example.com ' });
    expect(asked.status).toBe(202);
    expect(asked.body.msg).toBe(MY_BOOKINGS_ANSWER);
    const token = await linkIn(email);
    expect(token).toBeDefined();

    const listed = await api.get(`/api/my-bookings/${token}`);
    expect(listed.status).toBe(200);
    expect(listed.body.email).toBe(email);
    expect(listed.body.bookings).toHaveLength(1);
    expect(listed.body.bookings[0]).toMatchObject({
      bookingNumber: booking.body.booking.bookingData.bookingNumber,
      payment: { status: 'paid', amountPaid: 7996 },
    });
    const manage = await api.get(`/api/my-booking/${listed.body.bookings[0].manageToken}`);
    expect(manage.body.booking.bookingNumber).toBe(booking.body.booking.bookingData.bookingNumber);
    expect(listed.body.consultations).toHaveLength(1);
    expect(listed.body.consultations[0].status).toBe('booked');
    const consultation = await api.get(`/api/my-consultation/${listed.body.consultations[0].manageToken}`);
    expect(consultation.status).toBe(200);
    expect(consultation.body.consultation.bookingNumber).toBe(listed.body.consultations[0].bookingNumber);
    await mail.server.db
      .knex('online_consultations')
      .where({ booking_number: listed.body.consultations[0].bookingNumber })
      .update({ cancelled_at: new Date() });
    const again = await api.get(`/api/my-bookings/${token}`);
    expect(again.body.consultations[0].status).toBe('cancelled');
    expect(listed.body.packages).toEqual([expect.objectContaining({ sessionsTotal: 5, sessionsLeft: 4 })]);
    expect(JSON.stringify(listed.body)).not.toContain('someone-else');
  });

  it('answers an unknown address exactly as a known one, and sends it nothing', async () => {
    await api.post('/api/bookings', bookingBody({ bookingData: { email: 'known@example.com' } }));
    await mail.outbox.runOnce();
    mail.sink.received.length = 0;
    const known = await api.post('/api/my-bookings/link', { email: 'known@example.com' });
    const unknown = await api.post('/api/my-bookings/link', { email: 'nobody-here@example.com' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await linkIn('known@example.com')).toBeDefined();
    expect(await linkIn('nobody-here@example.com')).toBeUndefined();
  });

  it('limits requests per address whether known or not (429 with Retry-After), and checks its input', async () => {
    for (const email of ['limited-known@example.com', 'limited-unknown@example.com']) {
      if (email.includes('known@')) await api.post('/api/bookings', bookingBody({ bookingData: { email } }));
      for (let i = 0; i < MY_BOOKINGS_LIMITS.perEmail; i += 1) {
        expect((await api.post('/api/my-bookings/link', { email })).status).toBe(202);
      }
      const limited = await api.post('/api/my-bookings/link', { email });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await api.post('/api/my-bookings/link', { email: 'not an address' })).status).toBe(400);
    expect((await api.post('/api/my-bookings/link', ['x'])).status).toBe(400);
  });

  it('refuses a forged, tampered or week-old link with the same 404', async () => {
    const old = new Date(Date.now() - 8 * 86_400_000);
    const valid = myBookingsToken(key, 'mine@example.com', new Date());
    const [encoded, issued] = valid.split('~');
    const other = Buffer.from('other@example.com').toString('base64url');
    for (const token of [
      myBookingsToken(key, 'mine@example.com', old),
      myBookingsToken('another-key-that-is-long-enough-to-sign', 'mine@example.com', new Date()),
      `${other}~${issued}~${valid.split('~')[2]}`,
      `${encoded}~${issued}`,
      'junk',
    ]) {
      const reply = await api.get(`/api/my-bookings/${token}`);
      expect(reply.status).toBe(404);
      expect(reply.body.msg).toMatch(/not valid or has expired/);
    }
  });
});
