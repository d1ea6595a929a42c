import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '../../../domain/manila-date';
import { fitsOneSegment } from '../../../domain/sms/sms-segments';
import { silentLogger } from '../logger';
import { manageKeyOf } from '../secrets';
import { anotherPerson, bookingBody, signedIn, soon, storeBookings } from '../test/factories';
import { type Client, client } from '../test/http';
import { tokenFor } from '../test/manage';
import { type SemaphoreStandIn, startSemaphoreStandIn } from '../test/semaphore-stand-in';
import { startTestServer, TEST_SECRETS, type TestServer } from '../test/test-server';
import { createSmsSender } from './create-sms-sender';
import { enqueueSms } from './enqueue-sms';
import type { SmsOutboxRow } from './sms-outbox-row';
import { createSmsWorker, type SmsWorker } from './sms-worker';

let standIn: SemaphoreStandIn;
let server: TestServer;
let api: Client;
let token: string;
const { updateCode } = TEST_SECRETS;

/** The worker's clock: tomorrow in Manila (always later than the rows' real queue time). */
const manilaAt = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`);
const tomorrow = addDays(manilaDate(), 1);
let clock = manilaAt(tomorrow, '10:00');

function worker(sender = createSmsSender(server.config)): SmsWorker {
  return createSmsWorker({
    db: server.db.knex,
    sender,
    logger: silentLogger,
    publicUrl: server.config.publicUrl,
    manageKey: manageKeyOf(TEST_SECRETS),
    now: () => clock,
  });
}

beforeAll(async () => {
  standIn = await startSemaphoreStandIn();
  server = await startTestServer({
    SMS_PROVIDER: 'semaphore',
    SEMAPHORE_API_KEY: 'test-semaphore-key',
    SMS_SENDER: 'TBLClinic',
    SEMAPHORE_URL: standIn.url,
    PUBLIC_URL: 'https://tbl.example',
  });
  api = client(server.url);
  token = (await signedIn(server.db.knex, api, 'staff', 'Rosa Front Desk')).token;
});

afterAll(async () => {
  await server.close();
  await standIn.close();
});

beforeEach(async () => {
  standIn.received.length = 0;
  standIn.next.length = 0;
  standIn.onReceived = undefined;
  standIn.lookups = 0;
  clock = manilaAt(tomorrow, '10:00');
  // Each test sees only its own texts.
  await server.db.knex('sms_outbox').update({ status: 'skipped' }).whereIn('status', ['queued', 'held']);
});

async function book(bookingData: Record<string, unknown> = {}) {
  const made = await api.post(
    '/api/bookings',
    bookingBody({ bookingData: { ...anotherPerson(), ...bookingData } }),
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const booking = made.body.booking as { id: string; bookingData: { bookingNumber: string } };
  return { id: booking.id, bookingNumber: booking.bookingData.bookingNumber };
}

const textsOf = (bookingId: string) =>
  server.db.knex<SmsOutboxRow>('sms_outbox').where({ booking_id: bookingId }).orderBy('created_at');

describe('texts through Semaphore', () => {
  it('sends "booking received" once, as the gateway expects it, with a short manage link that opens the booking', async () => {
    const booking = await book({ phone: '+63 917 555 0101' });
    expect(await worker().runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(standIn.received).toHaveLength(1);
    const [sms] = standIn.received;
    expect(sms).toMatchObject({
      apikey: 'test-semaphore-key',
      number: '639175550101',
      sendername: 'TBLClinic',
    });
    expect(sms?.message).toContain(`Booking ${booking.bookingNumber}`);
    expect(fitsOneSegment(sms?.message ?? '')).toBe(true);
    const link = /https:\/\/tbl\.example(\/m\/\S+)$/.exec(sms?.message ?? '')?.[1] ?? '';
    const opened = await fetch(`${server.url}${link}`, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(`/my-booking/${tokenFor(booking.id)}`);
    // A forged code falls through to the app, never to someone's booking.
    const forged = await fetch(`${server.url}${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`, {
      redirect: 'manual',
    });
    expect(forged.status).not.toBe(302);

    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(standIn.received).toHaveLength(1);
    const [row] = await textsOf(booking.id);
    expect(row).toMatchObject({
      status: 'sent',
      provider: 'semaphore',
      provider_message_id: String(sms?.messageId),
    });
  });

  it('texts each staff confirm, move, cancel and no-show once', async () => {
    const booking = await book();
    await worker().runOnce();
    standIn.received.length = 0;
    const status = (id: string, to: string) =>
      api.patch(`/api/bookings/${id}/status`, { updateCode, status: to }, { token });

    expect((await status(booking.id, 'confirmed')).status).toBe(200);
    expect((await status(booking.id, 'confirmed')).status).toBe(200);
    await worker().runOnce();
    const newDate = soon(20);
    const moved = await api.patch(
      `/api/bookings/${booking.id}`,
      { updateCode, bookingData: { date: newDate, time: '15:00' } },
      { token },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await worker().runOnce();
    expect((await status(booking.id, 'cancelled')).status).toBe(200);
    await worker().runOnce();
    await worker().runOnce();
    const [past] = await storeBookings(server.db.knex, [{ date: soon(-1), phone: '0918 222 3344' }]);
    expect((await status(past as string, 'no-show')).status).toBe(200);
    await worker().runOnce();

    expect(
      standIn.received.map((sms) => sms.message.replace(/^.*?: /, '').replace(/ https:.*$/, '')),
    ).toEqual([
      expect.stringMatching(/^Booking TBL\d{8}, .* is confirmed\. See you!$/),
      expect.stringMatching(/^Booking TBL\d{8} is moved to .* 3:00 PM\. Details:$/),
      expect.stringMatching(/^Booking TBL\d{8}, .* is cancelled\. New time:$/),
      expect.stringMatching(/^We missed you .* \(booking TBL\d{8}\)\. Rebook:$/),
    ]);
    expect(standIn.received[3]?.number).toBe('639182223344');
  });

  it('holds a text written between 21:00 and 08:00 Manila until 08:00, and the desk sees it held', async () => {
    const booking = await book();
    clock = manilaAt(tomorrow, '22:30');
    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0 });
    const morning = manilaAt(addDays(tomorrow, 1), '08:00');
    const [held] = await textsOf(booking.id);
    expect(held).toMatchObject({ status: 'held', attempts: 0 });
    expect(new Date(held?.next_attempt_at as Date).toISOString()).toBe(morning.toISOString());
    const detail = await api.get(`/api/bookings/${booking.id}`, { token });
    expect(detail.body.data.texts).toEqual([
      expect.objectContaining({ kind: 'booking-received', status: 'held', sendAt: morning.toISOString() }),
    ]);

    clock = new Date(morning.getTime() - 1000);
    await worker().runOnce();
    expect(standIn.received).toHaveLength(0);
    clock = morning;
    expect(await worker().runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(standIn.received).toHaveLength(1);
    const after = await api.get(`/api/bookings/${booking.id}`, { token });
    expect(after.body.data.texts).toEqual([
      expect.objectContaining({ status: 'sent', to: expect.stringMatching(/^639\d{9}$/), error: null }),
    ]);
  });

  it('tries again with backoff after a 5xx, looking first whether the gateway took it', async () => {
    const booking = await book();
    standIn.next.push('server-error');
    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 1 });
    const [waiting] = await textsOf(booking.id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting?.last_error).toContain('503');
    clock = new Date(clock.getTime() + 29_000);
    await worker().runOnce();
    expect(standIn.received).toHaveLength(0);
    clock = new Date(clock.getTime() + 2_000);
    expect(await worker().runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(standIn.lookups).toBe(1);
    expect(standIn.received).toHaveLength(1);
  });

  it('does not send on a retry a text whose booking was deleted since the failed attempt', async () => {
    const booking = await book();
    standIn.next.push('server-error');
    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 1 });
    await server.db.knex('bookings').where({ id: booking.id }).update({ deleted_at: new Date() });
    clock = new Date(clock.getTime() + 31_000);
    await worker().runOnce();
    expect(standIn.lookups).toBe(1);
    expect(standIn.received).toHaveLength(0);
    const [text] = await textsOf(booking.id);
    expect(text).toMatchObject({ status: 'skipped', last_error: 'the booking was deleted' });
  });

  it('records a number the gateway refuses (4xx) as failed, and never tries it again', async () => {
    const booking = await book();
    standIn.next.push('bad-number');
    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 1 });
    clock = new Date(clock.getTime() + 6 * 3600_000);
    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0 });
    const [row] = await textsOf(booking.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.last_error).toContain('The number format is invalid.');
    expect(standIn.received).toHaveLength(0);
  });

  it('sends one text when the worker dies after the gateway took it and before recording it', async () => {
    const booking = await book();
    let die: (error: Error) => void = () => undefined;
    standIn.onReceived = () =>
      new Promise<void>((_, reject) => {
        die = reject;
      });
    const first = worker();
    const cutOff = first.runOnce();
    await expect.poll(() => standIn.received.length).toBe(1);
    // "Restart": another worker, after the first one's lease ran out, finds the row still unsent.
    standIn.onReceived = undefined;
    clock = new Date(clock.getTime() + 5 * 60_000);
    expect(await worker().runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(standIn.received).toHaveLength(1);
    const [row] = await textsOf(booking.id);
    expect(row).toMatchObject({
      status: 'sent',
      provider_message_id: String(standIn.received[0]?.messageId),
    });
    // The first worker comes back to a closed connection: it records nothing over the second's work.
    die(new Error('process died'));
    await cutOff;
    expect((await textsOf(booking.id))[0]).toMatchObject({ status: 'sent', sending_since: null });
    expect(standIn.received).toHaveLength(1);
  });

  it('sends the text when an attempt was cut off before the gateway had it', async () => {
    const booking = await book();
    await server.db
      .knex('sms_outbox')
      .where({ booking_id: booking.id })
      .update({ sending_since: new Date(clock.getTime() - 60_000) });
    expect(await worker().runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(standIn.lookups).toBe(1);
    expect(standIn.received).toHaveLength(1);
  });

  it('sends nothing to a client who unticked "Text me" or gave no mobile, and records why', async () => {
    const optedOut = await book({ smsOptIn: false });
    const [landline] = await storeBookings(server.db.knex, [{ phone: '0281234567' }]);
    await enqueueSms(server.db.knex, {
      kind: 'desk-confirmed',
      bookingId: landline as string,
      dedupeKey: `t:${landline}`,
    });
    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(standIn.received).toHaveLength(0);
    expect((await textsOf(optedOut.id))[0]).toMatchObject({
      status: 'skipped',
      last_error: 'the client asked for no texts',
    });
    expect((await textsOf(landline as string))[0]).toMatchObject({
      status: 'skipped',
      last_error: 'no mobile number to text (0281234567)',
    });
    const refused = await api.post(
      '/api/bookings',
      bookingBody({ bookingData: { ...anotherPerson(), smsOptIn: 'yes' } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('smsOptIn must be true or false');
  });
});

describe('texts without a gateway', () => {
  it('writes each text to DATA_DIR/sms/<id>.json, once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-sms-'));
    try {
      const booking = await book({ phone: '0917 555 0123' });
      const files = createSmsSender({ dataDir, sms: { provider: 'files', senderName: 'TBLClinic' } });
      expect(await worker(files).runOnce()).toEqual({ sent: 1, failed: 0 });
      expect(await worker(files).runOnce()).toEqual({ sent: 0, failed: 0 });
      const written = fs.readdirSync(path.join(dataDir, 'sms'));
      const [row] = await textsOf(booking.id);
      expect(written).toEqual([`${row?.id}.json`]);
      const sms = JSON.parse(fs.readFileSync(path.join(dataDir, 'sms', written[0] as string), 'utf8'));
      expect(sms).toMatchObject({ to: '639175550123', sender: 'TBLClinic', message: row?.message });
      expect(standIn.received).toHaveLength(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
