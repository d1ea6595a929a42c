import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../../../../domain/brand';
import { silentLogger } from '../../logger';
import { createOutboxWorker } from '../../mail/outbox-worker';
import { createMailTransport } from '../../mail/transport';
import { manageKeyOf } from '../../secrets';
import { bookingBody, signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { decodeHeader, leafParts, messageHeaders } from '../../test/mime';
import { startSmtpSink } from '../../test/smtp-sink';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;
let token: string;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: sink.url });
  api = client(server.url);
  token = (await signedIn(server.db.knex, api)).token;
});

afterAll(async () => {
  await server.close();
  await sink.close();
});

const outboxFor = (bookingId: string) => server.db.knex('email_outbox').where({ booking_id: bookingId });

describe('POST /api/email/send', () => {
  it('is not open to the public', async () => {
    const reply = await api.post('/api/email/send', {
      to: 'victim@example.com',
      subject: 'Hi',
      message: '<b>spam</b>',
    });
    expect(reply.status).toBe(401);
  });

  it("resends a booking's own confirmation to its address, ignoring any subject or message", async () => {
    const { booking } = (
      await api.post('/api/bookings', bookingBody({ bookingData: { email: 'resend@example.com' } }))
    ).body;
    const reply = await api.post(
      '/api/email/send',
      {
        to: 'Resend@Example.com',
        from: 'ceo@bank.example',
        bcc: 'list@example.com',
        subject: 'Win a prize',
        message: '<a href=evil>x</a>',
      },
      { token },
    );
    expect(reply.status).toBe(202);
    expect(reply.body.bookingNumber).toBe(booking.bookingData.bookingNumber);
    const rows = await outboxFor(booking.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.subject).toBe(`${PRODUCT_NAME} - Booking Confirmation`);
      expect(row.to_address).toBe('resend@example.com');
    }
    const transport = createMailTransport(server.config);
    await createOutboxWorker({
      db: server.db.knex,
      config: server.config,
      logger: silentLogger,
      transport,
      manageKey: manageKeyOf(server.context.secrets),
      catalogue: server.context.catalogue,
    }).runOnce();
    transport.close();
    const delivered = sink.received.filter((mail) => mail.to.includes('resend@example.com'));
    expect(delivered).toHaveLength(2);
    expect(delivered.flatMap((mail) => mail.to)).not.toContain('list@example.com');
    expect(decodeHeader(messageHeaders(delivered[0]?.raw ?? '').subject)).toBe(
      `${PRODUCT_NAME} - Booking Confirmation`,
    );
    for (const mail of delivered) {
      const content = leafParts(mail.raw)
        .map((part) => part.body)
        .join('\n');
      expect(content).toContain(booking.bookingData.bookingNumber);
      expect(content).not.toContain('evil');
      expect(mail.raw).not.toContain('Win a prize');
    }
  });

  it('resends by booking id', async () => {
    const { booking } = (await api.post('/api/bookings', bookingBody())).body;
    const reply = await api.post('/api/email/send', { bookingId: booking.id }, { token });
    expect(reply.status).toBe(202);
    expect(await outboxFor(booking.id)).toHaveLength(2);
  });

  it('refuses addresses and ids of no booking', async () => {
    const stranger = await api.post(
      '/api/email/send',
      { to: 'stranger@example.com', message: 'hello' },
      { token },
    );
    expect(stranger.status).toBe(404);
    expect(stranger.body.msg).toBe('No booking found for that e-mail address');
    expect((await api.post('/api/email/send', { bookingId: 'nope' }, { token })).status).toBe(404);
    expect((await api.post('/api/email/send', {}, { token })).status).toBe(400);
    expect((await api.post('/api/email/send', { to: 'not-an-address' }, { token })).status).toBe(400);
  });
});

describe('without SMTP_URL', () => {
  it('writes each e-mail as an .eml file under DATA_DIR/mail, Bcc kept for the record', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-mail-'));
    try {
      const { booking } = (
        await api.post('/api/bookings', bookingBody({ bookingData: { email: 'file@example.com' } }))
      ).body;
      await server.db.knex('email_outbox').whereNot({ booking_id: booking.id }).update({ status: 'sent' });
      const transport = createMailTransport({ smtpUrl: undefined, dataDir });
      const worker = createOutboxWorker({
        db: server.db.knex,
        config: server.config,
        logger: silentLogger,
        transport,
        manageKey: manageKeyOf(server.context.secrets),
        catalogue: server.context.catalogue,
      });
      expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
      const files = fs.readdirSync(path.join(dataDir, 'mail'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const raw = fs.readFileSync(path.join(dataDir, 'mail', files[0] ?? ''), 'utf8');
      const headers = messageHeaders(raw);
      expect(headers.to).toBe('file@example.com');
      expect(headers.bcc).toBe(server.config.mailBcc);
      expect(raw).toContain('text/calendar');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
