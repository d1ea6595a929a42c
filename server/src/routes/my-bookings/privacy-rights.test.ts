import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES } from '../../../../domain/privacy';
import { silentLogger } from '../../logger';
import { myBookingsToken } from '../../manage/my-bookings-token';
import { manageKeyOf } from '../../secrets';
import { createFileSmsSender } from '../../sms/file-sms-sender';
import { createSmsWorker } from '../../sms/sms-worker';
import { bookingBody, consultationBody, type Staff, signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { testImage, uploadProof } from '../../test/images';
import { tokenFor } from '../../test/manage';
import { startTestServer, TEST_SECRETS, type TestServer } from '../../test/test-server';

/** Issue 27 item 6: the client's copy of their data and their erasure, from the `/my-bookings` link. */
let server: TestServer;
let api: Client;
let desk: Staff;
let admin: Staff;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  desk = await signedIn(server.db.knex, api, 'staff', 'Desk One');
  admin = await signedIn(server.db.knex, api, 'admin', 'Owner');
});

afterAll(async () => {
  await server.close();
});

const key = manageKeyOf(TEST_SECRETS);
const linkOf = (email: string, issuedAt = new Date()) => myBookingsToken(key, email, issuedAt);
const tag = () => crypto.randomBytes(4).toString('hex');
const mobile = () => {
  const digits = String(crypto.randomInt(1_000_000, 9_999_999));
  return `0918 ${digits.slice(0, 3)} ${digits.slice(3)}`;
};

async function book(bookingData: Record<string, unknown>, cartItems?: unknown) {
  const reply = await api.post('/api/bookings', bookingBody({ bookingData, cartItems }));
  expect(reply.status).toBe(201);
  return reply.body.booking as { id: string; bookingData: { bookingNumber: string } };
}

async function pay(id: string, amountPaid: number) {
  const paid = await api.post(
    `/api/bookings/${id}/payment`,
    { status: 'paid', amountPaid },
    { token: desk.token },
  );
  expect(paid.status).toBe(200);
}

async function clientIdOf(bookingId: string): Promise<string> {
  return (await server.db.knex('bookings').where({ id: bookingId }).first('client_id')).client_id;
}

describe('POST /api/my-bookings/:token/export', () => {
  it("holds every booking of the client, under either spelling of their e-mail, and nothing of another's", async () => {
    const t = tag();
    const email = `maria.lopez-${t}@example.com`;
    const phone = mobile();
    const first = await book({ customerName: 'Maria Lopez', email: `Maria.Lopez-${t}@Example.com`, phone });
    const second = await book({
      customerName: 'Maria Lopez',
      email: `  ${email.toUpperCase()} `,
      phone,
      notes: 'Please use the side door',
    });
    const consultation = await api.post(
      '/api/online-consultations',
      consultationBody({ customerName: 'Maria Lopez', email, phone }),
    );
    expect(consultation.status).toBe(201);
    const proof = await uploadProof(
      `${server.url}/api/my-booking/${tokenFor(second.id)}/payment-proof`,
      await testImage('png', 60, 40),
      { reference: `REF${t}` },
    );
    expect(proof.status).toBeLessThan(300);
    await pay(first.id, 1999);
    const otherEmail = `joy-${t}@example.com`;
    const other = await book({
      customerName: 'Joy Other',
      email: otherEmail,
      phone: mobile(),
      notes: 'Not Maria',
    });
    const clientId = await clientIdOf(first.id);
    expect(await clientIdOf(second.id)).toBe(clientId);
    expect(await clientIdOf(other.id)).not.toBe(clientId);
    const form = await api.put(`/api/my-booking/${tokenFor(first.id)}/intake`, {
      answers: { medicines: `Tretinoin cream ${t}` },
    });
    expect(form.status).toBe(200);
    expect((await api.get(`/api/clients/${clientId}`, { token: desk.token })).status).toBe(200);

    const exported = await api.post(`/api/my-bookings/${linkOf(email)}/export`, {});
    expect(exported.status).toBe(200);
    expect(exported.headers.get('cache-control')).toBe('no-store');
    const data = exported.body;
    expect(data.client).toMatchObject({ name: 'Maria Lopez', emails: [email] });
    expect(data.bookings.map((row: { bookingNumber: string }) => row.bookingNumber).sort()).toEqual(
      [first.bookingData.bookingNumber, second.bookingData.bookingNumber].sort(),
    );
    const paid = data.bookings.find(
      (row: { bookingNumber: string }) => row.bookingNumber === first.bookingData.bookingNumber,
    );
    expect(paid).toMatchObject({
      totalPrice: 1999,
      payment: { status: 'paid', amountPaid: 1999 },
      lines: [expect.objectContaining({ name: expect.any(String), quantity: 1, lineTotal: 1999 })],
    });
    const proved = data.bookings.find(
      (row: { bookingNumber: string }) => row.bookingNumber === second.bookingData.bookingNumber,
    );
    expect(proved.notes).toBe('Please use the side door');
    expect(proved.proofs).toEqual([
      expect.objectContaining({ reference: `REF${t}`, contentType: expect.any(String) }),
    ]);
    expect(data.consultations).toHaveLength(1);
    expect(data.consultations[0].bookingNumber).toBe(consultation.body.consultation.bookingNumber);
    expect(data.healthForm.answers.medicines).toMatchObject({ value: `Tretinoin cream ${t}` });
    expect(data.accessLog).toEqual(
      expect.arrayContaining([expect.objectContaining({ staffName: 'Desk One', what: 'record' })]),
    );
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.bookingData.bookingNumber);
    expect(text).not.toContain(otherEmail);
    expect(text).not.toContain('Not Maria');
    expect(text).not.toContain('note_admin');

    const theirs = await api.post(`/api/my-bookings/${linkOf(otherEmail)}/export`, {});
    expect(theirs.body.bookings.map((row: { bookingNumber: string }) => row.bookingNumber)).toEqual([
      other.bookingData.bookingNumber,
    ]);
    expect(JSON.stringify(theirs.body)).not.toContain(email);
    expect(theirs.body.healthForm).toBeNull();
  });

  it('404 with a message for a link that is not ours, has expired, or opens nothing any more', async () => {
    const t = tag();
    const email = `expired-${t}@example.com`;
    await book({ email });
    const week = 8 * 86_400_000;
    for (const token of [
      'nope',
      `${linkOf(email).slice(0, -2)}xx`,
      linkOf(email, new Date(Date.now() - week)),
    ]) {
      for (const action of ['export', 'erasure']) {
        const reply = await api.post(`/api/my-bookings/${token}/${action}`, {});
        expect(reply.status).toBe(404);
        expect(reply.body.msg).toBe(PRIVACY_MESSAGES.linkGone);
      }
    }
    const nobody = await api.post(`/api/my-bookings/${linkOf(`nobody-${t}@example.com`)}/export`, {});
    expect(nobody.status).toBe(404);
    expect(nobody.body.msg).toBe(PRIVACY_MESSAGES.nothingHeld);
  });
});

async function moneyTotals() {
  const knex = server.db.knex;
  const sum = async (table: string) =>
    (await knex(table).first(
      knex.raw('coalesce(sum(total_price), 0)::text as total'),
      knex.raw('coalesce(sum(amount_paid), 0)::text as paid'),
      knex.raw('count(*)::int as n'),
    )) as unknown;
  return {
    bookings: await sum('bookings'),
    consultations: await sum('online_consultations'),
    packages: await knex('client_packages').first(
      knex.raw('count(*)::int as n'),
      knex.raw('coalesce(sum(sessions_total), 0)::int as sessions'),
      knex.raw('coalesce(sum(sessions_used), 0)::int as used'),
    ),
  };
}

/** Sends the queued texts through the real SMS worker into files, at noon Manila tomorrow (no quiet hours). */
async function sendQueuedTexts() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-privacy-sms-'));
  const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
  try {
    return await createSmsWorker({
      db: server.db.knex,
      sender: createFileSmsSender(dir, undefined),
      logger: silentLogger,
      publicUrl: server.config.publicUrl,
      manageKey: key,
      now: () => new Date(`${tomorrow}T12:00:00+08:00`),
    }).runOnce();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const HELD_IN = [
  'clients',
  'client_keys',
  'bookings',
  'online_consultations',
  'client_packages',
  'package_events',
  'booking_events',
  'consultation_events',
  'booking_change_requests',
  'email_outbox',
  'sms_outbox',
  'idempotency_keys',
  'public_writes',
  'client_consents',
];

describe('POST /api/my-bookings/:token/erasure', () => {
  it('is asked once (409 the second time), approved by an admin only, and leaves the money totals as they were', async () => {
    const t = tag();
    const name = `Erin Vasquez ${t}`;
    const email = `erin-${t}@example.com`;
    const phone = mobile();
    const digits = phone.replace(/\D/g, '');
    const bought = await book({ customerName: name, email, phone, notes: `Allergic to lidocaine ${t}` }, [
      { id: 'stem-cell-facial', quantity: 1, selectedPromo: 'Buy 4 get 1 free' },
    ]);
    const visit = await book({ customerName: name, email: email.toUpperCase(), phone });
    await pay(bought.id, 7996);
    await pay(visit.id, 1000);
    const consultation = await api.post(
      '/api/online-consultations',
      consultationBody({ customerName: name, email, phone }),
    );
    expect(consultation.status).toBe(201);
    const keeper = await book({
      customerName: `Kept Person ${t}`,
      email: `kept-${t}@example.com`,
      phone: mobile(),
    });
    const clientId = await clientIdOf(bought.id);
    // The texts went out, so the outbox holds the client's number until the erasure.
    expect((await sendQueuedTexts()).sent).toBeGreaterThanOrEqual(2);
    const texted = await server.db.knex('sms_outbox').where({ booking_id: bought.id }).first('to_number');
    expect(texted?.to_number).toContain(digits.slice(-10));
    const form = await api.put(`/api/my-booking/${tokenFor(visit.id)}/intake`, {
      answers: { pregnant: true },
    });
    expect(form.status).toBe(200);
    const consent = await api.post(`/api/my-booking/${tokenFor(visit.id)}/consents`, {
      kind: 'marketing',
      version: 1,
      signedName: name,
    });
    expect(consent.status).toBe(201);
    const before = await moneyTotals();
    const link = linkOf(email);

    const asked = await api.post(`/api/my-bookings/${link}/erasure`, {});
    expect(asked.status).toBe(202);
    expect(asked.body.msg).toBe(PRIVACY_MESSAGES.erasureAsked);
    const twice = await api.post(`/api/my-bookings/${link}/erasure`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe(PRIVACY_MESSAGES.erasureAlreadyAsked);
    const pending = await api.get(`/api/clients/${clientId}`, { token: desk.token });
    expect(pending.body.data.erasure).toMatchObject({ approvedAt: null, approvedBy: null });

    const approve = (token?: string) => api.post(`/api/clients/${clientId}/erasure/approve`, {}, { token });
    expect((await approve()).status).toBe(401);
    const byStaff = await approve(desk.token);
    expect(byStaff.status).toBe(403);
    expect(byStaff.body.msg).toEqual(expect.any(String));
    const approved = await approve(admin.token);
    expect(approved.status).toBe(200);
    const anonymous = approved.body.data.anonymousName as string;
    expect(anonymous).toMatch(/^Erased client \d+$/);
    const again = await approve(admin.token);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(PRIVACY_MESSAGES.noErasureAsked);

    expect(await moneyTotals()).toEqual(before);
    const knex = server.db.knex;
    for (const table of HELD_IN) {
      const text = JSON.stringify(await knex(table).select()).toLowerCase();
      for (const personal of [email, name.toLowerCase(), digits.slice(-10), phone, `lidocaine ${t}`]) {
        expect(text, `${table} still holds ${personal}`).not.toContain(personal.toLowerCase());
      }
    }
    const rows = await knex('bookings')
      .whereIn('id', [bought.id, visit.id])
      .select('customer_name', 'total_price', 'amount_paid');
    expect(rows.map((row) => row.customer_name)).toEqual([anonymous, anonymous]);
    expect(rows.map((row) => Number(row.amount_paid)).sort()).toEqual([1000, 7996]);
    const packages = await knex('client_packages')
      .where({ source_booking_id: bought.id })
      .select('client_id', 'sessions_total');
    expect(packages).toEqual([{ client_id: clientId, sessions_total: 5 }]);
    const record = await api.get(`/api/clients/${clientId}`, { token: desk.token });
    expect(record.body.data.client).toMatchObject({
      name: anonymous,
      email: '',
      phone: '',
      emails: [],
      phones: [],
    });
    expect(record.body.data.bookings).toHaveLength(2);
    expect(record.body.data.erasure).toMatchObject({ approvedBy: 'Owner', approvedAt: expect.any(String) });
    expect(await knex('client_intake').where({ client_id: clientId })).toEqual([]);
    const kept = await knex('bookings').where({ id: keeper.id }).first('customer_name', 'email');
    expect(kept).toEqual({ customer_name: `Kept Person ${t}`, email: `kept-${t}@example.com` });

    const gone = await api.post(`/api/my-bookings/${link}/export`, {});
    expect(gone.status).toBe(404);
    expect(gone.body.msg).toBe(PRIVACY_MESSAGES.nothingHeld);
  });

  it('400 for a bad client id, 404 for an unknown one', async () => {
    const bad = await api.post('/api/clients/nope/erasure/approve', {}, { token: admin.token });
    expect(bad.status).toBe(400);
    const unknown = await api.post(
      `/api/clients/${crypto.randomUUID()}/erasure/approve`,
      {},
      { token: admin.token },
    );
    expect(unknown.status).toBe(404);
  });
});
