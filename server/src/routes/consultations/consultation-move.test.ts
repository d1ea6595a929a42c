import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../../../../domain/brand';
import { consultationBody, signedIn, soon } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { type MailTestServer, startMailTestServer } from '../../test/mail-test-server';
import { decodeHeader, leafParts, messageHeaders } from '../../test/mime';
import { TEST_SECRETS } from '../../test/test-server';

let mail: MailTestServer;
let api: Client;
let token: string;
const { updateCode } = TEST_SECRETS;
const MOVED = `${PRODUCT_NAME} - Your online consultation is moved`;

beforeAll(async () => {
  mail = await startMailTestServer();
  api = client(mail.server.url);
  token = (await signedIn(mail.server.db.knex, api, 'staff', 'Rosa Front Desk')).token;
});

afterAll(async () => {
  await mail.close();
});

beforeEach(() => {
  mail.sink.received.length = 0;
});

/** A call booked as a client books one; its confirmation is sent and forgotten. */
async function booked(date: string, time: string, email = `${crypto.randomUUID()}@example.com`) {
  const made = await api.post('/api/online-consultations', consultationBody({ date, time, email }));
  expect(made.status).toBe(201);
  await mail.outbox.runOnce();
  mail.sink.received.length = 0;
  return { id: made.body.consultation.id as string, email };
}

const move = (id: string, body: Record<string, unknown>) =>
  api.patch(`/api/online-consultations/${id}/time`, { updateCode, ...body }, { token });

async function mailsTo(address: string) {
  await mail.outbox.runOnce();
  return mail.sink.received
    .filter((message) => message.to.includes(address))
    .map((message) => ({
      subject: decodeHeader(messageHeaders(message.raw).subject ?? ''),
      text: leafParts(message.raw).find((part) => part.contentType.startsWith('text/plain'))?.body ?? '',
    }));
}

describe('PATCH /api/online-consultations/:id/time', () => {
  it('moves a call to a free time, writes it in the history and e-mails the client once', async () => {
    const call = await booked(soon(6), '15:00');
    const reply = await move(call.id, { date: soon(7), time: '16:30' });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ id: call.id, date: soon(7), time: '16:30' });
    // The same move again changes nothing and sends nothing.
    const again = await move(call.id, { date: soon(7), time: '16:30' });
    expect(again.body.message).toBe('Nothing to change');
    const mails = await mailsTo(call.email);
    expect(mails.map((m) => m.subject)).toEqual([MOVED]);
    expect(mails[0]?.text).toMatch(/it was for .* 3:00 PM, and is now for .* 4:30 PM/);
    const history = await api.get(`/api/online-consultations/${call.id}/history`, { token });
    expect(history.body.data.map((event: { summary: string }) => event.summary)).toContainEqual(
      expect.stringMatching(/^Moved by the clinic from .* to /),
    );
    // Its old time is free again.
    const slots = (await api.get(`/api/availability?branch=online&date=${soon(6)}`)).body.slots;
    expect(slots.find((slot: { time: string }) => slot.time === '15:00').available).toBe(true);
  });

  it('refuses a taken time with 409 and the nearest free ones, and changes and sends nothing', async () => {
    const taken = await booked(soon(8), '11:00');
    const call = await booked(soon(8), '12:00');
    const reply = await move(call.id, { date: soon(8), time: '11:00' });
    expect(reply.status).toBe(409);
    expect(reply.body.msg).toMatch(/fully booked/);
    expect(reply.body.alternatives.length).toBeGreaterThan(0);
    expect(reply.body.alternatives).not.toContainEqual(
      expect.objectContaining({ date: soon(8), time: '11:00' }),
    );
    const stored = await mail.server.db.knex('online_consultations').where({ id: call.id }).first();
    expect(stored.consultation_time).toBe('12:00');
    expect(await mailsTo(call.email)).toEqual([]);
    expect(await mailsTo(taken.email)).toEqual([]);
  });

  it('lets only one of two desks moving two calls into the last place at once have it', async () => {
    const one = await booked(soon(9), '10:00');
    const two = await booked(soon(9), '10:30');
    const replies = await Promise.all([
      move(one.id, { date: soon(10), time: '14:00' }),
      move(two.id, { date: soon(10), time: '14:00' }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const there = await mail.server.db
      .knex('online_consultations')
      .where({ consultation_date: soon(10), consultation_time: '14:00' })
      .count({ n: '*' })
      .first();
    expect(Number(there?.n)).toBe(1);
  });

  it('refuses bad input with 400 { msg }, a wrong code with 403, a closed call with 409, and strangers', async () => {
    const call = await booked(soon(11), '15:00');
    for (const body of [
      { date: soon(11), time: '15:15' },
      { date: 'soon', time: '15:00' },
      { time: '15:00' },
    ]) {
      const reply = await move(call.id, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(typeof reply.body.msg).toBe('string');
    }
    const early = await move(call.id, { date: soon(11), time: '09:00' });
    expect(early.status).toBe(400);
    expect(
      (
        await api.patch(
          `/api/online-consultations/${call.id}/time`,
          { date: soon(12), time: '15:00', updateCode: 'guess' },
          { token },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await api.patch(`/api/online-consultations/${call.id}/time`, {
          date: soon(12),
          time: '15:00',
          updateCode,
        })
      ).status,
    ).toBe(401);
    expect((await move(crypto.randomUUID(), { date: soon(12), time: '15:00' })).status).toBe(404);
    await api.patch(
      `/api/online-consultations/${call.id}/status`,
      { status: 'cancelled', updateCode },
      { token },
    );
    const closed = await move(call.id, { date: soon(12), time: '15:00' });
    expect(closed.status).toBe(409);
    expect(closed.body.msg).toMatch(/can no longer change/);
  });
});

describe('GET /api/schedule and online calls', () => {
  it("lists the day's calls by start time in every branch's view, and none in one branch's", async () => {
    const day = soon(13);
    const later = await booked(day, '17:00');
    const earlier = await booked(day, '10:30');
    const all = await api.get(`/api/schedule?date=${day}`, { token });
    expect(all.status).toBe(200);
    expect(all.body.data.calls.map((call: { id: string }) => call.id)).toEqual([earlier.id, later.id]);
    expect(all.body.data.calls[0]).toMatchObject({ date: day, time: '10:30', status: 'pending' });
    const makati = await api.get(`/api/schedule?date=${day}&branch=makati`, { token });
    expect(makati.body.data.calls).toEqual([]);
  });
});
