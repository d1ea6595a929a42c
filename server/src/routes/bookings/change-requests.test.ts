import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MANAGE_MESSAGES } from '../../../../domain/manage-booking';
import { addDays, manilaDate } from '../../../../domain/manila-date';
import type { OutboxWorker } from '../../mail/outbox-worker';
import { anotherPerson, bookingBody, type Staff, signedIn, soon } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { keptCounts } from '../../test/kept-counts';
import { type MailTestServer, startMailTestServer } from '../../test/mail-test-server';
import { tokenFor } from '../../test/manage';
import { decodeHeader, leafParts, messageHeaders } from '../../test/mime';
import { TEST_SECRETS, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;
let staff: Staff;
let sink: MailTestServer['sink'];
let outbox: OutboxWorker;

let mailServer: MailTestServer;

beforeAll(async () => {
  mailServer = await startMailTestServer({ MAIL_BCC: 'desk@tbl-clinic.ph' });
  ({ server, sink, outbox } = mailServer);
  api = client(server.url);
  // An admin, because this journey ends with a delete.
  staff = await signedIn(server.db.knex, api, 'admin', 'Joy Mendoza');
});

afterAll(async () => {
  await mailServer.close();
});

beforeEach(() => {
  sink.received.length = 0;
});

async function booked(overrides: Record<string, unknown> = {}) {
  // Each booking for a person of its own: several share a start here.
  const reply = await api.post(
    '/api/bookings',
    bookingBody({ bookingData: { ...anotherPerson(), ...overrides } }),
  );
  expect(reply.status).toBe(201);
  return reply.body.booking as { id: string; bookingData: { bookingNumber: string; date: string } };
}

const ask = (id: string, body: Record<string, unknown>) =>
  api.post(`/api/my-booking/${tokenFor(id)}/reschedule`, body);
const accept = (id: string) =>
  api.post(`/api/bookings/${id}/change-request/accept`, {}, { token: staff.token });
const decline = (id: string, body: Record<string, unknown> = {}) =>
  api.post(`/api/bookings/${id}/change-request/decline`, body, { token: staff.token });

/** The subjects of what reached an address, after two worker passes (a second pass sends nothing new). */
async function deliveredTo(address: string) {
  await outbox.runOnce();
  await outbox.runOnce();
  return sink.received
    .filter((mail) => mail.to.includes(address))
    .map((mail) => {
      const parts = leafParts(mail.raw);
      return {
        subject: decodeHeader(messageHeaders(mail.raw).subject ?? ''),
        text: parts.find((part) => part.contentType.startsWith('text/plain'))?.body ?? '',
        html: parts.find((part) => part.contentType.startsWith('text/html'))?.body ?? '',
        calendar: parts
          .find((part) => part.contentType.startsWith('text/calendar'))
          ?.body.replace(/\r?\n /g, ''),
      };
    });
}

/** The kept counts (booking_counts and booking_status_totals) agree with counting the live bookings. */
async function countsAreExact() {
  const { days, totals } = await keptCounts(server.db.knex);
  expect(days.kept).toEqual(days.counted);
  expect(totals.kept).toEqual(totals.counted);
}

describe('accepting and declining a change request', () => {
  it('moves the booking on accept, e-mails the client once with a new invitation, and keeps the counts exact', async () => {
    const booking = await booked({ email: 'move@example.com', date: soon(4), time: '14:30' });
    await ask(booking.id, { date: soon(9), time: '13:30', message: 'Can we do <b>later</b>?' });
    const clinic = await deliveredTo('desk@tbl-clinic.ph');
    const request = clinic.find(
      (mail) => mail.subject === `Reschedule request - ${booking.bookingData.bookingNumber}`,
    );
    expect(request?.text).toContain('Can we do <b>later</b>?');
    expect(request?.html).toContain('Can we do &lt;b&gt;later&lt;/b&gt;?');
    sink.received.length = 0;

    const reply = await accept(booking.id);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(MANAGE_MESSAGES.accepted);
    expect(reply.body.data.bookingData).toMatchObject({ date: soon(9), time: '13:30' });
    expect(reply.body.data.updatedBy).toBe('Joy Mendoza');
    await countsAreExact();

    const mails = await deliveredTo('move@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'TBL Aesthetics & Slimming Center - Your New Date and Time',
    ]);
    const [moved] = mails;
    expect(moved?.text).toContain('1:30 PM');
    expect(moved?.text).toContain(`https://tbl.example/my-booking/${tokenFor(booking.id)}`);
    expect(moved?.calendar).toContain(`DTSTART;TZID=Asia/Manila:${soon(9).replace(/-/g, '')}T133000`);
    expect(moved?.calendar).toContain('SEQUENCE:1');

    const page = (await api.get(`/api/my-booking/${tokenFor(booking.id)}`)).body.booking;
    expect(page).toMatchObject({ date: soon(9), time: '13:30', changeRequest: { status: 'accepted' } });
    expect(page.changeRequest.decidedAt).toEqual(expect.any(String));

    const again = await accept(booking.id);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(MANAGE_MESSAGES.noPendingRequest);
  });

  it('keeps the booking on decline and e-mails the reply, escaped', async () => {
    const booking = await booked({ email: 'stay@example.com', date: soon(4), time: '14:30' });
    await ask(booking.id, { date: soon(8), time: '10:00' });
    await deliveredTo('desk@tbl-clinic.ph');
    sink.received.length = 0;
    const tooLong = await decline(booking.id, { reply: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.msg).toBe('Reply must be at most 500 characters');
    const reply = await decline(booking.id, { reply: 'We are full that day <sorry> & closed.' });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(MANAGE_MESSAGES.declined);
    expect(reply.body.data.bookingData).toMatchObject({ date: soon(4), time: '14:30' });
    const mails = await deliveredTo('stay@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'TBL Aesthetics & Slimming Center - About Your Request to Reschedule',
    ]);
    expect(mails[0]?.text).toContain('We are full that day <sorry> & closed.');
    expect(mails[0]?.html).toContain('We are full that day &lt;sorry&gt; &amp; closed.');
    expect(mails[0]?.calendar).toBeUndefined();
    const page = (await api.get(`/api/my-booking/${tokenFor(booking.id)}`)).body.booking;
    expect(page.changeRequest).toMatchObject({
      status: 'declined',
      reply: 'We are full that day <sorry> & closed.',
    });
  });

  it('refuses a request whose time has passed, a missing request, and unknown or deleted bookings', async () => {
    const booking = await booked();
    const none = await decline(booking.id);
    expect(none.status).toBe(409);
    expect(none.body.msg).toBe(MANAGE_MESSAGES.noPendingRequest);
    await server.db.knex('booking_change_requests').insert({
      id: crypto.randomUUID(),
      booking_id: booking.id,
      requested_date: addDays(manilaDate(), -1),
      requested_time: '10:00',
    });
    const passed = await accept(booking.id);
    expect(passed.status).toBe(409);
    expect(passed.body.msg).toBe(MANAGE_MESSAGES.requestedTimePassed);
    expect((await decline(booking.id)).status).toBe(200);

    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      expect((await accept(id)).status).toBe(404);
      expect((await decline(id)).status).toBe(404);
    }
    const gone = await booked();
    await ask(gone.id, { date: soon(8), time: '10:00' });
    await api.delete(
      `/api/bookings/${gone.id}`,
      { deleteCode: TEST_SECRETS.deleteCode },
      { token: staff.token },
    );
    expect((await accept(gone.id)).status).toBe(404);
    expect((await api.post(`/api/bookings/${booking.id}/change-request/accept`, {})).status).toBe(401);
  });

  it('decides nothing when the client replaced the request the desk read (requestedAt), and decides the one named', async () => {
    const booking = await booked({ date: soon(4), time: '14:30' });
    await ask(booking.id, { date: soon(10), time: '11:00' });
    const readList = async () => {
      const page = await api.get(`/api/bookings?search=${booking.bookingData.bookingNumber}`, {
        token: staff.token,
      });
      return page.body.data[0].pendingChangeRequest as { requestedAt: string; date: string };
    };
    const read = await readList();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await ask(booking.id, { date: soon(11), time: '15:00', message: 'Friday is better after all' });
    const path = `/api/bookings/${booking.id}/change-request`;
    const stale = await api.post(`${path}/accept`, { requestedAt: read.requestedAt }, { token: staff.token });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(MANAGE_MESSAGES.requestChangedMeanwhile);
    const staleDecline = await api.post(
      `${path}/decline`,
      { requestedAt: read.requestedAt, reply: 'No' },
      { token: staff.token },
    );
    expect(staleDecline.status).toBe(409);
    const kept = await server.db.knex('bookings').where({ id: booking.id }).first();
    expect(kept).toMatchObject({ service_date: soon(4), service_time: '14:30' });
    expect((await api.post(`${path}/accept`, { requestedAt: 'soon' }, { token: staff.token })).status).toBe(
      400,
    );

    const current = await readList();
    expect(current.date).toBe(soon(11));
    const reply = await api.post(
      `${path}/accept`,
      { requestedAt: current.requestedAt },
      { token: staff.token },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.bookingData).toMatchObject({ date: soon(11), time: '15:00' });
  });
});

describe('the back-office view of changes', () => {
  it('lists the booking history in order, each with who did it', async () => {
    const booking = await booked({ date: soon(4), time: '10:00' });
    const { id } = booking;
    const token = { token: staff.token };
    await api.patch(
      `/api/bookings/${id}/status`,
      { status: 'confirmed', updateCode: TEST_SECRETS.updateCode },
      token,
    );
    await api.patch(`/api/bookings/${id}/note`, { noteAdmin: 'Prefers Joy' }, token);
    await api.patch(`/api/bookings/${id}/note`, { noteAdmin: '' }, token);
    await api.post('/api/email/send', { bookingId: id }, token);
    await ask(id, { date: soon(5), time: '11:00' });
    await ask(id, { date: soon(6), time: '13:30' });
    await decline(id);
    await ask(id, { date: soon(7), time: '15:00' });
    await accept(id);
    await api.post(`/api/my-booking/${tokenFor(id)}/cancel`, {});
    await api.delete(`/api/bookings/${id}`, { deleteCode: TEST_SECRETS.deleteCode }, token);

    const detail = (await api.get(`/api/bookings/${id}`, token)).body.data;
    const rows = detail.events.map((event: { kind: string; actor: string; summary: string }) => [
      event.kind,
      event.actor,
      event.summary,
    ]);
    const on = (days: number, time: string) => {
      const date = new Date(`${soon(days)}T00:00:00Z`);
      const weekday = date.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' });
      const month = date.toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' });
      return `${weekday}, ${date.getUTCDate()} ${month} ${date.getUTCFullYear()}, ${time}`;
    };
    expect(rows).toEqual([
      ['created', 'Online booking', 'Booked online'],
      ['status_changed', 'Joy Mendoza', 'Status changed from Pending to Confirmed'],
      ['note_edited', 'Joy Mendoza', 'Note edited'],
      ['note_cleared', 'Joy Mendoza', 'Note cleared'],
      ['confirmation_resent', 'Joy Mendoza', 'Confirmation e-mail sent again'],
      ['reschedule_requested', 'Client (online)', `Asked to move to ${on(5, '11:00 AM')}`],
      ['reschedule_withdrawn', 'Client (online)', 'Earlier reschedule request replaced by a new one'],
      ['reschedule_requested', 'Client (online)', `Asked to move to ${on(6, '1:30 PM')}`],
      ['reschedule_declined', 'Joy Mendoza', 'Reschedule request declined'],
      ['reschedule_requested', 'Client (online)', `Asked to move to ${on(7, '3:00 PM')}`],
      ['reschedule_accepted', 'Joy Mendoza', `Moved from ${on(4, '10:00 AM')} to ${on(7, '3:00 PM')}`],
      ['cancelled_by_client', 'Client (online)', 'Cancelled by the client online'],
      ['deleted', 'Joy Mendoza', 'Booking deleted'],
    ]);
    const times = detail.events.map((event: { at: string }) => Date.parse(event.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(detail.changeRequest).toMatchObject({ date: soon(7), time: '15:00', status: 'accepted' });
    await countsAreExact();
  });

  it('marks list rows that wait for a decision, in every list', async () => {
    const waiting = await booked({ customerName: 'Waiting Client' });
    const calm = await booked({ customerName: 'Calm Client' });
    await ask(waiting.id, { date: soon(10), time: '12:00', message: 'Mornings are hard' });
    const token = { token: staff.token };
    // The list reads the request through the page's own statement (json); the detail reads the row.
    const { requestedAt } = (await api.get(`/api/bookings/${waiting.id}`, token)).body.data.changeRequest;
    expect(new Date(requestedAt).toISOString()).toBe(requestedAt);
    for (const path of ['/api/bookings?limit=100', '/api/bookings/search?search=Client&limit=100']) {
      const reply = await api.get(path, token);
      const rows = reply.body.data as Array<{ id: string; pendingChangeRequest: unknown }>;
      expect(rows.find((row) => row.id === waiting.id)?.pendingChangeRequest).toEqual({
        date: soon(10),
        time: '12:00',
        message: 'Mornings are hard',
        requestedAt,
      });
      expect(rows.find((row) => row.id === calm.id)?.pendingChangeRequest).toBeNull();
    }
    const deleted = (await api.get('/api/bookings/deleted', token)).body.data;
    for (const row of deleted) expect(row).toHaveProperty('pendingChangeRequest');
  });
});
