import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, manilaDate, manilaDateTimeToInstant } from '../../../domain/manila-date';
import { silentLogger } from '../logger';
import { createOutboxWorker, type OutboxWorker } from '../mail/outbox-worker';
import { createMailTransport, type MailTransport } from '../mail/transport';
import { manageKeyOf } from '../secrets';
import { type Staff, signedIn, soon, storeBookings } from '../test/factories';
import { type Client, client } from '../test/http';
import { tokenFor } from '../test/manage';
import { decodeHeader, leafParts, messageHeaders } from '../test/mime';
import { startSmtpSink } from '../test/smtp-sink';
import { startTestServer, TEST_SECRETS, type TestServer } from '../test/test-server';
import { enqueueDueReminders } from './reminders';

let server: TestServer;
let api: Client;
let staff: Staff;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let transport: MailTransport;
let workers: OutboxWorker[];

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: sink.url, PUBLIC_URL: 'https://tbl.example' });
  api = client(server.url);
  staff = await signedIn(server.db.knex, api, 'admin', 'Rina Cruz');
  transport = createMailTransport(server.config);
  const deps = {
    db: server.db.knex,
    config: server.config,
    logger: silentLogger,
    transport,
    manageKey: manageKeyOf(server.context.secrets),
    catalogue: server.context.catalogue,
  };
  workers = [createOutboxWorker(deps), createOutboxWorker(deps)];
});

afterAll(async () => {
  transport.close();
  await server.close();
  await sink.close();
});

beforeEach(async () => {
  sink.received.length = 0;
  // Each test counts only its own reminders.
  await server.db.knex('email_outbox').where({ kind: 'booking-reminder' }).delete();
});

const REMINDER_SUBJECT = 'TBL Aesthetics & Slimming Center - See You Tomorrow';
const manilaAt = (date: string, time: string) => manilaDateTimeToInstant(date, time);
const reminderRows = () => server.db.knex('email_outbox').where({ kind: 'booking-reminder' });
const textOf = (raw: string) =>
  leafParts(raw).find((part) => part.contentType.startsWith('text/plain'))?.body ?? '';
const remindersTo = (address: string) =>
  sink.received.filter(
    (mail) =>
      mail.to.includes(address) && decodeHeader(messageHeaders(mail.raw).subject ?? '') === REMINDER_SUBJECT,
  );

describe('day-before reminders', () => {
  it('queue each confirmed, live booking of tomorrow once, from 08:00 Manila, however often they run', async () => {
    const day = soon(20);
    const tomorrow = addDays(day, 1);
    const [due, pending, cancelled, deleted, later] = await storeBookings(server.db.knex, [
      { status: 'confirmed', date: tomorrow, email: 'due@example.com' },
      { status: 'pending', date: tomorrow },
      { status: 'cancelled', date: tomorrow },
      { status: 'confirmed', date: tomorrow, deletedAt: new Date() },
      { status: 'confirmed', date: addDays(tomorrow, 1) },
    ]);
    expect(await enqueueDueReminders(server.db.knex, manilaAt(day, '07:59'))).toBe(0);
    const at = manilaAt(day, '08:00');
    const runs = await Promise.all([
      enqueueDueReminders(server.db.knex, at),
      enqueueDueReminders(server.db.knex, at),
      enqueueDueReminders(server.db.knex, manilaAt(day, '21:55')),
    ]);
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await enqueueDueReminders(server.db.knex, at)).toBe(0);
    const rows = await reminderRows();
    expect(rows.map((row) => [row.booking_id, row.to_address, row.dedupe_key])).toEqual([
      [due, 'due@example.com', `reminder:${due}:${tomorrow}`],
    ]);
    for (const id of [pending, cancelled, deleted, later]) {
      expect(rows.some((row) => row.booking_id === id)).toBe(false);
    }
  });

  it('is sent once by two workers at once, with the manage link, and shows in the history', async () => {
    const day = soon(21);
    const ids = await storeBookings(
      server.db.knex,
      Array.from({ length: 6 }, (_, index) => ({
        status: 'confirmed',
        date: addDays(day, 1),
        email: `pair-reminder${index}@example.com`,
      })),
    );
    await Promise.all([
      enqueueDueReminders(server.db.knex, manilaAt(day, '09:00')),
      enqueueDueReminders(server.db.knex, manilaAt(day, '09:00')),
    ]);
    const [a, b] = await Promise.all(workers.map((worker) => worker.runOnce()));
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBeGreaterThanOrEqual(6);
    await Promise.all(workers.map((worker) => worker.runOnce()));
    for (const [index, id] of ids.entries()) {
      const mails = remindersTo(`pair-reminder${index}@example.com`);
      expect(mails).toHaveLength(1);
      expect(textOf(mails[0]?.raw ?? '')).toContain(`https://tbl.example/my-booking/${tokenFor(id)}`);
      const events = await server.db.knex('booking_events').where({ booking_id: id, kind: 'reminder_sent' });
      expect(events).toEqual([
        expect.objectContaining({ actor: 'Clinic system', summary: 'Reminder e-mailed' }),
      ]);
    }
  });

  it('offers the health form to a client who has not filled it, and not to one who has (issue 27 item 2)', async () => {
    const day = soon(40);
    const [without, filled] = (await storeBookings(server.db.knex, [
      { status: 'confirmed', date: addDays(day, 1), email: 'no-form@example.com' },
      { status: 'confirmed', date: addDays(day, 1), email: 'has-form@example.com' },
    ])) as [string, string];
    const saved = await api.put(`/api/my-booking/${tokenFor(filled)}/intake`, {
      answers: { pregnant: false },
    });
    expect(saved.status).toBe(200);
    await enqueueDueReminders(server.db.knex, manilaAt(day, '09:00'));
    await workers[0]?.runOnce();
    const offered = textOf(remindersTo('no-form@example.com')[0]?.raw ?? '');
    expect(offered).toMatch(/health form/i);
    expect(offered).toContain(`https://tbl.example/my-booking/${tokenFor(without)}/health-form`);
    const kept = textOf(remindersTo('has-form@example.com')[0]?.raw ?? '');
    expect(kept).toContain(`https://tbl.example/my-booking/${tokenFor(filled)}`);
    expect(kept).not.toContain('/health-form');
  });

  it('goes out again for the new date of a moved booking, and not for the old one', async () => {
    const day = soon(22);
    const [id] = (await storeBookings(server.db.knex, [
      { status: 'confirmed', date: addDays(day, 1), time: '10:00', email: 'moved-reminder@example.com' },
    ])) as [string];
    await enqueueDueReminders(server.db.knex, manilaAt(day, '08:30'));
    const newDate = addDays(day, 4);
    await api.post(`/api/my-booking/${tokenFor(id)}/reschedule`, { date: newDate, time: '15:00' });
    const accepted = await api.post(`/api/bookings/${id}/change-request/accept`, {}, { token: staff.token });
    expect(accepted.status).toBe(200);
    // The reminder queued for the old date is no longer sent.
    await workers[0]?.runOnce();
    expect(remindersTo('moved-reminder@example.com')).toHaveLength(0);
    expect((await reminderRows().where({ booking_id: id }).first()).status).toBe('skipped');

    expect(await enqueueDueReminders(server.db.knex, manilaAt(addDays(newDate, -1), '08:00'))).toBe(1);
    await workers[0]?.runOnce();
    const mails = remindersTo('moved-reminder@example.com');
    expect(mails).toHaveLength(1);
    expect(textOf(mails[0]?.raw ?? '')).toContain('3:00 PM');
    expect((await reminderRows().where({ booking_id: id })).map((row) => row.dedupe_key).sort()).toEqual(
      [`reminder:${id}:${addDays(day, 1)}`, `reminder:${id}:${newDate}`].sort(),
    );
  });

  it('is not sent for a booking cancelled or deleted after it was queued', async () => {
    const day = soon(23);
    const [cancelled, deleted] = (await storeBookings(server.db.knex, [
      { status: 'confirmed', date: addDays(day, 1), email: 'gone1@example.com' },
      { status: 'confirmed', date: addDays(day, 1), email: 'gone2@example.com' },
    ])) as [string, string];
    expect(await enqueueDueReminders(server.db.knex, manilaAt(day, '10:00'))).toBe(2);
    const token = { token: staff.token };
    await api.patch(
      `/api/bookings/${cancelled}/status`,
      { status: 'cancelled', updateCode: TEST_SECRETS.updateCode },
      token,
    );
    await api.delete(`/api/bookings/${deleted}`, { deleteCode: TEST_SECRETS.deleteCode }, token);
    await workers[0]?.runOnce();
    expect(remindersTo('gone1@example.com')).toHaveLength(0);
    expect(remindersTo('gone2@example.com')).toHaveLength(0);
    expect((await reminderRows()).map((row) => row.status)).toEqual(['skipped', 'skipped']);
  });

  it('is queued at once when a booking for tomorrow is confirmed after 08:00', async () => {
    const now = new Date();
    const tomorrow = addDays(manilaDate(now), 1);
    const [id] = (await storeBookings(server.db.knex, [{ status: 'pending', date: tomorrow }])) as [string];
    await api.patch(
      `/api/bookings/${id}/status`,
      { status: 'confirmed', updateCode: TEST_SECRETS.updateCode },
      { token: staff.token },
    );
    const queued = await reminderRows().where({ booking_id: id });
    const afterEight = new Date(now.getTime() + 8 * 3600_000).getUTCHours() >= 8;
    expect(queued).toHaveLength(afterEight ? 1 : 0);
  });
});
