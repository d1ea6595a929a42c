import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingRow } from '../../db/rows';
import { renderBookingConfirmation } from '../../mail/booking-email';
import { renderSms } from '../../sms/sms-messages';
import { anotherPerson, bookingBody, type Staff, signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;
let admin: Staff;
let staff: Staff;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  admin = await signedIn(server.db.knex, api, 'admin', 'Dra. Admin');
  staff = await signedIn(server.db.knex, api, 'staff', 'Front Desk');
});

afterAll(async () => {
  await server.close();
});

async function book() {
  const body = bookingBody();
  const reply = await api.post('/api/bookings', {
    ...body,
    bookingData: { ...body.bookingData, ...anotherPerson() },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.booking as { id: string; status: string };
}

const setInstant = (on: unknown, token = admin.token) =>
  api.put('/api/settings/booking', { instantConfirmation: on }, { token });

describe('instant confirmation (issue 28 item 5)', () => {
  it('is off by default: an online booking waits for the desk', async () => {
    expect((await api.get('/api/settings/booking', { token: admin.token })).body.data).toMatchObject({
      instantConfirmation: false,
    });
    expect((await book()).status).toBe('pending');
  });

  it('is an admin setting: staff are refused, and a value that is not true or false is a 400', async () => {
    expect((await setInstant(true, staff.token)).status).toBe(403);
    const bad = await setInstant('yes');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/Instant confirmation must be on/);
  });

  it('on, confirms every booking that passes availability at once, telling the client so by e-mail and text', async () => {
    const saved = await setInstant(true);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ instantConfirmation: true, updatedBy: 'Dra. Admin' });
    const booking = await book();
    expect(booking.status).toBe('confirmed');
    const knex = server.db.knex;
    expect(await knex('booking_status_history').where({ booking_id: booking.id })).toMatchObject([
      { from_status: null, to_status: 'confirmed' },
    ]);
    // One e-mail and one text, each saying it is confirmed (rendered from the row when sent).
    expect(await knex('email_outbox').where({ booking_id: booking.id }).pluck('kind')).toEqual([
      'booking-confirmation',
    ]);
    expect(await knex('sms_outbox').where({ booking_id: booking.id }).pluck('kind')).toEqual([
      'booking-received',
    ]);
    const row = (await knex<BookingRow>('bookings').where({ id: booking.id }).first()) as BookingRow;
    const rules = await server.context.catalogue.rules();
    const email = renderBookingConfirmation(
      row,
      rules,
      'https://tbl.example',
      'https://tbl.example/my-booking/x',
    );
    expect(email.text).toContain(`Your booking ${row.booking_number} is confirmed.`);
    expect(email.text).not.toContain('tentative');
    expect(renderSms('booking-received', row, 'https://tbl.example/m/x')).toContain('is confirmed');

    expect((await setInstant(false)).body.data.instantConfirmation).toBe(false);
    expect((await book()).status).toBe('pending');
  });
});
