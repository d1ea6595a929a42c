import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLINIC_PHONE } from '../../../domain/brand';
import { bookingBody } from '../test/factories';
import { type Client, client } from '../test/http';
import { type MailTestServer, startMailTestServer } from '../test/mail-test-server';
import { decodeHeader, leafParts, messageHeaders } from '../test/mime';
import type { TestServer } from '../test/test-server';
import type { OutboxWorker } from './outbox-worker';

let server: TestServer;
let api: Client;
let sink: MailTestServer['sink'];
let outbox: OutboxWorker;

let mailServer: MailTestServer;

beforeAll(async () => {
  mailServer = await startMailTestServer();
  ({ server, sink, outbox } = mailServer);
  api = client(server.url);
});

afterAll(async () => {
  await mailServer.close();
});

beforeEach(() => {
  sink.received.length = 0;
});

async function mailsTo(address: string) {
  await outbox.runOnce();
  return sink.received
    .filter((mail) => mail.to.includes(address))
    .map((mail) => {
      const parts = leafParts(mail.raw);
      const body = (type: string) => parts.find((part) => part.contentType.startsWith(type))?.body;
      return {
        subject: decodeHeader(messageHeaders(mail.raw).subject ?? ''),
        text: body('text/plain') ?? '',
        html: body('text/html') ?? '',
        calendar: body('text/calendar'),
      };
    });
}

const LINK = /https:\/\/tbl\.example\/my-booking\/([0-9a-f]{32}~[A-Za-z0-9_-]{43})/;

describe('the manage link in e-mails', () => {
  it('is in the confirmation with the 24-hour notice, and opens that booking', async () => {
    const made = await api.post('/api/bookings', bookingBody({ bookingData: { email: 'link@example.com' } }));
    const [mail] = await mailsTo('link@example.com');
    const token = LINK.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    for (const content of [mail?.text ?? '', mail?.html ?? '']) {
      expect(content).toContain('View, change or cancel your booking');
      expect(content).toContain('You can cancel online until 24 hours before your appointment.');
      expect(content).toContain(CLINIC_PHONE);
    }
    expect(mail?.html).toContain(`href="https://tbl.example/my-booking/${token}"`);
    const page = await api.get(`/api/my-booking/${token}`);
    expect(page.status).toBe(200);
    expect(page.body.booking.bookingNumber).toBe(made.body.booking.bookingData.bookingNumber);
  });

  it('confirms a client cancellation once, escaped, without an invitation', async () => {
    await api.post(
      '/api/bookings',
      bookingBody({ bookingData: { email: 'bye@example.com', customerName: '<i>Bye</i> & Co' } }),
    );
    const [confirmation] = await mailsTo('bye@example.com');
    const token = LINK.exec(confirmation?.text ?? '')?.[1];
    sink.received.length = 0;
    const reply = await api.post(`/api/my-booking/${token}/cancel`, {});
    expect(reply.status).toBe(200);
    const mails = await mailsTo('bye@example.com');
    await outbox.runOnce();
    expect(mails.map((mail) => mail.subject)).toEqual([
      'TBL Aesthetics & Slimming Center - Booking Cancelled',
    ]);
    expect(mails[0]?.html).toContain('Hi &lt;i&gt;Bye&lt;/i&gt; &amp; Co,');
    expect(mails[0]?.html).not.toContain('<i>Bye');
    expect(mails[0]?.calendar).toBeUndefined();
    expect(sink.received.filter((mail) => mail.to.includes('bye@example.com'))).toHaveLength(1);
  });
});
