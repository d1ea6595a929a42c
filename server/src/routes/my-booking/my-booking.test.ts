import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotHasPassed } from '../../../../domain/appointment-time';
import { CLINIC_PHONE } from '../../../../domain/brand';
import { MANAGE_MESSAGES, RESCHEDULE_REQUESTS_PER_DAY } from '../../../../domain/manage-booking';
import { addDays, manilaDate } from '../../../../domain/manila-date';
import { startsWithinHours } from '../../../../domain/opening-hours';
import { TIME_SLOT_VALUES } from '../../../../domain/time-slots';
import { manageToken } from '../../manage/manage-token';
import { anotherPerson, bookingBody, soon, storeBookings } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { appointmentIn, tokenFor } from '../../test/manage';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;

beforeAll(async () => {
  server = await startTestServer({ MAIL_BCC: 'desk@tbl-clinic.ph' });
  api = client(server.url);
});

afterAll(async () => {
  await server.close();
});

const HOUR = 3600_000;

async function booked(overrides: Record<string, unknown> = {}) {
  const reply = await api.post('/api/bookings', bookingBody({ bookingData: overrides }));
  expect(reply.status).toBe(201);
  return reply.body.booking as {
    id: string;
    bookingData: { bookingNumber: string; date: string; time: string };
  };
}

async function stored(status: string, when: { date: string; time: string }) {
  const [id] = await storeBookings(server.db.knex, [{ status, ...when, email: 'late@example.com' }]);
  return id as string;
}

const outboxOf = (bookingId: string) =>
  server.db.knex('email_outbox').where({ booking_id: bookingId }).orderBy('created_at');

describe('GET /api/my-booking/:token', () => {
  it('shows the client their booking, what they may do, and nothing private; never cached', async () => {
    const booking = await booked({ branch: 'las-pinas', notes: 'private note', time: '13:30' });
    const reply = await api.get(`/api/my-booking/${tokenFor(booking.id)}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body.booking).toMatchObject({
      bookingNumber: booking.bookingData.bookingNumber,
      status: 'pending',
      serviceType: 'clinic',
      branch: 'las-pinas',
      address: '',
      landmark: '',
      date: booking.bookingData.date,
      time: '13:30',
      customerName: 'Ana Santos',
      paymentMethod: 'gcash',
      services: [{ name: 'Stem Cell Facial', quantity: 1, price: 1999, selectedPromo: null }],
      totalPrice: 1999,
      canCancel: true,
      canReschedule: true,
      changeRequest: null,
    });
    expect(reply.body.booking.cancelDeadline).toBe(
      new Date(Date.parse(`${booking.bookingData.date}T13:30:00+08:00`) - 24 * HOUR).toISOString(),
    );
    const text = JSON.stringify(reply.body);
    for (const secret of ['ana@example.com', '0917', 'private note', booking.id])
      expect(text).not.toContain(secret);
  });

  it("answers every bad token with the same 404, and one booking's token never opens another", async () => {
    const a = await booked();
    const b = await booked({ customerName: 'Bea Reyes' });
    const [aId, aMac] = tokenFor(a.id).split('~');
    const [bId, bMac] = tokenFor(b.id).split('~');
    const deleted = await booked();
    await server.db.knex('bookings').where({ id: deleted.id }).update({ deleted_at: new Date() });
    const bad = [
      'nonsense',
      `${aId}`,
      `${aId}.${bMac}`,
      `${bId}.${aMac}`,
      `${aId}.${crypto.randomBytes(32).toString('base64url')}`,
      manageToken('a-guessed-secret-that-is-long-enough-0000', a.id),
      tokenFor(crypto.randomUUID()),
      tokenFor(deleted.id),
      `${aId}.${aMac}.`,
      encodeURIComponent(`${aId}.${aMac}' or '1'='1`),
      'x'.repeat(5000),
    ];
    for (const token of bad) {
      for (const reply of [
        await api.get(`/api/my-booking/${token}`),
        await api.post(`/api/my-booking/${token}/cancel`, {}),
        await api.post(`/api/my-booking/${token}/reschedule`, { date: soon(9), time: '10:00' }),
        await api.get(`/api/my-booking/${token}/calendar.ics`),
      ]) {
        expect(reply.status, token).toBe(404);
        expect(reply.body.msg).toBe(MANAGE_MESSAGES.invalidLink);
        expect(reply.headers.get('cache-control')).toBe('no-store');
      }
    }
    const asA = await api.get(`/api/my-booking/${tokenFor(a.id)}`);
    expect(asA.body.booking.bookingNumber).toBe(a.bookingData.bookingNumber);
    expect(asA.body.booking.customerName).toBe('Ana Santos');
    await api.post(`/api/my-booking/${tokenFor(a.id)}/cancel`, {});
    const bRow = await server.db.knex('bookings').where({ id: b.id }).first();
    expect(bRow.status).toBe('pending');
  });
});

describe('POST /api/my-booking/:token/cancel', () => {
  it('cancels 24 hours ahead: status, history, audit trail and the e-mail, once', async () => {
    const id = await stored('confirmed', appointmentIn(24 * HOUR + 3 * 60_000, 'up'));
    const token = tokenFor(id);
    expect((await api.get(`/api/my-booking/${token}`)).body.booking.canCancel).toBe(true);
    const reply = await api.post(`/api/my-booking/${token}/cancel`, {});
    expect(reply.status).toBe(200);
    expect(reply.body.msg).toBe(MANAGE_MESSAGES.cancelled);
    expect(reply.body.booking).toMatchObject({ status: 'cancelled', canCancel: false, canReschedule: false });
    const history = await server.db.knex('booking_status_history').where({ booking_id: id });
    expect(history).toEqual([
      expect.objectContaining({
        from_status: 'confirmed',
        to_status: 'cancelled',
        changed_by: 'Client (online)',
      }),
    ]);
    const events = await server.db.knex('booking_events').where({ booking_id: id });
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'cancelled_by_client',
        actor: 'Client (online)',
        summary: 'Cancelled by the client online',
      }),
    ]);
    const again = await api.post(`/api/my-booking/${token}/cancel`, {});
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(MANAGE_MESSAGES.alreadyCancelled);
    const mails = await outboxOf(id);
    expect(mails.map((mail) => [mail.kind, mail.to_address])).toEqual([
      ['booking-cancelled', 'late@example.com'],
    ]);
  });

  it('refuses at 23 hours 59 minutes, saying to call the clinic', async () => {
    const id = await stored('confirmed', appointmentIn(24 * HOUR - 60_000, 'down'));
    const token = tokenFor(id);
    const page = (await api.get(`/api/my-booking/${token}`)).body.booking;
    expect(page).toMatchObject({ canCancel: false, canReschedule: true });
    const reply = await api.post(`/api/my-booking/${token}/cancel`, {});
    expect(reply.status).toBe(409);
    expect(reply.body.msg).toBe(
      `Your appointment is less than 24 hours away, so it can no longer be cancelled online. Please call us at ${CLINIC_PHONE}.`,
    );
    expect((await server.db.knex('bookings').where({ id }).first()).status).toBe('confirmed');
    expect(await outboxOf(id)).toEqual([]);
  });

  it('refuses a completed booking', async () => {
    const id = await stored('completed', { date: soon(5), time: '10:00' });
    const reply = await api.post(`/api/my-booking/${tokenFor(id)}/cancel`, {});
    expect(reply.status).toBe(409);
    expect(reply.body.msg).toBe(MANAGE_MESSAGES.alreadyCompleted);
  });

  it('withdraws a pending change request with the booking', async () => {
    const booking = await booked();
    const token = tokenFor(booking.id);
    await api.post(`/api/my-booking/${token}/reschedule`, { date: soon(6), time: '11:00' });
    await api.post(`/api/my-booking/${token}/cancel`, {});
    const page = (await api.get(`/api/my-booking/${token}`)).body.booking;
    expect(page.changeRequest).toMatchObject({ status: 'withdrawn', date: soon(6), time: '11:00' });
  });
});

describe('POST /api/my-booking/:token/reschedule', () => {
  it("checks the new date and time by the booking form's rules", async () => {
    const booking = await booked({ date: soon(4), time: '14:30', ...anotherPerson() });
    const token = tokenFor(booking.id);
    const cases: Array<[unknown, string]> = [
      [{ date: '2026-02-30', time: '10:00' }, 'Choose a real date (YYYY-MM-DD)'],
      [{ date: addDays(manilaDate(), -1), time: '10:00' }, 'The date cannot be in the past'],
      [{ date: addDays(manilaDate(), 367), time: '10:00' }, 'Choose a date within the next 12 months'],
      [{ date: soon(5), time: '09:30' }, 'Choose a time between 10:00 AM and 10:00 PM in 30-minute steps'],
      [{ date: soon(5), time: '10:00', message: 'x'.repeat(501) }, 'Message must be at most 500 characters'],
      [{ date: soon(4), time: '14:30' }, MANAGE_MESSAGES.sameDateTime],
      [[], 'Send { date, time, message? } as a JSON object'],
    ];
    for (const [body, msg] of cases) {
      const reply = await api.post(`/api/my-booking/${token}/reschedule`, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.msg).toBe(msg);
    }
    const today = manilaDate();
    const passed = TIME_SLOT_VALUES.filter((slot) => slotHasPassed(today, slot));
    // The booking is a one-hour visit at Makati, which closes at 9 PM: its latest start is 8 PM.
    const later = startsWithinHours('makati', 60).filter((slot) => !slotHasPassed(today, slot));
    if (passed.length > 0) {
      const reply = await api.post(`/api/my-booking/${token}/reschedule`, { date: today, time: passed[0] });
      expect(reply.status).toBe(400);
      expect(reply.body.msg).toBe(MANAGE_MESSAGES.slotPassed);
    }
    const afterClosing = await api.post(`/api/my-booking/${token}/reschedule`, {
      date: soon(9),
      time: '20:30',
    });
    expect(afterClosing.status).toBe(400);
    expect(afterClosing.body.msg).toMatch(/end after we close at 9:00 PM/);
    if (later.length > 0) {
      const reply = await api.post(`/api/my-booking/${token}/reschedule`, {
        date: today,
        time: later.at(-1),
      });
      expect(reply.status).toBe(201);
    }
  });

  it('records the request, replaces a pending one, tells the clinic, and keeps the booking as it is', async () => {
    const booking = await booked({ date: soon(4), time: '14:30', ...anotherPerson() });
    const token = tokenFor(booking.id);
    const first = await api.post(`/api/my-booking/${token}/reschedule`, {
      date: soon(6),
      time: '10:00',
      message: '  ',
    });
    expect(first.status).toBe(201);
    expect(first.body.msg).toBe(MANAGE_MESSAGES.rescheduleSent);
    expect(first.body.booking).toMatchObject({
      date: soon(4),
      time: '14:30',
      changeRequest: {
        date: soon(6),
        time: '10:00',
        message: null,
        status: 'pending',
        decidedAt: null,
        reply: null,
      },
    });
    const second = await api.post(`/api/my-booking/${token}/reschedule`, {
      date: soon(7),
      time: '18:00',
      message: ' After work, please ',
    });
    expect(second.body.booking.changeRequest).toMatchObject({
      date: soon(7),
      time: '18:00',
      message: 'After work, please',
      status: 'pending',
    });
    const requests = await server.db
      .knex('booking_change_requests')
      .where({ booking_id: booking.id })
      .orderBy('requested_at');
    expect(requests.map((request) => request.status)).toEqual(['withdrawn', 'pending']);
    const mails = (await outboxOf(booking.id)).filter((mail) => mail.kind === 'reschedule-requested');
    expect(mails.map((mail) => mail.to_address)).toEqual(['desk@tbl-clinic.ph', 'desk@tbl-clinic.ph']);
    expect(mails.map((mail) => mail.change_request_id)).toEqual(requests.map((request) => request.id));
  });

  it(`takes at most ${RESCHEDULE_REQUESTS_PER_DAY} requests for a booking in 24 hours, then answers 429 until the oldest is a day old`, async () => {
    const booking = await booked({ date: soon(4), time: '14:30', ...anotherPerson() });
    const other = await booked({ date: soon(4), time: '15:00', ...anotherPerson() });
    const token = tokenFor(booking.id);
    const ask = (day: number, id = booking.id) =>
      api.post(`/api/my-booking/${tokenFor(id)}/reschedule`, { date: soon(day), time: '10:00' });
    for (let day = 5; day < 5 + RESCHEDULE_REQUESTS_PER_DAY; day += 1) {
      expect((await ask(day)).status).toBe(201);
    }
    const refused = await ask(20);
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe(MANAGE_MESSAGES.tooManyRescheduleRequests);
    expect(refused.body.msg).toContain(CLINIC_PHONE);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(24 * 3600 - 120);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    // The last request still waits for the clinic, and the refused one e-mailed no one.
    const view = await api.get(`/api/my-booking/${token}`);
    expect(view.body.booking.changeRequest).toMatchObject({
      date: soon(4 + RESCHEDULE_REQUESTS_PER_DAY),
      status: 'pending',
    });
    const mails = (await outboxOf(booking.id)).filter((mail) => mail.kind === 'reschedule-requested');
    expect(mails).toHaveLength(RESCHEDULE_REQUESTS_PER_DAY);
    // Another booking has a limit of its own.
    expect((await ask(6, other.id)).status).toBe(201);
    // A day later the oldest request has left the window: one more is taken.
    await server.db
      .knex('booking_change_requests')
      .where({ booking_id: booking.id })
      .update({ requested_at: new Date(Date.now() - 24 * HOUR - 60_000) });
    expect((await ask(21)).status).toBe(201);
  });

  it('refuses a cancelled or completed booking', async () => {
    for (const [status, msg] of [
      ['cancelled', MANAGE_MESSAGES.alreadyCancelled],
      ['completed', MANAGE_MESSAGES.alreadyCompleted],
    ] as const) {
      const id = await stored(status, { date: soon(5), time: '10:00' });
      const reply = await api.post(`/api/my-booking/${tokenFor(id)}/reschedule`, {
        date: soon(8),
        time: '10:00',
      });
      expect(reply.status).toBe(409);
      expect(reply.body.msg).toBe(msg);
    }
  });
});

describe('GET /api/my-booking/:token/calendar.ics', () => {
  it('downloads the appointment as it stands; not once it is cancelled', async () => {
    const booking = await booked({ time: '16:00' });
    const token = tokenFor(booking.id);
    const reply = await api.get(`/api/my-booking/${token}/calendar.ics`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toBe(
      `attachment; filename="TBL-${booking.bookingData.bookingNumber}.ics"`,
    );
    expect(reply.body).toContain(
      `DTSTART;TZID=Asia/Manila:${booking.bookingData.date.replace(/-/g, '')}T160000`,
    );
    expect(reply.body).toContain('LOCATION:Makati branch');
    await api.post(`/api/my-booking/${token}/cancel`, {});
    const cancelled = await api.get(`/api/my-booking/${token}/calendar.ics`);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.msg).toBe(MANAGE_MESSAGES.alreadyCancelled);
  });
});
