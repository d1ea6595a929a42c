import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatAppointmentShort } from '../../../../domain/appointment-time';
import { CONSULTATION_REQUEST_MESSAGES } from '../../../../domain/consultation-requests';
import { addDays, manilaDate } from '../../../../domain/manila-date';
import { startSecondInstance } from '../../soak/second-instance';
import { setCapacity } from '../../test/capacity';
import { anotherPerson, consultationBody, type Staff, signedIn, soon } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { type MailTestServer, startMailTestServer } from '../../test/mail-test-server';
import { consultationTokenFor } from '../../test/manage';
import { decodeHeader, leafParts, messageHeaders } from '../../test/mime';

let mail: MailTestServer;
let api: Client;
let staff: Staff;

beforeAll(async () => {
  mail = await startMailTestServer({ MAIL_BCC: 'desk@tbl-clinic.ph' });
  api = client(mail.server.url);
  staff = await signedIn(mail.server.db.knex, api, 'staff', 'Joy Mendoza');
  // One video call at a time, as the contract's default: the last place is the only place.
  await setCapacity(mail.server.db.knex, 'online', 1);
});

afterAll(async () => {
  await mail.close();
});

beforeEach(() => {
  mail.sink.received.length = 0;
});

interface Booked {
  id: string;
  bookingNumber: string;
  email: string;
}

/** A consultation booked through the form, at a time of its own unless one is named. */
async function booked(when: { date?: string; time?: string } = {}): Promise<Booked> {
  const person = anotherPerson();
  const { email } = person;
  const made = await api.post('/api/online-consultations', consultationBody({ ...person, ...when }));
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { id: made.body.consultation.id, bookingNumber: made.body.bookingNumber, email };
}

/** The client asks for another time through the manage link, as the page does. */
async function ask(consultation: Booked, body: Record<string, unknown>) {
  const reply = await api.post(
    `/api/my-consultation/${consultationTokenFor(consultation.id)}/reschedule`,
    body,
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
}

const accept = (id: string, token: string | undefined = staff.token) =>
  api.post(`/api/online-consultations/${id}/change-request/accept`, {}, token ? { token } : {});
const decline = (id: string, body: Record<string, unknown> = {}) =>
  api.post(`/api/online-consultations/${id}/change-request/decline`, body, { token: staff.token });

/** What reached an address, after two worker passes (a second pass sends nothing new). */
async function deliveredTo(address: string) {
  await mail.outbox.runOnce();
  await mail.outbox.runOnce();
  return mail.sink.received
    .filter((message) => message.to.includes(address))
    .map((message) => {
      const parts = leafParts(message.raw);
      return {
        subject: decodeHeader(messageHeaders(message.raw).subject ?? ''),
        text: parts.find((part) => part.contentType.startsWith('text/plain'))?.body ?? '',
        html: parts.find((part) => part.contentType.startsWith('text/html'))?.body ?? '',
        calendar: parts
          .find((part) => part.contentType.startsWith('text/calendar'))
          ?.body.replace(/\r?\n /g, ''),
      };
    });
}

/** The consultation as the staff list shows it (found by its booking number). */
async function listed(consultation: Booked) {
  const page = await api.get(`/api/online-consultations?search=${consultation.bookingNumber}`, {
    token: staff.token,
  });
  expect(page.status).toBe(200);
  return (page.body.data as Array<Record<string, unknown>>).find((item) => item.id === consultation.id);
}

const stored = (id: string) => mail.server.db.knex('online_consultations').where({ id }).first();

describe('staff decide a client’s request to move an online consultation', () => {
  it('accept: the list shows the request, the call moves, the client gets one e-mail with the manage link and a new invitation', async () => {
    const mine = await booked({ date: soon(5), time: '11:00' });
    await ask(mine, { date: soon(6), time: '15:00', message: 'Can we do <b>3 PM</b>?' });
    // The clinic's e-mail sends the desk to this consultation on the screen that decides it.
    const clinic = (await deliveredTo('desk@tbl-clinic.ph')).find(
      (message) => message.subject === `Consultation time request - ${mine.bookingNumber}`,
    );
    expect(clinic?.text).toContain('Accept or decline it on the Online Consultations screen');
    expect(clinic?.text).toContain(`https://tbl.example/admin/online-consultations?q=${mine.bookingNumber}`);
    mail.sink.received.length = 0;

    expect((await listed(mine))?.pendingChangeRequest).toEqual({
      date: soon(6),
      time: '15:00',
      message: 'Can we do <b>3 PM</b>?',
      requestedAt: expect.any(String),
    });

    const reply = await accept(mine.id);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.message).toBe(CONSULTATION_REQUEST_MESSAGES.accepted);
    expect(reply.body.data).toMatchObject({ date: soon(6), time: '15:00', pendingChangeRequest: null });
    expect(await stored(mine.id)).toMatchObject({ consultation_date: soon(6), consultation_time: '15:00' });
    expect((await listed(mine))?.pendingChangeRequest).toBeNull();

    const mails = await deliveredTo(mine.email);
    expect(mails.map((message) => message.subject)).toEqual([
      'TBL Aesthetics & Slimming Center - Your online consultation is moved',
    ]);
    expect(mails[0]?.text).toContain('3:00 PM');
    expect(mails[0]?.text).toContain(`https://tbl.example/my-consultation/${consultationTokenFor(mine.id)}`);
    expect(mails[0]?.calendar).toContain(`DTSTART;TZID=Asia/Manila:${soon(6).replace(/-/g, '')}T150000`);
    expect(mails[0]?.calendar).toContain('SEQUENCE:1');

    // Who decided is in the history and on the request.
    const events = await mail.server.db.knex('consultation_events').where({ consultation_id: mine.id });
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'request_accepted',
        actor: 'Joy Mendoza',
        from_value: `${soon(5)} 11:00`,
        to_value: `${soon(6)} 15:00`,
      }),
    ]);
    const request = await mail.server.db
      .knex('consultation_change_requests')
      .where({ consultation_id: mine.id })
      .first();
    expect(request).toMatchObject({ status: 'accepted', decided_by: 'Joy Mendoza', reply: null });

    // The staff dialog reads it as history: booked, asked, moved, each with who did it.
    const history = await api.get(`/api/online-consultations/${mine.id}/history`, { token: staff.token });
    expect(history.status).toBe(200);
    expect(
      (history.body.data as Array<{ kind: string; actor: string; summary: string }>).map(
        ({ kind, actor, summary }) => ({ kind, actor, summary }),
      ),
    ).toEqual([
      { kind: 'created', actor: 'Online booking', summary: 'Booked online' },
      {
        kind: 'time_requested',
        actor: 'Client (online)',
        summary: `Asked to move to ${formatAppointmentShort(soon(6), '15:00')}`,
      },
      {
        kind: 'request_accepted',
        actor: 'Joy Mendoza',
        summary: `Moved from ${formatAppointmentShort(soon(5), '11:00')} to ${formatAppointmentShort(soon(6), '15:00')}, as the client asked`,
      },
    ]);

    // The client's page follows: the new time, no request waiting.
    const page = await api.get(`/api/my-consultation/${consultationTokenFor(mine.id)}`);
    expect(page.body.consultation).toMatchObject({ date: soon(6), time: '15:00', changeRequest: null });

    // The old time is free again, the new one taken.
    const before = await api.get(`/api/availability?branch=online&date=${soon(5)}`);
    expect(before.body.slots.find((slot: { time: string }) => slot.time === '11:00').available).toBe(true);
    const after = await api.get(`/api/availability?branch=online&date=${soon(6)}`);
    expect(after.body.slots.find((slot: { time: string }) => slot.time === '15:00').available).toBe(false);

    const again = await accept(mine.id);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(CONSULTATION_REQUEST_MESSAGES.noPendingRequest);
    expect((await decline(mine.id)).status).toBe(409);
    expect(await deliveredTo(mine.email)).toHaveLength(1);
  });

  it('decline: the call keeps its time and the client gets one e-mail with the reply, escaped', async () => {
    const mine = await booked({ date: soon(7), time: '12:00' });
    await ask(mine, { date: soon(8), time: '16:00' });
    await deliveredTo('desk@tbl-clinic.ph');
    mail.sink.received.length = 0;

    const tooLong = await decline(mine.id, { reply: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.msg).toBe('Reply must be at most 500 characters');

    const reply = await decline(mine.id, { reply: 'The doctor is away <sorry> & back Friday.' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.message).toBe(CONSULTATION_REQUEST_MESSAGES.declined);
    expect(reply.body.data).toMatchObject({ date: soon(7), time: '12:00', pendingChangeRequest: null });
    expect(await stored(mine.id)).toMatchObject({ consultation_date: soon(7), consultation_time: '12:00' });

    const mails = await deliveredTo(mine.email);
    expect(mails.map((message) => message.subject)).toEqual([
      'TBL Aesthetics & Slimming Center - About your request to move your online consultation',
    ]);
    expect(mails[0]?.text).toContain('The doctor is away <sorry> & back Friday.');
    expect(mails[0]?.html).toContain('The doctor is away &lt;sorry&gt; &amp; back Friday.');
    expect(mails[0]?.text).toContain(`https://tbl.example/my-consultation/${consultationTokenFor(mine.id)}`);
    expect(mails[0]?.calendar).toBeUndefined();

    const events = await mail.server.db.knex('consultation_events').where({ consultation_id: mine.id });
    expect(events).toEqual([expect.objectContaining({ kind: 'request_declined', actor: 'Joy Mendoza' })]);
    const history = await api.get(`/api/online-consultations/${mine.id}/history`, { token: staff.token });
    expect(history.body.data.at(-1)).toMatchObject({
      kind: 'request_declined',
      actor: 'Joy Mendoza',
      summary: `Declined the client's request to move to ${formatAppointmentShort(soon(8), '16:00')}`,
    });
    const request = await mail.server.db
      .knex('consultation_change_requests')
      .where({ consultation_id: mine.id })
      .first();
    expect(request).toMatchObject({
      status: 'declined',
      decided_by: 'Joy Mendoza',
      reply: 'The doctor is away <sorry> & back Friday.',
    });

    expect((await accept(mine.id)).status).toBe(409);
    expect(await deliveredTo(mine.email)).toHaveLength(1);
  });

  it('answers 409 with alternatives when the asked time filled meanwhile, and keeps the call and the request', async () => {
    const mine = await booked({ date: soon(9), time: '11:00' });
    await ask(mine, { date: soon(10), time: '15:00' });
    await booked({ date: soon(10), time: '15:00' });
    const reply = await accept(mine.id);
    expect(reply.status).toBe(409);
    expect(reply.body.msg).toMatch(/fully booked/);
    expect(reply.body.alternatives[0]).toEqual({ date: soon(10), time: '14:30', label: '2:30 PM' });
    expect(await stored(mine.id)).toMatchObject({ consultation_date: soon(9), consultation_time: '11:00' });
    expect((await listed(mine))?.pendingChangeRequest).toMatchObject({ date: soon(10), time: '15:00' });
    const queued = await mail.server.db
      .knex('email_outbox')
      .where({ consultation_id: mine.id })
      .whereIn('kind', ['consultation-time-accepted', 'consultation-time-declined']);
    expect(queued).toHaveLength(0);
    // Declining still works: the client hears once.
    await deliveredTo(mine.email);
    mail.sink.received.length = 0;
    expect((await decline(mine.id)).status).toBe(200);
    expect(await deliveredTo(mine.email)).toHaveLength(1);
  });

  it('is for staff: 401 without a token, 404 for an unknown consultation, 409 with nothing pending', async () => {
    const mine = await booked();
    await ask(mine, { date: soon(11), time: '13:00' });
    const anonymous = await accept(mine.id, '');
    expect(anonymous.status).toBe(401);
    const anonymousDecline = await api.post(
      `/api/online-consultations/${mine.id}/change-request/decline`,
      {},
    );
    expect(anonymousDecline.status).toBe(401);
    expect((await stored(mine.id)).consultation_date).not.toBe(soon(11));
    expect((await accept(crypto.randomUUID())).status).toBe(404);
    expect((await api.get(`/api/online-consultations/${mine.id}/history`)).status).toBe(401);
    const unknown = await api.get(`/api/online-consultations/${crypto.randomUUID()}/history`, {
      token: staff.token,
    });
    expect(unknown.status).toBe(404);
    expect((await accept('not-an-id')).status).toBe(404);
    const untouched = await booked();
    const none = await accept(untouched.id);
    expect(none.status).toBe(409);
    expect(none.body.msg).toBe(CONSULTATION_REQUEST_MESSAGES.noPendingRequest);
    const badBody = await api.post(`/api/online-consultations/${mine.id}/change-request/accept`, [], {
      token: staff.token,
    });
    expect(badBody.status).toBe(400);
    // An admin decides too.
    const admin = await signedIn(mail.server.db.knex, api, 'admin', 'Ana Admin');
    expect((await accept(mine.id, admin.token)).status).toBe(200);
  });

  it('answers 400 when the asked time has passed or does not fit the online hours, and 409 on a cancelled call', async () => {
    const knex = mail.server.db.knex;
    const passed = await booked();
    // Stored straight: the client's own request already refuses both of these.
    await knex('consultation_change_requests').insert({
      id: crypto.randomUUID(),
      consultation_id: passed.id,
      requested_date: addDays(manilaDate(), -1),
      requested_time: '15:00',
      message: null,
    });
    const late = await accept(passed.id);
    expect(late.status).toBe(400);
    expect(late.body.msg).toBe(CONSULTATION_REQUEST_MESSAGES.requestedTimePassed);

    const closing = await booked();
    await knex('consultation_change_requests').insert({
      id: crypto.randomUUID(),
      consultation_id: closing.id,
      requested_date: soon(12),
      requested_time: '22:00',
      message: null,
    });
    const afterHours = await accept(closing.id);
    expect(afterHours.status).toBe(400);
    expect(afterHours.body.msg).toMatch(/close at 10:00 PM/);
    expect((await stored(closing.id)).consultation_date).not.toBe(soon(12));

    const cancelled = await booked();
    await ask(cancelled, { date: soon(13), time: '13:00' });
    await knex('online_consultations').where({ id: cancelled.id }).update({ status: 'done' });
    const closed = await accept(cancelled.id);
    expect(closed.status).toBe(409);
    expect(closed.body.msg).toBe(CONSULTATION_REQUEST_MESSAGES.closed);
  });

  it('the client cannot ask for a time that ends after the online hours', async () => {
    const mine = await booked();
    const reply = await api.post(`/api/my-consultation/${consultationTokenFor(mine.id)}/reschedule`, {
      date: soon(14),
      time: '22:00',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toMatch(/close at 10:00 PM/);
  });

  it('desks accepting eight consultations into the last online place at once: exactly one moves', async () => {
    const wanted = { date: soon(17), time: '18:00' };
    const consultations: Booked[] = [];
    for (let day = 0; day < 8; day += 1)
      consultations.push(await booked({ date: soon(18 + day), time: '10:00' }));
    for (const consultation of consultations) await ask(consultation, wanted);
    const other = await signedIn(mail.server.db.knex, api, 'staff', 'Rosa Front Desk');
    const replies = await Promise.all(
      consultations.map((consultation, index) =>
        accept(consultation.id, index % 2 ? other.token : staff.token),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    for (const lost of replies.filter((reply) => reply.status === 409)) {
      expect(lost.body.alternatives.length).toBeGreaterThan(0);
    }
    const atThatTime = await mail.server.db
      .knex('online_consultations')
      .where({ consultation_date: wanted.date, consultation_time: wanted.time });
    expect(atThatTime).toHaveLength(1);
    const moved = await mail.server.db
      .knex('email_outbox')
      .whereIn(
        'consultation_id',
        consultations.map((consultation) => consultation.id),
      )
      .where({ kind: 'consultation-time-accepted' });
    expect(moved).toHaveLength(1);
  });

  it('two desks deciding the same request at once: one decision, one e-mail', async () => {
    const mine = await booked({ date: soon(27), time: '11:00' });
    await ask(mine, { date: soon(28), time: '13:00' });
    const other = await signedIn(mail.server.db.knex, api, 'staff', 'Rosa Front Desk');
    const replies = await Promise.all([
      accept(mine.id),
      api.post(`/api/online-consultations/${mine.id}/change-request/decline`, {}, { token: other.token }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const decided = await mail.server.db
      .knex('email_outbox')
      .where({ consultation_id: mine.id })
      .whereIn('kind', ['consultation-time-accepted', 'consultation-time-declined']);
    expect(decided).toHaveLength(1);
    const events = await mail.server.db.knex('consultation_events').where({ consultation_id: mine.id });
    expect(events).toHaveLength(1);
  });

  it('refuses to decide a request the client replaced since the desk read it (409), and decides the one named', async () => {
    const mine = await booked({ date: soon(29), time: '11:00' });
    await ask(mine, { date: soon(30), time: '13:00' });
    const read = (await listed(mine))?.pendingChangeRequest as { requestedAt: string };
    await new Promise((resolve) => setTimeout(resolve, 5));
    await ask(mine, { date: soon(31), time: '16:00', message: 'Actually, Thursday please.' });
    const path = `/api/online-consultations/${mine.id}/change-request`;
    const stale = await api.post(`${path}/accept`, { requestedAt: read.requestedAt }, { token: staff.token });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(CONSULTATION_REQUEST_MESSAGES.changedMeanwhile);
    const staleDecline = await api.post(
      `${path}/decline`,
      { requestedAt: read.requestedAt },
      { token: staff.token },
    );
    expect(staleDecline.status).toBe(409);
    expect(await stored(mine.id)).toMatchObject({ consultation_date: soon(29), consultation_time: '11:00' });
    const bad = await api.post(`${path}/accept`, { requestedAt: 'yesterday' }, { token: staff.token });
    expect(bad.status).toBe(400);

    const current = (await listed(mine))?.pendingChangeRequest as { requestedAt: string };
    const reply = await api.post(
      `${path}/accept`,
      { requestedAt: current.requestedAt },
      { token: staff.token },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({ date: soon(31), time: '16:00' });
  });

  it('across two server instances, accepts and new bookings racing for the last online place: exactly one gets it', async () => {
    const second = await startSecondInstance(mail.server);
    try {
      const other = client(second.url);
      const wanted = { date: soon(32), time: '19:00' };
      const asking: Booked[] = [];
      for (let day = 0; day < 6; day += 1) asking.push(await booked({ date: soon(33 + day), time: '10:00' }));
      for (const consultation of asking) await ask(consultation, wanted);
      const replies = await Promise.all([
        ...asking.map((consultation, index) =>
          (index % 2 ? other : api).post(
            `/api/online-consultations/${consultation.id}/change-request/accept`,
            {},
            { token: staff.token },
          ),
        ),
        ...Array.from({ length: 6 }, (_, index) =>
          (index % 2 ? api : other).post(
            '/api/online-consultations',
            consultationBody({ ...wanted, ...anotherPerson() }),
          ),
        ),
      ]);
      const won = replies.filter((reply) => reply.status === 200 || reply.status === 201);
      expect(won, JSON.stringify(replies.map((reply) => reply.status))).toHaveLength(1);
      for (const lost of replies.filter((reply) => reply.status === 409)) {
        expect(lost.body.alternatives.length).toBeGreaterThan(0);
      }
      expect(replies.filter((reply) => reply.status === 409)).toHaveLength(11);
      const atThatTime = await mail.server.db
        .knex('online_consultations')
        .where({ consultation_date: wanted.date, consultation_time: wanted.time });
      expect(atThatTime).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('lists every client waiting for an answer, longest-waiting first, only for calls still to happen', async () => {
    const knex = mail.server.db.knex;
    const waiting = await booked({ date: soon(40), time: '11:00' });
    await ask(waiting, { date: soon(41), time: '12:00', message: 'Mornings are hard' });
    const finished = await booked({ date: soon(42), time: '11:00' });
    await ask(finished, { date: soon(43), time: '12:00' });
    await knex('online_consultations').where({ id: finished.id }).update({ status: 'no-show' });

    expect((await api.get('/api/online-consultations/change-requests')).status).toBe(401);
    const reply = await api.get('/api/online-consultations/change-requests', { token: staff.token });
    expect(reply.status).toBe(200);
    const listed = reply.body.data as Array<{
      id: string;
      status: string;
      pendingChangeRequest: { date: string; requestedAt: string };
    }>;
    const pending = await knex('consultation_change_requests')
      .join('online_consultations', 'online_consultations.id', 'consultation_change_requests.consultation_id')
      .where('consultation_change_requests.status', 'pending')
      .whereIn('online_consultations.status', ['pending', 'confirmed'])
      .count({ n: '*' })
      .first();
    expect(reply.body.total).toBe(Number(pending?.n));
    expect(listed.length).toBe(Math.min(20, Number(pending?.n)));
    const requestedAts = listed.map((item) => Date.parse(item.pendingChangeRequest.requestedAt));
    expect(requestedAts).toEqual([...requestedAts].sort((a, b) => a - b));
    expect(listed.every((item) => item.status === 'pending' || item.status === 'confirmed')).toBe(true);
    expect(listed.some((item) => item.id === finished.id)).toBe(false);
    if (Number(pending?.n) <= 20) {
      expect(listed.find((item) => item.id === waiting.id)?.pendingChangeRequest).toMatchObject({
        date: soon(41),
        time: '12:00',
        message: 'Mornings are hard',
      });
    }

    // Decided, it leaves the list.
    expect((await decline(waiting.id)).status).toBe(200);
    const after = await api.get('/api/online-consultations/change-requests', { token: staff.token });
    expect(after.body.total).toBe(Number(pending?.n) - 1);
    expect((after.body.data as Array<{ id: string }>).some((item) => item.id === waiting.id)).toBe(false);
  });
});
