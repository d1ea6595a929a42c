import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setCapacity } from '../test/capacity';
import { bookingBody, signedIn, soon } from '../test/factories';
import { type Client, client } from '../test/http';
import { type MailTestServer, startMailTestServer } from '../test/mail-test-server';
import { tokenFor } from '../test/manage';
import { leafParts } from '../test/mime';
import { TEST_SECRETS } from '../test/test-server';

/**
 * Issue 25 (server leftovers, item 1): what the server writes about a clinic (the e-mails' location
 * and calendar, the moved e-mail, the CSV export) names it as the catalogue's current version does,
 * not as the compiled `domain/branches` did. A booking keeps the treatment names it was made with.
 */
let mail: MailTestServer;
let api: Client;
let admin: string;
const { updateCode } = TEST_SECRETS;

const MOVED = {
  name: 'Timog Circle',
  areaName: 'QC Timog Circle',
  address: '88 Scout Tuason, Quezon City',
};

beforeAll(async () => {
  mail = await startMailTestServer();
  api = client(mail.server.url);
  admin = (await signedIn(mail.server.db.knex, api, 'admin', 'Dr. Lim')).token;
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
    .filter((message) => message.to.includes(address))
    .map((message) => {
      const parts = leafParts(message.raw);
      const body = (type: string) =>
        (parts.find((part) => part.contentType.startsWith(type))?.body ?? '').replace(/\r?\n /g, '');
      return { text: body('text/plain'), html: body('text/html'), calendar: body('text/calendar') };
    });
}

async function book(email: string, branch: string) {
  const made = await api.post('/api/bookings', bookingBody({ bookingData: { email, branch } }));
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.booking as { id: string; bookingData: { bookingNumber: string } };
}

async function moveClinic() {
  const edited = await api.patch('/api/catalogue/branches/quezon-city', MOVED, { token: admin });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
}

describe('a clinic edited in the catalogue', () => {
  it('is named at its new address by the confirmation, its calendar and the manage link calendar', async () => {
    await moveClinic();
    const booking = await book('moved-clinic@example.com', 'quezon-city');
    const [confirmation] = await mailsTo('moved-clinic@example.com');
    for (const part of [confirmation?.text, confirmation?.html]) {
      expect(part).toContain(`${MOVED.name} branch, ${MOVED.address}`);
      expect(part).not.toContain('Timog branch');
    }
    expect(confirmation?.calendar).toContain(
      `LOCATION:${MOVED.name} branch\\, ${MOVED.address.replace(',', '\\,')}`,
    );
    const ics = await fetch(`${mail.server.url}/api/my-booking/${tokenFor(booking.id)}/calendar.ics`);
    expect((await ics.text()).replace(/\r?\n /g, '')).toContain(`${MOVED.name} branch\\, `);
  });

  it('is named at its new address in e-mails about a booking made before the edit', async () => {
    await api.patch(
      '/api/catalogue/branches/quezon-city',
      { name: 'Timog', areaName: 'Quezon City', address: 'Old Address 1, Quezon City' },
      { token: admin },
    );
    const booking = await book('before-edit@example.com', 'quezon-city');
    await mailsTo('before-edit@example.com');
    mail.sink.received.length = 0;
    await moveClinic();
    const cancelled = await api.post(`/api/my-booking/${tokenFor(booking.id)}/cancel`, {});
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const [email] = await mailsTo('before-edit@example.com');
    expect(email?.text).toContain(`${MOVED.name} branch, ${MOVED.address}`);
    expect(email?.text).not.toContain('Old Address 1');
  });

  it("is named by its new area name in the desk's moved e-mail and the booking's history", async () => {
    await moveClinic();
    const staff = (await signedIn(mail.server.db.knex, api, 'staff', 'Rosa Front Desk')).token;
    const booking = await book('desk-moved@example.com', 'quezon-city');
    await mailsTo('desk-moved@example.com');
    mail.sink.received.length = 0;
    const moved = await api.patch(
      `/api/bookings/${booking.id}`,
      { updateCode, bookingData: { branch: 'makati', date: soon(6), time: '15:00' } },
      { token: staff },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const [email] = await mailsTo('desk-moved@example.com');
    expect(email?.text).toContain(`(it was at ${MOVED.areaName})`);
    const events = (await api.get(`/api/bookings/${booking.id}`, { token: staff })).body.data.events;
    expect(events.at(-1).summary).toContain(`${MOVED.areaName} -> Makati`);
  });

  it('is named by its new area name in the bookings CSV export', async () => {
    await moveClinic();
    const booking = await book('csv-branch@example.com', 'quezon-city');
    const response = await fetch(`${mail.server.url}/api/bookings/export.csv`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(200);
    const line = (await response.text())
      .split('\r\n')
      .find((row) => row.startsWith(booking.bookingData.bookingNumber));
    expect(line?.split(',')[3]).toBe(MOVED.areaName);
  });

  it("is named by its new name when one of its starts is full (the 409's message)", async () => {
    await moveClinic();
    await setCapacity(mail.server.db.knex, 'quezon-city', 1);
    const start = { branch: 'quezon-city', date: soon(8), time: '11:00' };
    const first = await api.post(
      '/api/bookings',
      bookingBody({ bookingData: { ...start, email: 'full-1@example.com' } }),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const full = await api.post(
      '/api/bookings',
      bookingBody({ bookingData: { ...start, email: 'full-2@example.com', phone: '0917 555 0102' } }),
    );
    expect(full.status).toBe(409);
    expect(full.body.msg).toMatch(
      new RegExp(`is fully booked at ${MOVED.name}\\. Choose one of the nearest`),
    );
    await setCapacity(mail.server.db.knex, 'quezon-city', 3);
  });

  it("is named by its new name in a clash with the person's other visit, public 409 and desk warning", async () => {
    await moveClinic();
    const person = { email: 'clash-moved@example.com', phone: '0917 555 0199' };
    const start = { date: soon(9), time: '11:00' };
    const first = await api.post(
      '/api/bookings',
      bookingBody({ bookingData: { ...start, ...person, branch: 'quezon-city' } }),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const refused = await api.post(
      '/api/bookings',
      bookingBody({ bookingData: { ...start, ...person, branch: 'makati' } }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain(`You already have a visit at ${MOVED.name} on`);
    const staff = (await signedIn(mail.server.db.knex, api, 'staff', 'Desk Clash')).token;
    const desk = await api.post(
      '/api/bookings/front-desk',
      bookingBody({ bookingData: { ...start, ...person, branch: 'makati' } }),
      { token: staff },
    );
    expect(desk.status, JSON.stringify(desk.body)).toBe(201);
    expect(desk.body.warnings[0]).toContain(`This client already has a visit at ${MOVED.name} on`);
  });
});

describe('a treatment edited in the catalogue', () => {
  it('is named anew on a new booking, while a booking made before keeps the name it was made with', async () => {
    const before = await book('renamed-before@example.com', 'makati');
    await mailsTo('renamed-before@example.com');
    const renamed = await api.patch(
      '/api/catalogue/services/stem-cell-facial',
      { name: 'Stem Cell Glow Facial' },
      { token: admin },
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    await book('renamed-after@example.com', 'makati');
    const [after] = await mailsTo('renamed-after@example.com');
    expect(after?.text).toContain('Stem Cell Glow Facial × 1');
    mail.sink.received.length = 0;
    expect((await api.post(`/api/my-booking/${tokenFor(before.id)}/cancel`, {})).status).toBe(200);
    const [kept] = await mailsTo('renamed-before@example.com');
    expect(kept?.text).toContain('Stem Cell Facial × 1');
    expect(kept?.text).not.toContain('Glow');
  });
});
