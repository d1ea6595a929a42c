import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingBody, consultationBody, type Staff, signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { testImage, uploadProof } from '../../test/images';
import { type MailTestServer, startMailTestServer } from '../../test/mail-test-server';
import { tokenFor } from '../../test/manage';
import { decodeHeader, leafParts, messageHeaders } from '../../test/mime';
import { TEST_SECRETS } from '../../test/test-server';

let mail: MailTestServer;
let api: Client;
let desk: Staff;
let admin: Staff;

beforeAll(async () => {
  mail = await startMailTestServer();
  api = client(mail.server.url);
  desk = await signedIn(mail.server.db.knex, api, 'staff', 'Rina Desk');
  admin = await signedIn(mail.server.db.knex, api, 'admin', 'Mara Admin');
});

afterAll(async () => {
  await mail.close();
});

beforeEach(() => {
  mail.sink.received.length = 0;
});

async function mailsTo(address: string) {
  await mail.outbox.runOnce();
  return mail.sink.received
    .filter((sent) => sent.to.includes(address))
    .map((sent) => ({
      subject: decodeHeader(messageHeaders(sent.raw).subject ?? ''),
      text: leafParts(sent.raw).find((part) => part.contentType.startsWith('text/plain'))?.body ?? '',
    }));
}

async function booked(email: string) {
  const reply = await api.post('/api/bookings', bookingBody({ bookingData: { email } }));
  expect(reply.status).toBe(201);
  await mail.outbox.runOnce();
  mail.sink.received.length = 0;
  return reply.body.booking as { id: string; payment: unknown };
}

describe('POST /api/bookings/:id/payment', () => {
  it('a new booking is unpaid; proof, then paid with amount and reference: one acknowledgement e-mail, never a receipt', async () => {
    const booking = await booked('payer@example.com');
    expect(booking.payment).toEqual({
      status: 'unpaid',
      amountPaid: null,
      balance: 1999,
      reference: null,
      verifiedBy: null,
      verifiedAt: null,
      source: null,
    });
    const proof = await uploadProof(
      `${mail.server.url}/api/my-booking/${tokenFor(booking.id)}/payment-proof`,
      await testImage('jpeg'),
      { reference: '5012 345 678' },
    );
    expect(proof.status).toBe(201);

    const paid = await api.post(
      `/api/bookings/${booking.id}/payment`,
      { status: 'paid', amountPaid: 1999 },
      { token: desk.token },
    );
    expect(paid.status).toBe(200);
    expect(paid.body.data.payment).toMatchObject({
      status: 'paid',
      amountPaid: 1999,
      reference: '5012 345 678',
      verifiedBy: 'Rina Desk',
      // Recorded after the client sent a proof: the desk sees it came by transfer.
      source: 'proof',
    });
    expect(Date.parse(paid.body.data.payment.verifiedAt)).toBeGreaterThan(Date.now() - 60_000);
    // Recording the same figures again (a double click, a retry) changes and sends nothing.
    const twice = await api.post(
      `/api/bookings/${booking.id}/payment`,
      { status: 'paid', amountPaid: 1999 },
      { token: desk.token },
    );
    expect(twice.status).toBe(200);

    const mails = await mailsTo('payer@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/Payment acknowledgement/);
    expect(mails[0]?.text).toContain('payment acknowledgement');
    expect(mails[0]?.text).toMatch(/1,999/);
    expect(mails[0]?.text).toContain('5012 345 678');
    expect(mails[0]?.subject).not.toMatch(/receipt/i);
    expect(mails[0]?.text).toContain('not an official receipt');

    const manage = await api.get(`/api/my-booking/${tokenFor(booking.id)}`);
    expect(manage.body.booking.payment).toMatchObject({ status: 'paid', amountPaid: 1999 });
    const detail = await api.get(`/api/bookings/${booking.id}`, { token: desk.token });
    expect(detail.body.data.payment.status).toBe('paid');
    expect(detail.body.data.events.map((event: { kind: string }) => event.kind)).toContain(
      'payment_recorded',
    );
  });

  it('a refund is acknowledged once too: a negative entry of what came in, reason Refund', async () => {
    const booking = await booked('refund@example.com');
    await api.post(
      `/api/bookings/${booking.id}/payment`,
      { status: 'paid', amountPaid: 1000, reference: 'BDO-77' },
      { token: desk.token },
    );
    const refunded = await api.post(
      `/api/bookings/${booking.id}/payment`,
      { status: 'refunded', deleteCode: TEST_SECRETS.deleteCode },
      { token: admin.token },
    );
    // The ledger keeps what came in and what went back; amountPaid is their sum (issue 29 item 2).
    expect(refunded.body.data.payment).toMatchObject({
      status: 'refunded',
      amountPaid: 0,
      balance: 0,
      reference: 'BDO-77',
      // Money taken at the desk, no proof sent; the refund keeps how it came.
      source: 'desk',
    });
    expect(
      refunded.body.data.payment.entries.map((entry: { amount: number; method: string; reason: string }) => [
        entry.amount,
        entry.method,
        entry.reason,
      ]),
    ).toEqual([
      [1000, 'cash', null],
      [-1000, 'cash', 'Refund'],
    ]);
    await api.post(
      `/api/bookings/${booking.id}/payment`,
      { status: 'refunded', deleteCode: TEST_SECRETS.deleteCode },
      { token: admin.token },
    );
    const subjects = (await mailsTo('refund@example.com')).map((sent) => sent.subject);
    expect(subjects.filter((subject) => /Payment acknowledgement/.test(subject))).toHaveLength(1);
    expect(subjects.filter((subject) => /Refund acknowledgement/.test(subject))).toHaveLength(1);
  });

  it('keeps a payment reference on one line, from the desk and from the client (CR/LF refused with 400)', async () => {
    const booking = await booked('one-line@example.com');
    const desk400 = await api.post(
      `/api/bookings/${booking.id}/payment`,
      { status: 'paid', amountPaid: 1999, reference: 'BDO-77\r\nVerified by: Admin' },
      { token: desk.token },
    );
    expect(desk400.status).toBe(400);
    expect(desk400.body.msg).toBe('The reference must be on one line');
    const proof = await uploadProof(
      `${mail.server.url}/api/my-booking/${tokenFor(booking.id)}/payment-proof`,
      await testImage('jpeg'),
      { reference: '5012\n345 678' },
    );
    expect(proof.status).toBe(400);
    expect(proof.body.msg).toBe('The reference must be on one line');
    const detail = await api.get(`/api/bookings/${booking.id}`, { token: desk.token });
    expect(detail.body.data.payment).toMatchObject({ status: 'unpaid', reference: null });
  });

  it('checks its input: 400 for a bad status or a paid without amount, 404 unknown, 401 without sign-in', async () => {
    const booking = await booked('checks@example.com');
    const url = `/api/bookings/${booking.id}/payment`;
    for (const body of [
      { status: 'free' },
      { status: 'paid' },
      { status: 'paid', amountPaid: -5 },
      { status: 'paid', amountPaid: '1999' },
      [],
    ]) {
      const reply = await api.post(url, body, { token: desk.token });
      expect(reply.status).toBe(400);
      expect(typeof reply.body.msg).toBe('string');
    }
    expect(
      (
        await api.post(
          '/api/bookings/00000000-0000-4000-8000-000000000000/payment',
          { status: 'paid', amountPaid: 1 },
          { token: desk.token },
        )
      ).status,
    ).toBe(404);
    expect(
      (await api.post('/api/bookings/nope/payment', { status: 'paid', amountPaid: 1 }, { token: desk.token }))
        .status,
    ).toBe(404);
    expect((await api.post(url, { status: 'paid', amountPaid: 1 })).status).toBe(401);
    expect(await mailsTo('checks@example.com')).toHaveLength(0);
  });
});

describe('POST /api/online-consultations/:id/payment', () => {
  it('records a consultation payment, listed with it, and acknowledges it once', async () => {
    const created = await api.post(
      '/api/online-consultations',
      consultationBody({ email: 'consult-pay@example.com' }),
    );
    expect(created.status).toBe(201);
    await mail.outbox.runOnce();
    mail.sink.received.length = 0;
    const id = created.body.consultation.id;
    expect(typeof id).toBe('string');
    const url = `/api/online-consultations/${id}/payment`;
    const paid = await api.post(
      url,
      { status: 'paid', amountPaid: 700, reference: 'GC-1' },
      { token: desk.token },
    );
    expect(paid.status).toBe(200);
    expect(paid.body.data.payment).toMatchObject({ status: 'paid', amountPaid: 700, reference: 'GC-1' });
    await api.post(url, { status: 'paid', amountPaid: 700, reference: 'GC-1' }, { token: desk.token });
    const list = await api.get('/api/online-consultations?limit=50', { token: desk.token });
    const listed = list.body.data.find((row: { id: string }) => row.id === id);
    expect(listed.payment.status).toBe('paid');
    const mails = await mailsTo('consult-pay@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('online consultation');
    expect(
      (
        await fetch(`${mail.server.url}/api/online-consultations/${id}/payment-proof`, {
          headers: { authorization: `Bearer ${desk.token}` },
        })
      ).status,
    ).toBe(404);
  });
});
