import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESCHEDULE_REQUESTS_PER_DAY } from '../../../../domain/manage-booking';
import { CONSULTATION_CALL_HOW, CONSULTATION_MANAGE_MESSAGES } from '../../../../domain/manage-consultation';
import type { OutboxWorker } from '../../mail/outbox-worker';
import { bookingBody, consultationBody, signedIn, soon } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { type MailTestServer, startMailTestServer } from '../../test/mail-test-server';
import { appointmentIn, consultationTokenFor, tokenFor } from '../../test/manage';
import { decodeHeader, leafParts, messageHeaders } from '../../test/mime';
import type { TestServer } from '../../test/test-server';

let mailServer: MailTestServer;
let server: TestServer;
let api: Client;
let sink: MailTestServer['sink'];
let outbox: OutboxWorker;

beforeAll(async () => {
  mailServer = await startMailTestServer({ MAIL_BCC: 'desk@tbl-clinic.ph' });
  ({ server, sink, outbox } = mailServer);
  api = client(server.url);
});

afterAll(async () => {
  await mailServer.close();
});

beforeEach(() => {
  sink.received.length = 0;
});

const HOUR = 3600_000;
const LINK = /https:\/\/tbl\.example\/my-consultation\/([0-9a-f]{32}~[A-Za-z0-9_-]{43})/;

async function mailsTo(address: string) {
  await outbox.runOnce();
  return sink.received
    .filter((mail) => mail.to.includes(address))
    .map((mail) => {
      const parts = leafParts(mail.raw);
      const body = (type: string) => parts.find((part) => part.contentType.startsWith(type))?.body ?? '';
      return {
        subject: decodeHeader(messageHeaders(mail.raw).subject ?? ''),
        text: body('text/plain'),
        html: body('text/html'),
      };
    });
}

async function booked(email = `c-${crypto.randomUUID()}@example.com`) {
  const reply = await api.post('/api/online-consultations', consultationBody({ email }));
  expect(reply.status).toBe(201);
  return reply.body as {
    bookingNumber: string;
    manageToken: string;
    consultation: { id: string; date: string; time: string };
  };
}

/** A consultation stored directly at an exact time (the form only offers half-hour slots). */
async function stored(when: { date: string; time: string }, email = 'late@example.com') {
  const id = crypto.randomUUID();
  await server.db.knex('online_consultations').insert({
    id,
    booking_number: `TBL${String(crypto.randomInt(10 ** 8)).padStart(8, '0')}`,
    consultation_date: when.date,
    consultation_time: when.time,
    age: 30,
    customer_name: 'Carla Cruz',
    email,
    phone: '09175550101',
    payment_method: 'gcash',
    notes: '',
    total_price: 700,
  });
  return id;
}

describe('the consultation confirmation and summary', () => {
  it('carry a manage link that opens the consultation, and say how the call happens', async () => {
    const made = await booked('link-c@example.com');
    expect(made.manageToken).toBe(consultationTokenFor(made.consultation.id));
    const [mail] = await mailsTo('link-c@example.com');
    const token = LINK.exec(mail?.text ?? '')?.[1];
    expect(token).toBe(made.manageToken);
    for (const content of [mail?.text ?? '', mail?.html ?? '']) {
      expect(content).toContain('View, change or cancel your consultation');
      expect(content).toContain('cancel up to 24 hours before your consultation');
      expect(content).toContain('We e-mail you the video link before the call');
    }
    const reply = await api.get(`/api/my-consultation/${token}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body.consultation).toMatchObject({
      bookingNumber: made.bookingNumber,
      status: 'booked',
      date: made.consultation.date,
      time: made.consultation.time,
      customerName: 'Bea Reyes',
      paymentMethod: 'bpi',
      totalPrice: 700,
      howTheCallHappens: CONSULTATION_CALL_HOW,
      canCancel: true,
      canReschedule: true,
      changeRequest: null,
    });
    const text = JSON.stringify(reply.body);
    for (const secret of [
      'link-c@example.com',
      '555 0101',
      'Interested in weight loss',
      made.consultation.id,
    ])
      expect(text).not.toContain(secret);
  });

  it('gives a replayed submission the same manage link', async () => {
    const key = crypto.randomUUID();
    const body = consultationBody({ email: 'replay-c@example.com' });
    const first = await api.post('/api/online-consultations', body, { headers: { 'Idempotency-Key': key } });
    const again = await api.post('/api/online-consultations', body, { headers: { 'Idempotency-Key': key } });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.manageToken).toBe(first.body.manageToken);
    const stored = await server.db.knex('idempotency_keys').where({ key }).first();
    expect(JSON.stringify(stored)).not.toContain(first.body.manageToken);
  });
});

describe('a bad consultation link', () => {
  it('gets the same 404 everywhere, and a booking link never opens a consultation', async () => {
    const made = await booked();
    const booking = await api.post('/api/bookings', bookingBody());
    const [hex] = made.manageToken.split('~');
    const bad = [
      'nonsense',
      `${hex}`,
      tokenFor(made.consultation.id),
      consultationTokenFor(crypto.randomUUID()),
      `${hex}~${crypto.randomBytes(32).toString('base64url')}`,
      'x'.repeat(5000),
    ];
    for (const token of bad) {
      for (const reply of [
        await api.get(`/api/my-consultation/${token}`),
        await api.post(`/api/my-consultation/${token}/cancel`, {}),
        await api.post(`/api/my-consultation/${token}/reschedule`, { date: soon(9), time: '10:00' }),
      ]) {
        expect(reply.status, token).toBe(404);
        expect(reply.body.msg).toBe(CONSULTATION_MANAGE_MESSAGES.invalidLink);
      }
    }
    const asBooking = await api.get(`/api/my-booking/${consultationTokenFor(booking.body.booking.id)}`);
    expect(asBooking.status).toBe(404);
  });
});

describe('POST /api/my-consultation/:token/cancel', () => {
  it('cancels 24 hours ahead, e-mails the client once, and refuses a second time', async () => {
    const id = await stored(appointmentIn(24 * HOUR + 3 * 60_000, 'up'), 'cancel-c@example.com');
    const token = consultationTokenFor(id);
    const reply = await api.post(`/api/my-consultation/${token}/cancel`, {});
    expect(reply.status).toBe(200);
    expect(reply.body.msg).toBe(CONSULTATION_MANAGE_MESSAGES.cancelled);
    expect(reply.body.consultation).toMatchObject({
      status: 'cancelled',
      canCancel: false,
      canReschedule: false,
    });
    const row = await server.db.knex('online_consultations').where({ id }).first();
    expect(row.cancelled_at).not.toBeNull();
    expect(row.cancelled_by).toBe('Client (online)');
    // The desk sees it in the back-office list.
    const desk = await signedIn(server.db.knex, api);
    const list = await api.get(`/api/online-consultations?search=${row.booking_number}`, {
      token: desk.token,
    });
    expect(list.body.data).toEqual([
      expect.objectContaining({ bookingNumber: row.booking_number, cancelledAt: expect.any(String) }),
    ]);
    const again = await api.post(`/api/my-consultation/${token}/cancel`, {});
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(CONSULTATION_MANAGE_MESSAGES.alreadyCancelled);
    const mails = await mailsTo('cancel-c@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'TBL Aesthetics & Slimming Center - Online Consultation Cancelled',
    ]);
    expect(mails[0]?.text).toContain('we have cancelled your online consultation');
  });

  it('refuses less than 24 hours ahead and keeps the consultation', async () => {
    const id = await stored(appointmentIn(24 * HOUR - 3 * 60_000, 'down'));
    const token = consultationTokenFor(id);
    expect((await api.get(`/api/my-consultation/${token}`)).body.consultation).toMatchObject({
      canCancel: false,
      canReschedule: true,
    });
    const reply = await api.post(`/api/my-consultation/${token}/cancel`, {});
    expect(reply.status).toBe(409);
    expect(reply.body.msg).toBe(CONSULTATION_MANAGE_MESSAGES.tooLateToCancel);
    const row = await server.db.knex('online_consultations').where({ id }).first();
    expect(row.cancelled_at).toBeNull();
  });

  it('answers a body that is not an object with 400, never 500', async () => {
    const made = await booked();
    const reply = await api.post(`/api/my-consultation/${made.manageToken}/cancel`, [1, 2]);
    expect(reply.status).toBe(400);
    expect(typeof reply.body.msg).toBe('string');
  });
});

describe('POST /api/my-consultation/:token/reschedule', () => {
  it('records the request, tells the clinic, and a new request replaces the pending one', async () => {
    const made = await booked('move-c@example.com');
    const path = `/api/my-consultation/${made.manageToken}/reschedule`;
    const first = await api.post(path, { date: soon(5), time: '11:00', message: 'Mornings please' });
    expect(first.status).toBe(201);
    expect(first.body.msg).toBe(CONSULTATION_MANAGE_MESSAGES.rescheduleSent);
    expect(first.body.consultation.changeRequest).toMatchObject({
      date: soon(5),
      time: '11:00',
      message: 'Mornings please',
    });
    expect(first.body.consultation.time).toBe(made.consultation.time);
    const second = await api.post(path, { date: soon(6), time: '12:00' });
    expect(second.body.consultation.changeRequest).toMatchObject({
      date: soon(6),
      time: '12:00',
      message: null,
    });
    const requests = await server.db
      .knex('consultation_change_requests')
      .where({ consultation_id: made.consultation.id })
      .orderBy('requested_at');
    expect(requests.map((request) => request.status)).toEqual(['withdrawn', 'pending']);
    const toClinic = await mailsTo('desk@tbl-clinic.ph');
    const asked = toClinic.filter(
      (mail) => mail.subject === `Consultation time request - ${made.bookingNumber}`,
    );
    expect(asked).toHaveLength(2);
    const withMessage = asked.find((mail) => mail.text.includes('Mornings please'));
    expect(withMessage?.text).toContain('move-c@example.com');
  });

  it('refuses the same time, a passed time, a cancelled consultation and a sixth request in a day', async () => {
    const made = await booked();
    const path = `/api/my-consultation/${made.manageToken}/reschedule`;
    const same = await api.post(path, { date: made.consultation.date, time: made.consultation.time });
    expect(same.status).toBe(400);
    expect(same.body.msg).toBe(CONSULTATION_MANAGE_MESSAGES.sameDateTime);
    const bad = await api.post(path, { date: 'tomorrow', time: '25:00' });
    expect(bad.status).toBe(400);
    for (let day = 1; day <= RESCHEDULE_REQUESTS_PER_DAY; day += 1) {
      expect((await api.post(path, { date: soon(10 + day), time: '10:00' })).status).toBe(201);
    }
    const tooMany = await api.post(path, { date: soon(20), time: '10:00' });
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.msg).toBe(CONSULTATION_MANAGE_MESSAGES.tooManyRequests);
    expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThan(0);

    const other = await booked();
    await api.post(`/api/my-consultation/${other.manageToken}/cancel`, {});
    const afterCancel = await api.post(`/api/my-consultation/${other.manageToken}/reschedule`, {
      date: soon(8),
      time: '10:00',
    });
    expect(afterCancel.status).toBe(409);
    expect(afterCancel.body.msg).toBe(CONSULTATION_MANAGE_MESSAGES.alreadyCancelled);
    const view = await api.get(`/api/my-consultation/${other.manageToken}`);
    expect(view.body.consultation).toMatchObject({ status: 'cancelled', changeRequest: null });
  });
});

describe('at the same moment', () => {
  it('ten requests for another time: five pass, five get 429, one stays pending', async () => {
    const made = await booked();
    const path = `/api/my-consultation/${made.manageToken}/reschedule`;
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, day) => api.post(path, { date: soon(10 + day), time: '10:00' })),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429]);
    const pending = await server.db
      .knex('consultation_change_requests')
      .where({ consultation_id: made.consultation.id, status: 'pending' });
    expect(pending).toHaveLength(1);
  });

  it('five cancels: one cancels and e-mails once, the others are told it is already cancelled', async () => {
    const made = await booked();
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => api.post(`/api/my-consultation/${made.manageToken}/cancel`, {})),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const mails = await server.db
      .knex('email_outbox')
      .where({ consultation_id: made.consultation.id, kind: 'consultation-cancelled' });
    expect(mails).toHaveLength(1);
  });
});

describe('the place a consultation takes', () => {
  it('is given back when the client cancels: the same time can be booked again', async () => {
    const body = consultationBody({ email: `first-${crypto.randomUUID()}@example.com` });
    const first = await api.post('/api/online-consultations', body);
    expect(first.status).toBe(201);
    const again = { ...body, email: `second-${crypto.randomUUID()}@example.com` };
    const full = await api.post('/api/online-consultations', again);
    expect(full.status).toBe(409);
    expect((await api.post(`/api/my-consultation/${first.body.manageToken}/cancel`, {})).status).toBe(200);
    const taken = await api.post('/api/online-consultations', again);
    expect(taken.status).toBe(201);
    expect(taken.body.consultation).toMatchObject({ date: body.date, time: body.time });
  });
});
