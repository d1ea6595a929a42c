import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../../../../domain/brand';
import {
  NO_CLIENT_EMAIL_MESSAGE,
  STATEMENT_ALREADY_SENT_MESSAGE,
  STATEMENT_NOT_RECEIPT,
} from '../../../../domain/statement';
import { type Staff, signedIn, storeBookings } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { type MailTestServer, startMailTestServer } from '../../test/mail-test-server';
import { decodeHeader, leafParts, messageHeaders } from '../../test/mime';

let mail: MailTestServer;
let api: Client;
let desk: Staff;

beforeAll(async () => {
  mail = await startMailTestServer();
  api = client(mail.server.url);
  desk = await signedIn(mail.server.db.knex, api, 'staff', 'Rina Desk');
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
    .filter((sent) => sent.to.includes(address))
    .map((sent) => ({
      subject: decodeHeader(messageHeaders(sent.raw).subject ?? ''),
      text: leafParts(sent.raw).find((part) => part.contentType.startsWith('text/plain'))?.body ?? '',
    }));
}

const statement = (id: string, token?: string) =>
  api.post(`/api/bookings/${id}/statement`, {}, token ? { token } : {});

describe('POST /api/bookings/:id/statement (issue 29 item 2)', () => {
  it('e-mails the statement of account through the outbox; again only after a new payment', async () => {
    const address = 'statement-client@example.com';
    const [id] = (await storeBookings(mail.server.db.knex, [
      { status: 'confirmed', email: address, customerName: 'Ana Cruz' },
    ])) as [string];
    const first = await statement(id, desk.token);
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    expect(first.body).toMatchObject({ queued: true, to: address });
    const [sent, ...more] = await mailsTo(address);
    expect(more).toEqual([]);
    expect(sent?.subject).toBe(`${PRODUCT_NAME} - Statement of account`);
    expect(sent?.text).toContain(PRODUCT_NAME);
    expect(sent?.text).toContain(STATEMENT_NOT_RECEIPT);
    expect(sent?.text).toContain('Ana Cruz');
    expect(sent?.text).toContain('Stem Cell Facial');
    expect(sent?.text).toMatch(/Total: ₱1,999/);
    expect(sent?.text).toMatch(/Balance due: ₱1,999/);

    mail.sink.received.length = 0;
    // Pressed again with nothing new: answered, nothing queued.
    const again = await statement(id, desk.token);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ queued: false, msg: STATEMENT_ALREADY_SENT_MESSAGE });
    expect(await mailsTo(address)).toEqual([]);

    const take = (body: Record<string, unknown>) =>
      api.post(`/api/bookings/${id}/payments`, body, { token: desk.token });
    const gcash = await take({ method: 'gcash', amount: 1000, reference: '5012 345 678' });
    expect(gcash.status, JSON.stringify(gcash.body)).toBe(200);
    const cash = await take({ method: 'cash', amount: 500, tendered: 1000 });
    expect(cash.status, JSON.stringify(cash.body)).toBe(200);
    await mail.outbox.runOnce();
    mail.sink.received.length = 0;
    const after = await statement(id, desk.token);
    expect(after.status).toBe(202);
    const [updated] = await mailsTo(address);
    expect(updated?.text).toMatch(/\(GCash, ref\. 5012 345 678\): ₱1,000/);
    expect(updated?.text).toMatch(/\(Cash\): ₱500/);
    expect(updated?.text).toMatch(/Received so far: ₱1,500/);
    expect(updated?.text).toMatch(/Balance due: ₱499/);
  });

  it('refuses a booking without an e-mail (400), an unknown one (404) and a signed-out caller (401)', async () => {
    const [id] = (await storeBookings(mail.server.db.knex, [{ status: 'confirmed', email: '' }])) as [string];
    const none = await statement(id, desk.token);
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe(NO_CLIENT_EMAIL_MESSAGE);
    expect(await mail.server.db.knex('email_outbox').where({ booking_id: id })).toEqual([]);
    const unknown = await statement('00000000-0000-4000-8000-000000000000', desk.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('Booking not found');
    expect((await statement(id)).status).toBe(401);
  });
});
