import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '../../../../domain/manila-date';
import { consultationBody, signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { type MailTestServer, startMailTestServer } from '../../test/mail-test-server';
import { appointmentIn } from '../../test/manage';
import { decodeHeader, leafParts, messageHeaders } from '../../test/mime';
import { TEST_SECRETS } from '../../test/test-server';

let mail: MailTestServer;
let api: Client;
let token: string;
const { updateCode } = TEST_SECRETS;

beforeAll(async () => {
  mail = await startMailTestServer();
  api = client(mail.server.url);
  token = (await signedIn(mail.server.db.knex, api, 'staff', 'Rosa Front Desk')).token;
});

afterAll(async () => {
  await mail.close();
});

beforeEach(() => {
  mail.sink.received.length = 0;
});

/** A consultation stored straight in the table: for calls in the past or today, which the form refuses. */
async function stored(when: { date: string; time: string }, email = `${crypto.randomUUID()}@example.com`) {
  const id = crypto.randomUUID();
  await mail.server.db.knex('online_consultations').insert({
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

async function booked(email: string, overrides: Record<string, unknown> = {}) {
  const made = await api.post('/api/online-consultations', consultationBody({ email, ...overrides }));
  expect(made.status).toBe(201);
  await mail.outbox.runOnce();
  mail.sink.received.length = 0;
  return made.body as { consultation: { id: string }; manageToken: string };
}

const setStatus = (id: string, body: Record<string, unknown>, as = token) =>
  api.patch(`/api/online-consultations/${id}/status`, { updateCode, ...body }, { token: as });
const setLink = (id: string, body: Record<string, unknown>, as = token) =>
  api.patch(`/api/online-consultations/${id}/video-link`, { updateCode, ...body }, { token: as });

async function mailsTo(address: string) {
  await mail.outbox.runOnce();
  return mail.sink.received
    .filter((message) => message.to.includes(address))
    .map((message) => ({
      subject: decodeHeader(messageHeaders(message.raw).subject ?? ''),
      text: leafParts(message.raw).find((part) => part.contentType.startsWith('text/plain'))?.body ?? '',
    }));
}

describe('PATCH /api/online-consultations/:id/status', () => {
  it('confirms once: one "confirmed" e-mail with the manage link, a repeat changes nothing', async () => {
    const email = `confirm-${crypto.randomUUID()}@example.com`;
    const { consultation } = await booked(email);
    const reply = await setStatus(consultation.id, { status: 'confirmed' });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ status: 'confirmed', cancelledAt: null, videoLink: null });
    expect((await setStatus(consultation.id, { status: 'confirmed' })).status).toBe(200);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/Your online consultation is confirmed$/);
    expect(mails[0]?.text).toContain('/my-consultation/');
    const outbox = await mail.server.db.knex('email_outbox').where({ consultation_id: consultation.id });
    expect(outbox.filter((row) => row.kind === 'consultation-desk-confirmed')).toHaveLength(1);
  });

  it('queues one e-mail when two desks confirm the same consultation at once', async () => {
    const email = `twice-${crypto.randomUUID()}@example.com`;
    const { consultation } = await booked(email);
    const replies = await Promise.all([
      setStatus(consultation.id, { status: 'confirmed' }),
      setStatus(consultation.id, { status: 'confirmed' }),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    const queued = await mail.server.db
      .knex('email_outbox')
      .where({ consultation_id: consultation.id, kind: 'consultation-desk-confirmed' });
    expect(queued).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
    const events = await mail.server.db
      .knex('consultation_events')
      .where({ consultation_id: consultation.id });
    expect(events).toHaveLength(1);
  });

  it('cancels with a reason: one e-mail, the manage link shows it cancelled and its time is free again', async () => {
    const email = `cancel-${crypto.randomUUID()}@example.com`;
    const body = consultationBody({ email });
    const first = await api.post('/api/online-consultations', body);
    expect(first.status).toBe(201);
    const other = { ...body, email: `other-${crypto.randomUUID()}@example.com` };
    expect((await api.post('/api/online-consultations', other)).status).toBe(409);
    const id = first.body.consultation.id as string;
    await mail.outbox.runOnce();
    mail.sink.received.length = 0;
    const slotOf = async () => {
      const day = await api.get(`/api/availability?branch=online&date=${body.date}`);
      return (day.body.slots as Array<{ time: string; available: boolean }>).find(
        (slot) => slot.time === body.time,
      );
    };
    expect(await slotOf()).toMatchObject({ available: false });
    const reply = await setStatus(id, { status: 'cancelled', reason: 'The doctor is ill' });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/Your online consultation is cancelled$/);
    expect(mails[0]?.text).toContain('The doctor is ill');
    const managed = await api.get(`/api/my-consultation/${first.body.manageToken}`);
    expect(managed.body.consultation).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(await slotOf()).toMatchObject({ available: true });
    expect((await api.post('/api/online-consultations', other)).status).toBe(201);
    const reopened = await setStatus(id, { status: 'confirmed' });
    expect(reopened.status).toBe(409);
    expect(reopened.body.msg).toMatch(/cannot be reopened/);
  });

  it('shows a consultation its client cancelled through the link as cancelled', async () => {
    const { consultation, manageToken } = await booked(`self-${crypto.randomUUID()}@example.com`);
    expect((await api.post(`/api/my-consultation/${manageToken}/cancel`, {})).status).toBe(200);
    const row = await mail.server.db.knex('online_consultations').where({ id: consultation.id }).first();
    expect(row.status).toBe('cancelled');
    const again = await setStatus(consultation.id, { status: 'cancelled' });
    expect(again.status).toBe(200);
    expect(
      await mail.server.db
        .knex('email_outbox')
        .where({ kind: 'consultation-desk-cancelled', consultation_id: consultation.id }),
    ).toHaveLength(0);
  });

  it('refuses Done and No-show before the call starts (409), allows them after', async () => {
    const later = await stored(appointmentIn(2 * 3600_000, 'up'));
    for (const status of ['done', 'no-show']) {
      const early = await setStatus(later, { status });
      expect(early.status, status).toBe(409);
      expect(early.body.msg).toMatch(/has not started yet/);
    }
    const started = await stored(appointmentIn(-60_000, 'down'));
    const done = await setStatus(started, { status: 'done' });
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe('done');
    const other = await stored(appointmentIn(-60_000, 'down'));
    expect((await setStatus(other, { status: 'no-show' })).body.data.status).toBe('no-show');
  });

  it('needs a signed-in user (401), the right update code (403) and a known status (400)', async () => {
    const id = await stored({ date: addDays(manilaDate(), 30), time: '15:00' });
    expect((await setStatus(id, { status: 'confirmed' }, '')).status).toBe(401);
    const wrong = await api.patch(
      `/api/online-consultations/${id}/status`,
      { status: 'confirmed', updateCode: 'not-the-code' },
      { token },
    );
    expect(wrong.status).toBe(403);
    const bad = await setStatus(id, { status: 'completed' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/status must be one of/);
    expect((await setStatus('not-an-id', { status: 'confirmed' })).status).toBe(404);
    const row = await mail.server.db.knex('online_consultations').where({ id }).first();
    expect(row.status).toBe('pending');
  });
});

describe('PATCH /api/online-consultations/:id/video-link', () => {
  it('sends the client a link once per new link, and none when it is cleared', async () => {
    const email = `link-${crypto.randomUUID()}@example.com`;
    const { consultation } = await booked(email);
    const link = 'https://meet.example.com/abc-defg-hij';
    const reply = await setLink(consultation.id, { videoLink: link });
    expect(reply.status).toBe(200);
    expect(reply.body.data.videoLink).toBe(link);
    expect((await setLink(consultation.id, { videoLink: link })).status).toBe(200);
    let mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/Your video-call link$/);
    expect(mails[0]?.text).toContain(link);
    expect((await setLink(consultation.id, { videoLink: null })).body.data.videoLink).toBeNull();
    mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const second = 'https://meet.example.com/new-room';
    await setLink(consultation.id, { videoLink: second });
    mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain(second);
    const confirmed = await setStatus(consultation.id, { status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    mails = await mailsTo(email);
    expect(mails[2]?.text).toContain(second);
  });

  it('refuses a link that is not https (400), a wrong code (403) and no sign-in (401)', async () => {
    const id = await stored({ date: addDays(manilaDate(), 31), time: '15:00' });
    for (const videoLink of [
      'http://meet.example.com/x',
      'javascript:alert(1)',
      'https://a b',
      'x'.repeat(600),
    ]) {
      const reply = await setLink(id, { videoLink });
      expect(reply.status, videoLink).toBe(400);
      expect(reply.body.msg).toMatch(/video-call link/);
    }
    expect((await setLink(id, { videoLink: 'https://meet.example.com/x', updateCode: 'nope' })).status).toBe(
      403,
    );
    expect((await setLink(id, { videoLink: 'https://meet.example.com/x' }, '')).status).toBe(401);
  });
});

describe('GET /api/online-consultations order', () => {
  it("lists today's calls first by time, then the coming days, then past calls latest first", async () => {
    const today = manilaDate();
    const tag = `order-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const at = (days: number, time: string) => stored({ date: addDays(today, days), time }, tag);
    const pastFar = await at(-5, '10:00');
    const tomorrow = await at(1, '10:00');
    const todayLate = await at(0, '16:00');
    const pastNear = await at(-1, '10:00');
    const nextWeek = await at(7, '09:00');
    const todayEarly = await at(0, '09:00');
    const list = await api.get(`/api/online-consultations?search=${tag}&limit=10`, { token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((row: { id: string }) => row.id)).toEqual([
      todayEarly,
      todayLate,
      tomorrow,
      nextWeek,
      pastNear,
      pastFar,
    ]);
    expect(list.body.data[0]).toMatchObject({ status: 'pending', videoLink: null });
  });

  it('is for staff only', async () => {
    expect((await api.get('/api/online-consultations')).status).toBe(401);
  });
});
