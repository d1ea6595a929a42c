import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { createOutboxWorker, type OutboxWorker } from '../mail/outbox-worker';
import { createMailTransport, type MailTransport } from '../mail/transport';
import { manageKeyOf } from '../secrets';
import { bookingBody, consultationBody, signedIn } from '../test/factories';
import { type Client, client } from '../test/http';
import { leafParts, messageHeaders } from '../test/mime';
import { startSmtpSink } from '../test/smtp-sink';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * What a visitor types reaches SQL, e-mail headers, HTML and calendar files. Each must be refused or
 * made harmless. (LIKE wildcards and HTML in the booking e-mail are covered beside their code.)
 */
let server: TestServer;
let api: Client;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let transport: MailTransport;
let outbox: OutboxWorker;
let token: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: sink.url, MAIL_BCC: 'copies@tbl-clinic.ph' });
  api = client(server.url);
  transport = createMailTransport(server.config);
  outbox = createOutboxWorker({
    db: server.db.knex,
    config: server.config,
    logger: silentLogger,
    transport,
    manageKey: manageKeyOf(server.context.secrets),
    catalogue: server.context.catalogue,
  });
  token = (await signedIn(server.db.knex, api, 'admin')).token;
});

afterAll(async () => {
  transport.close();
  await server.close();
  await sink.close();
});

beforeEach(async () => {
  await outbox.runOnce();
  sink.received.length = 0;
});

const bookingCount = async () => Number((await server.db.knex('bookings').count({ n: '*' }))[0]?.n);

describe('SQL metacharacters in search', () => {
  it('are matched literally and never change the query', async () => {
    const names = ["Ria O'Brien", 'Tess "Quote" Lim', 'Rob Back\\slash', 'Semi; Colon'];
    for (const customerName of names) {
      expect((await api.post('/api/bookings', bookingBody({ bookingData: { customerName } }))).status).toBe(
        201,
      );
    }
    const before = await bookingCount();
    const probes: Array<[string, string[]]> = [
      ["o'b", ["Ria O'Brien"]],
      ['"quote"', ['Tess "Quote" Lim']],
      ['back\\s', ['Rob Back\\slash']],
      ['; colon', ['Semi; Colon']],
      ["'; drop table bookings; --", []],
      ["' or '1'='1", []],
      ['" or 1=1 --', []],
      ['$1', []],
      ['?', []],
      [':search', []],
      ['\\%', []],
      ["') union select password_hash from users --", []],
    ];
    for (const path of ['/api/bookings', '/api/bookings/search', '/api/online-consultations']) {
      for (const [search, expected] of probes) {
        const reply = await api.get(`${path}?search=${encodeURIComponent(search)}`, { token });
        expect(reply.status, `${path} ${search}`).toBe(200);
        const rows = (reply.body.bookings ?? reply.body.data) as Array<{
          bookingData?: { customerName: string };
        }>;
        if (path !== '/api/online-consultations') {
          expect(rows.map((row) => row.bookingData?.customerName).sort(), search).toEqual(expected);
        }
        expect(JSON.stringify(reply.body)).not.toContain('argon2');
      }
    }
    expect(await bookingCount()).toBe(before);
  });
});

/** Sends what the outbox holds and returns every message that reached the SMTP listener. */
async function delivered() {
  await outbox.runOnce();
  return sink.received.map((mail) => ({
    ...mail,
    headers: messageHeaders(mail.raw),
    parts: leafParts(mail.raw),
  }));
}

describe('e-mail addresses with CR/LF and odd quoting', () => {
  it('refuses them, or sends to that one address only with no extra header', async () => {
    const attempts = [
      'ana@example.com\r\nBcc: victim@evil.test',
      'ana@example.com\nBcc: victim@evil.test',
      'ana@example.com%0d%0aBcc:victim@evil.test',
      '"ana\r\nBcc: victim@evil.test"@example.com',
      '"victim@evil.test"@example.com',
      'ana@example.com, victim@evil.test',
      'ana@example.com;victim@evil.test',
      'Ana <victim@evil.test>',
      'ana@example.com>\r\nBcc:<victim@evil.test',
      '=?utf-8?q?victim=40evil.test?=@example.com',
    ];
    for (const email of attempts) {
      const reply = await api.post('/api/bookings', bookingBody({ bookingData: { email } }));
      expect(reply.status, JSON.stringify(email)).toBe(400);
      expect(reply.body.msg).toBe('Enter a valid e-mail address');
      const consult = await api.post('/api/online-consultations', consultationBody({ email }));
      expect(consult.status, JSON.stringify(email)).toBe(400);
    }
    expect(await delivered()).toHaveLength(0);
  });
});

describe('CR/LF in names, addresses and notes', () => {
  it('never becomes a header of the e-mail or a property of the calendar invitation', async () => {
    const reply = await api.post(
      '/api/bookings',
      bookingBody({
        bookingData: {
          email: 'crlf@example.com',
          customerName: 'Ana\r\nBcc: victim@evil.test\r\nSubject: hacked',
          serviceType: 'home',
          address: '12 Main St\rATTENDEE:mailto:victim@evil.test',
          city: 'Makati',
          landmark: 'Gate\nORGANIZER:mailto:victim@evil.test',
          notes: 'x\r\n\r\n<script>alert(1)</script>',
        },
        cartItems: [{ id: 'korean-glow-drip', quantity: 1 }],
      }),
    );
    expect(reply.status).toBe(201);
    const [mail, ...others] = await delivered();
    expect(others).toHaveLength(0);
    expect(mail?.to.sort()).toEqual(['copies@tbl-clinic.ph', 'crlf@example.com']);
    const head = mail?.raw.split(/\r?\n\r?\n/)[0] ?? '';
    expect(head).not.toMatch(/^bcc:/im);
    expect(head.match(/^subject:/gim)).toHaveLength(1);
    expect(head).not.toContain('victim@evil.test');
    const calendar = mail?.parts.find((part) => part.contentType.startsWith('text/calendar'));
    // Calendar readers differ on which breaks end a line: a CR or LF of any kind must not start a property.
    const lines = (calendar?.body ?? '').split(/\r\n|\r|\n/).map((line) => line.split(/[:;]/)[0]);
    expect(lines).toContain('DESCRIPTION');
    expect(lines.filter((name) => name === 'ATTENDEE')).toHaveLength(0);
    expect(lines.filter((name) => name === 'ORGANIZER')).toHaveLength(1);
    const html = mail?.parts.find((part) => part.contentType.startsWith('text/html'))?.body ?? '';
    expect(html).not.toContain('<script>');
  });
});

describe('HTML in a consultation', () => {
  it('is escaped in the HTML e-mail', async () => {
    const reply = await api.post(
      '/api/online-consultations',
      consultationBody({
        email: 'consult-xss@example.com',
        customerName: '<img src=x onerror=alert(1)> Bea',
        notes: '</td><script>fetch("//evil.test")</script>',
      }),
    );
    expect(reply.status).toBe(201);
    const [mail] = await delivered();
    const html = mail?.parts.find((part) => part.contentType.startsWith('text/html'))?.body ?? '';
    expect(html).not.toMatch(/<img src=x|<script|<\/td><script/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; Bea');
  });
});

describe('back-office notes', () => {
  it('are stored and returned as text, for React to escape', async () => {
    const { booking } = (await api.post('/api/bookings', bookingBody())).body;
    const note = `<img src=x onerror=alert(1)>'; drop table bookings; --`;
    const saved = await api.patch(`/api/bookings/${booking.id}/note`, { noteAdmin: note }, { token });
    expect(saved.status).toBe(200);
    expect((await api.get(`/api/bookings/${booking.id}`, { token })).body.data.noteAdmin).toBe(note);
  });
});
