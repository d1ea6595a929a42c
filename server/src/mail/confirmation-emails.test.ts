import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findBranch } from '../../../domain/branches';
import { PRODUCT_NAME } from '../../../domain/brand';
import { formatManilaDate } from '../../../domain/manila-date';
import { proofInstruction } from '../../../domain/payment';
import { bookingBody, consultationBody } from '../test/factories';
import { type Client, client } from '../test/http';
import { type MailTestServer, startMailTestServer } from '../test/mail-test-server';
import { decodeHeader, leafParts, type MimePart, messageHeaders } from '../test/mime';
import type { TestServer } from '../test/test-server';
import type { OutboxWorker } from './outbox-worker';

let server: TestServer;
let api: Client;
let sink: MailTestServer['sink'];
let outbox: OutboxWorker;

let mailServer: MailTestServer;

beforeAll(async () => {
  mailServer = await startMailTestServer({ MAIL_BCC: 'copies@tbl-clinic.ph' });
  ({ server, sink, outbox } = mailServer);
  api = client(server.url);
});

afterAll(async () => {
  await mailServer.close();
});

beforeEach(() => {
  sink.received.length = 0;
});

const part = (parts: MimePart[], type: string) => {
  const found = parts.find((candidate) => candidate.contentType.toLowerCase().startsWith(type));
  if (!found) throw new Error(`no ${type} part in ${parts.map((p) => p.contentType).join(', ')}`);
  return found;
};

async function deliveredFor(email: string) {
  await outbox.runOnce();
  const mail = sink.received.find((candidate) => candidate.to.includes(email));
  if (!mail) throw new Error(`nothing delivered to ${email}`);
  const parts = leafParts(mail.raw);
  return {
    mail,
    headers: messageHeaders(mail.raw),
    text: part(parts, 'text/plain').body,
    html: part(parts, 'text/html').body,
    calendar: (() => {
      const ics = part(parts, 'text/calendar');
      // Long iCalendar lines are folded (CRLF + space); read them whole.
      return { ...ics, body: ics.body.replace(/\r?\n /g, '') };
    })(),
    parts,
  };
}

describe('the booking confirmation', () => {
  it('is sent to the customer with a BCC to the clinic, a text and an HTML part and an invitation', async () => {
    const body = bookingBody({
      bookingData: { email: 'ana@example.com', branch: 'quezon-city', time: '14:30', paymentMethod: 'bdo' },
      cartItems: [{ id: 'stem-cell-facial', quantity: 2 }],
    });
    const { booking } = (await api.post('/api/bookings', body)).body;
    const { mail, headers, text, html, calendar } = await deliveredFor('ana@example.com');
    expect(decodeHeader(headers.subject)).toBe(`${PRODUCT_NAME} - Booking Confirmation`);
    expect(mail.to).toEqual(expect.arrayContaining(['ana@example.com', 'copies@tbl-clinic.ph']));
    expect(headers.bcc).toBeUndefined();
    const number = booking.bookingData.bookingNumber;
    const branch = findBranch('quezon-city');
    for (const content of [text, html]) {
      expect(content).toContain(number);
      expect(content).toContain(formatManilaDate(booking.bookingData.date));
      expect(content).toContain('2:30 PM');
      expect(content).toContain('Clinic visit');
      expect(content).toContain(branch?.name);
      expect(content).toContain('BDO QR');
      expect(content).toContain('0063 8012 4457');
      expect(content).toContain('Stem Cell Facial × 2');
      expect(content).toContain(`₱${(booking.totalPrice as number).toLocaleString('en-PH')}`);
      expect(content).toContain('5-10 minutes');
      // The proof goes to the booking's own page now, not to a mailbox.
      expect(content).not.toContain('mailto:payments@tbl-clinic.ph');
      expect(content).toContain('Attach a screenshot of your payment');
      expect(content).toContain('https://tbl.example/my-booking/');
      expect(content).toContain('https://tbl.example');
    }
    expect(calendar.contentType).toMatch(/method=PUBLISH/i);
    expect(calendar.body).toMatch(/BEGIN:VTIMEZONE\r?\nTZID:Asia\/Manila\r?\n/);
    const compactDate = booking.bookingData.date.replace(/-/g, '');
    expect(calendar.body).toContain(`DTSTART;TZID=Asia/Manila:${compactDate}T143000`);
    expect(calendar.body).toContain(`DTEND;TZID=Asia/Manila:${compactDate}T153000`);
    expect(calendar.body).toContain(`UID:booking-${booking.id}@tbl-clinic.ph`);
    expect(calendar.body).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
  });

  it('escapes everything the visitor typed in the HTML part', async () => {
    await api.post(
      '/api/bookings',
      bookingBody({
        bookingData: {
          email: 'xss@example.com',
          customerName: '<script>alert("x")</script> & Co',
          notes: '<img src=x onerror=alert(1)>',
          serviceType: 'home',
          address: '<b>12</b> "Main" St',
          city: 'Makati',
          landmark: "O'Brien & <i>Sons</i>",
        },
        cartItems: [{ id: 'korean-glow-drip', quantity: 1 }],
      }),
    );
    const { html, text, calendar } = await deliveredFor('xss@example.com');
    expect(html).not.toMatch(/<script|<img|<b>12|<i>Sons/);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(html).toContain('&lt;b&gt;12&lt;/b&gt; &quot;Main&quot; St');
    expect(html).toContain('O&#39;Brien &amp; &lt;i&gt;Sons&lt;/i&gt;');
    expect(text).toContain('Home service: <b>12</b> "Main" St, Makati (near O\'Brien & <i>Sons</i>)');
    expect(calendar.body).toContain(
      'LOCATION:Home service: <b>12</b> "Main" St\\, Makati (near O\'Brien & <i>Sons</i>)',
    );
  });

  it('for cash on a home visit says how to pay on the day, asks for no transfer screenshot, and says "near" once', async () => {
    await api.post(
      '/api/bookings',
      bookingBody({
        bookingData: {
          email: 'cash-home@example.com',
          serviceType: 'home',
          branch: 'home',
          address: '12 Mabini St., Pasig',
          landmark: 'Near the church',
          paymentMethod: 'cash',
        },
        cartItems: [{ id: 'korean-glow-drip', quantity: 1 }],
      }),
    );
    const { text, html, calendar } = await deliveredFor('cash-home@example.com');
    for (const content of [text, html]) {
      expect(content).toContain('Pay our team in cash on the day of your home visit.');
      expect(content).not.toContain('Account name');
      expect(content).not.toContain('Account number');
      expect(content).not.toMatch(/screenshot|proof of payment/i);
      expect(content).toContain('12 Mabini St., Pasig (near the church)');
      expect(content).not.toMatch(/near near/i);
    }
    expect(calendar.body).not.toMatch(/near near/i);
  });

  it("says 'To be discussed during consultation' when the total is 0", async () => {
    await api.post(
      '/api/bookings',
      bookingBody({
        bookingData: { email: 'zero@example.com' },
        cartItems: [{ id: 'instalift-thermagen', quantity: 1 }],
      }),
    );
    const { text, html } = await deliveredFor('zero@example.com');
    expect(text).toContain('Total: To be discussed during consultation');
    expect(html).toContain('To be discussed during consultation');
  });
});

describe('the consultation confirmation', () => {
  it('has its own subject, the 700 price and a 45-minute invitation', async () => {
    const reply = await api.post(
      '/api/online-consultations',
      consultationBody({ email: 'bea@example.com', time: '21:30' }),
    );
    const { headers, text, calendar, mail } = await deliveredFor('bea@example.com');
    expect(decodeHeader(headers.subject)).toBe(`${PRODUCT_NAME} - Online Consultation Booking Confirmation`);
    expect(mail.to).toContain('copies@tbl-clinic.ph');
    expect(text).toContain(reply.body.bookingNumber);
    expect(text).toContain('Online Video Consultation');
    expect(text).toContain('₱700');
    expect(text).toContain('9:30 PM');
    const compactDate = reply.body.consultation.date.replace(/-/g, '');
    expect(calendar.body).toContain(`DTSTART;TZID=Asia/Manila:${compactDate}T213000`);
    expect(calendar.body).toContain(`DTEND;TZID=Asia/Manila:${compactDate}T221500`);
  });

  it('asks for the proof of payment on the consultation’s own page, as the site and the booking e-mail do', async () => {
    await api.post('/api/online-consultations', consultationBody({ email: 'proof-way@example.com' }));
    const { text, html } = await deliveredFor('proof-way@example.com');
    for (const content of [text, html]) {
      expect(content).toContain(proofInstruction('consultation'));
      expect(content).toMatch(/https:\/\/tbl\.example\/my-consultation\/[0-9a-f]{32}~/);
      expect(content).not.toContain('payments@tbl-clinic.ph');
      expect(content).not.toMatch(/send your proof of payment to/i);
    }
  });
});

describe('the outbox worker', () => {
  it('retries a temporary failure later with backoff, then sends', async () => {
    const { booking } = (
      await api.post('/api/bookings', bookingBody({ bookingData: { email: 'retry@example.com' } }))
    ).body;
    sink.refuse(1);
    expect(await outbox.runOnce()).toEqual({ sent: 0, failed: 1 });
    const waiting = await server.db.knex('email_outbox').where({ booking_id: booking.id }).first();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.last_error).toMatch(/451/);
    expect(new Date(waiting.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await outbox.runOnce()).toEqual({ sent: 0, failed: 0 });
    await server.db
      .knex('email_outbox')
      .where({ id: waiting.id })
      .update({ next_attempt_at: server.db.knex.fn.now() });
    expect(await outbox.runOnce()).toEqual({ sent: 1, failed: 0 });
    const sent = await server.db.knex('email_outbox').where({ id: waiting.id }).first();
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(sent.message_id).toBeTruthy();
  });

  it('gives up after the last attempt and marks the e-mail failed', async () => {
    const { booking } = (
      await api.post('/api/bookings', bookingBody({ bookingData: { email: 'bounce@example.com' } }))
    ).body;
    await server.db.knex('email_outbox').where({ booking_id: booking.id }).update({ attempts: 7 });
    sink.refuse(1);
    await outbox.runOnce();
    expect(await server.db.knex('email_outbox').where({ booking_id: booking.id }).first()).toMatchObject({
      status: 'failed',
      attempts: 8,
    });
  });

  it('sends each e-mail once when two workers run at the same time', async () => {
    for (let index = 0; index < 12; index += 1) {
      await api.post('/api/bookings', bookingBody({ bookingData: { email: `pair${index}@example.com` } }));
    }
    const second = mailServer.newWorker();
    const [a, b] = await Promise.all([outbox.runOnce(), second.runOnce()]);
    expect(a.sent + b.sent).toBe(12);
    const addresses = sink.received.flatMap((mail) => mail.to).filter((to) => to.startsWith('pair'));
    expect(new Set(addresses).size).toBe(12);
    expect(addresses).toHaveLength(12);
  });
});
