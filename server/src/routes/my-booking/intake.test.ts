import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { bookingBody, type Staff, signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { tokenFor } from '../../test/manage';
import { startTestServer, TEST_SECRETS, type TestServer } from '../../test/test-server';

/** Issue 27 items 2, 3 and 5: the health form through the manage link, its review, its protection. */
let server: TestServer;
let api: Client;
let desk: Staff;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  desk = await signedIn(server.db.knex, api, 'staff', 'Nurse Joy');
});

afterAll(async () => {
  await server.close();
});

const LASER = [{ id: 'underarm-laser-hair-removal', quantity: 1, price: 2999 }];
const FACIAL = [{ id: 'stem-cell-facial', quantity: 1, price: 1999 }];

/** A booking for a person of its own; answers its manage token, id and client id. */
async function book(cartItems: unknown = LASER, person?: { email: string; phone: string }) {
  const t = crypto.randomBytes(4).toString('hex');
  const digits = String(crypto.randomInt(1_000_000, 9_999_999));
  const who = person ?? {
    email: `maria-${t}@example.com`,
    phone: `0918 ${digits.slice(0, 3)} ${digits.slice(3)}`,
  };
  const reply = await api.post(
    '/api/bookings',
    bookingBody({ bookingData: { customerName: `Maria ${t}`, ...who }, cartItems }),
  );
  expect(reply.status).toBe(201);
  const id = reply.body.booking.id as string;
  const row = await server.db.knex('bookings').where({ id }).first('client_id');
  return { id, token: tokenFor(id), clientId: row.client_id as string, person: who };
}

const intake = (token: string) => api.get(`/api/my-booking/${token}/intake`);
const answer = (token: string, answers: Record<string, unknown>) =>
  api.put(`/api/my-booking/${token}/intake`, { answers });

describe('GET/PUT /api/my-booking/:token/intake', () => {
  it("asks a laser visit's questions, keeps each answer with the date it was given, and the rest as they were", async () => {
    const { token } = await book();
    const empty = await intake(token);
    expect(empty.status).toBe(200);
    expect(empty.headers.get('cache-control')).toBe('no-store');
    const ids = empty.body.data.questions.map((question: { id: string }) => question.id);
    expect(ids).toEqual(expect.arrayContaining(['allergies', 'pregnant', 'isotretinoin', 'sun-exposure']));
    expect(ids).not.toContain('g6pd');
    expect(empty.body.data).toMatchObject({ answers: {}, updatedAt: null, healthReview: false });

    const first = await answer(token, { pregnant: false, medicines: 'Vitamin C' });
    expect(first.status).toBe(200);
    expect(first.body.msg).toMatch(/saved/);
    const firstDate = first.body.data.answers.pregnant.answeredAt;
    expect(Date.parse(firstDate)).toBeGreaterThan(Date.now() - 60_000);

    await answer(token, { medicines: 'Vitamin C and ferrous sulfate' });
    const read = (await intake(token)).body.data.answers;
    expect(read.pregnant).toEqual({ value: false, answeredAt: firstDate });
    expect(read.medicines.value).toBe('Vitamin C and ferrous sulfate');
  });

  it('answers a 400 naming an unknown question, a wrong type or a too-long answer, and saves none of it', async () => {
    const { token } = await book();
    await answer(token, { allergies: false });
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ allergies: true, shoeSize: 'big' }, /Unknown question "shoeSize"/],
      [{ allergies: true, pregnant: 'yes' }, /"pregnant" with yes or no/],
      [{ allergies: true, medicines: 12 }, /"medicines" with text/],
      [{ allergies: true, other: 'x'.repeat(501) }, /"other" is too long \(at most 500/],
    ];
    for (const [answers, message] of cases) {
      const reply = await answer(token, answers);
      expect(reply.status, JSON.stringify(answers).slice(0, 60)).toBe(400);
      expect(reply.body.msg).toMatch(message);
    }
    for (const body of [undefined, [], { answers: 'yes' }]) {
      const reply = await api.put(`/api/my-booking/${token}/intake`, body);
      expect(reply.status).toBe(400);
      expect(reply.body.msg).toMatch(/answers/);
    }
    expect((await intake(token)).body.data.answers.allergies.value).toBe(false);
  });

  it("a manage link of one client never reads or writes another's form; a bad link is a 404", async () => {
    const mine = await book();
    const theirs = await book();
    await answer(mine.token, { allergies: true, 'allergies-details': 'Penicillin: hives' });
    const seen = await intake(theirs.token);
    expect(seen.body.data.answers).toEqual({});
    expect(JSON.stringify(seen.body)).not.toContain('Penicillin');
    await answer(theirs.token, { allergies: false });
    expect((await intake(mine.token)).body.data.answers.allergies.value).toBe(true);
    expect((await intake(`${mine.token.slice(0, -2)}xx`)).status).toBe(404);
    expect((await answer('not-a-token', { allergies: true })).status).toBe(404);
  });

  it("a stranger who books with another client's mobile and an e-mail of their own neither reads nor writes her form", async () => {
    const maria = await book();
    await answer(maria.token, { pregnant: true, medicines: 'Isotretinoin 20 mg' });
    const stranger = await book(LASER, {
      email: `stranger-${crypto.randomUUID()}@example.com`,
      phone: maria.person.phone,
    });
    expect(stranger.clientId).not.toBe(maria.clientId);
    const seen = await intake(stranger.token);
    expect(seen.body.data.answers).toEqual({});
    expect(JSON.stringify(seen.body)).not.toContain('Isotretinoin');
    await answer(stranger.token, { pregnant: false });
    expect((await intake(maria.token)).body.data.answers.pregnant.value).toBe(true);
  });

  it('two visits of one person share one form', async () => {
    const first = await book();
    const second = await book(FACIAL, first.person);
    expect(second.clientId).toBe(first.clientId);
    await answer(first.token, { keloids: true });
    expect((await intake(second.token)).body.data.answers.keloids.value).toBe(true);
  });
});

describe('health data at rest and in the desk', () => {
  it('holds no readable answer in the raw table', async () => {
    const { token, clientId } = await book();
    const secret = `Warfarin 5 mg ${crypto.randomBytes(3).toString('hex')}`;
    expect((await answer(token, { 'blood-thinners': true, medicines: secret })).status).toBe(200);
    const raw = await server.db.knex.raw(
      'select answers::text as answers from client_intake where client_id = ?',
      [clientId],
    );
    const stored = String(raw.rows[0].answers);
    expect(stored).toMatch(/^v1\./);
    for (const plain of [secret, 'Warfarin', 'blood-thinners', 'medicines', 'true'])
      expect(stored).not.toContain(plain);
  });

  it("shows staff the answers with their dates on the client's record, and logs the read", async () => {
    const { token, clientId } = await book();
    await answer(token, { pregnant: false, 'sun-exposure': true });
    const record = await api.get(`/api/clients/${clientId}`, { token: desk.token });
    expect(record.status).toBe(200);
    expect(record.body.data.intake).toEqual([
      {
        questionId: 'pregnant',
        question: 'Are you pregnant, trying to get pregnant, or breastfeeding?',
        value: false,
        answeredAt: expect.any(String),
      },
      expect.objectContaining({ questionId: 'sun-exposure', value: true }),
    ]);
    // The record and the form are logged in one write (one commit), before the answer; the statement
    // that writes them also reads the log the page shows.
    const logWrites: string[] = [];
    const listen = (query: { sql: string }) => {
      if (/insert into "?client_access_log"?/.test(query.sql)) logWrites.push(query.sql);
    };
    server.db.knex.on('query', listen);
    const again = await api.get(`/api/clients/${clientId}`, { token: desk.token }).finally(() => {
      server.db.knex.off('query', listen);
    });
    expect(logWrites).toHaveLength(1);
    const reads = again.body.data.accessLog.filter((entry: { what: string }) => entry.what === 'health-form');
    expect(reads).toHaveLength(2);
    expect(reads[0].staffName).toContain('Nurse Joy');
    const sameRead = again.body.data.accessLog.filter((entry: { at: string }) => entry.at === reads[0].at);
    expect(sameRead.map((entry: { what: string }) => entry.what).sort()).toEqual(['health-form', 'record']);
    expect((await api.get(`/api/clients/${clientId}`)).status).toBe(401);
  });
});

describe('merging two records', () => {
  it('puts the kept record\'s laser visit under review when the merged form says "pregnant"', async () => {
    const admin = await signedIn(server.db.knex, api, 'admin', 'Owner');
    const kept = await book();
    const other = await book(FACIAL);
    await answer(kept.token, { pregnant: false });
    await answer(other.token, { pregnant: true });
    expect((await api.get(`/api/my-booking/${kept.token}`)).body.booking.healthReview).toBe(false);
    const merged = await api.post(
      `/api/clients/${kept.clientId}/merge`,
      { otherId: other.clientId },
      { token: admin.token },
    );
    expect(merged.status).toBe(200);
    expect((await api.get(`/api/my-booking/${kept.token}`)).body.booking.healthReview).toBe(true);
  });

  it("keeps one health form with each question's latest answer, readable under the kept record", async () => {
    const admin = await signedIn(server.db.knex, api, 'admin', 'Owner');
    const kept = await book();
    const other = await book();
    await answer(kept.token, { pregnant: false, medicines: 'none' });
    await answer(other.token, { pregnant: true });
    const merged = await api.post(
      `/api/clients/${kept.clientId}/merge`,
      { otherId: other.clientId },
      { token: admin.token },
    );
    expect(merged.status).toBe(200);
    const answers = (await intake(kept.token)).body.data.answers;
    expect(answers.pregnant.value).toBe(true);
    expect(answers.medicines.value).toBe('none');
    expect(
      await server.db.knex('client_intake').where({ client_id: other.clientId }).first(),
    ).toBeUndefined();
    // The other booking now belongs to the kept record, and reads the same form.
    expect((await intake(other.token)).body.data.answers.medicines.value).toBe('none');
  });
});

describe('contraindications put a visit under review', () => {
  const status = (id: string, body: Record<string, unknown>) =>
    api.patch(
      `/api/bookings/${id}/status`,
      { updateCode: TEST_SECRETS.updateCode, ...body },
      { token: desk.token },
    );

  it('"pregnant: yes" puts her laser visit under review: no confirming without a note, the reason read and logged', async () => {
    const laser = await book();
    const facial = await book(FACIAL, laser.person);
    expect((await answer(laser.token, { pregnant: true })).body.data.healthReview).toBe(true);

    const managed = await api.get(`/api/my-booking/${laser.token}`);
    expect(managed.body.booking.healthReview).toBe(true);
    expect((await api.get(`/api/my-booking/${facial.token}`)).body.booking.healthReview).toBe(false);

    const detail = await api.get(`/api/bookings/${laser.id}`, { token: desk.token });
    expect(detail.body.data.review).toMatchObject({
      open: true,
      reasons: [expect.stringMatching(/^Pregnant, trying or breastfeeding: laser/)],
      note: null,
    });
    const list = await api.get(`/api/bookings?search=${laser.person.email}`, { token: desk.token });
    const listed = list.body.data.find((row: { id: string }) => row.id === laser.id);
    expect(listed.review).toMatchObject({ open: true });
    expect(listed.review.reasons).toBeUndefined();
    const log = (await api.get(`/api/clients/${laser.clientId}`, { token: desk.token })).body.data.accessLog;
    expect(log.map((entry: { what: string }) => entry.what)).toContain('health-review');

    const refused = await status(laser.id, { status: 'confirmed' });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(
      "This booking is for review after the client's health form: write a note to mark it confirmed",
    );
    const bulk = await api.post(
      '/api/bookings/bulk-confirm',
      { ids: [laser.id], updateCode: TEST_SECRETS.updateCode },
      { token: desk.token },
    );
    expect(bulk.body.skipped).toEqual([{ id: laser.id, msg: refused.body.msg }]);
    expect((await status(facial.id, { status: 'confirmed' })).status).toBe(200);

    // A reason for the client is not the review note: it goes in her e-mail, the note never does.
    expect((await status(laser.id, { status: 'confirmed', reason: 'See you soon' })).status).toBe(409);
    const confirmed = await status(laser.id, {
      status: 'confirmed',
      reviewNote: 'Called her: 2nd trimester, moved after birth',
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.review).toMatchObject({
      open: false,
      note: 'Called her: 2nd trimester, moved after birth',
      clearedBy: expect.stringContaining('Nurse Joy'),
    });
    expect((await api.get(`/api/my-booking/${laser.token}`)).body.booking.healthReview).toBe(false);
  });

  it('a laser visit booked after the form said "pregnant" goes under review at once', async () => {
    const facial = await book(FACIAL);
    await answer(facial.token, { pregnant: true });
    expect((await api.get(`/api/bookings/${facial.id}`, { token: desk.token })).body.data.review).toBeNull();
    const laser = await book(LASER, facial.person);
    expect((await api.get(`/api/my-booking/${laser.token}`)).body.booking.healthReview).toBe(true);
  });

  it('a facial the desk changes to a laser after the form said "pregnant" goes under review at once', async () => {
    const visit = await book(FACIAL);
    await answer(visit.token, { pregnant: true });
    const changed = await api.patch(
      `/api/bookings/${visit.id}`,
      { updateCode: TEST_SECRETS.updateCode, cartItems: LASER },
      { token: desk.token },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await api.get(`/api/my-booking/${visit.token}`)).body.booking.healthReview).toBe(true);
    expect((await status(visit.id, { status: 'confirmed' })).status).toBe(409);
  });

  it('answers that hit nothing, or the same reasons again, leave the visit as it is', async () => {
    const laser = await book();
    await answer(laser.token, { pregnant: false, allergies: true });
    expect((await api.get(`/api/bookings/${laser.id}`, { token: desk.token })).body.data.review).toBeNull();
    await answer(laser.token, { 'sun-exposure': true });
    await status(laser.id, { status: 'confirmed', reviewNote: 'Tan faded, checked at the desk' });
    await answer(laser.token, { 'sun-exposure': true, medicines: 'none' });
    const review = (await api.get(`/api/bookings/${laser.id}`, { token: desk.token })).body.data.review;
    expect(review).toMatchObject({ open: false, note: 'Tan faded, checked at the desk' });
  });
});

describe('a review closes when the client answers "no" again', () => {
  const status = (id: string, body: Record<string, unknown>) =>
    api.patch(
      `/api/bookings/${id}/status`,
      { updateCode: TEST_SECRETS.updateCode, ...body },
      { token: desk.token },
    );
  const reviewOf = async (id: string) =>
    (await api.get(`/api/bookings/${id}`, { token: desk.token })).body.data.review;

  it('an open review whose answers hit nothing any more is closed: the visit confirms without a note', async () => {
    const laser = await book();
    await answer(laser.token, { pregnant: true });
    expect(await reviewOf(laser.id)).toMatchObject({ open: true });
    const changed = await answer(laser.token, { pregnant: false });
    expect(changed.body.data.healthReview).toBe(false);
    expect(await reviewOf(laser.id)).toBeNull();
    expect((await api.get(`/api/my-booking/${laser.token}`)).body.booking.healthReview).toBe(false);
    const events = await server.db.knex('booking_events').where({ booking_id: laser.id }).orderBy('at');
    expect(events.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['health_review_opened', 'health_review_closed']),
    );
    expect(events.at(-1)).toMatchObject({
      kind: 'health_review_closed',
      summary: expect.stringMatching(/no longer/),
    });
    expect((await status(laser.id, { status: 'confirmed' })).status).toBe(200);
  });

  it('a reason answered away leaves the others: the review stays open with what still hits', async () => {
    const laser = await book();
    await answer(laser.token, { pregnant: true, 'sun-exposure': true });
    expect((await reviewOf(laser.id)).reasons).toHaveLength(2);
    await answer(laser.token, { pregnant: false });
    const review = await reviewOf(laser.id);
    expect(review).toMatchObject({ open: true, reasons: [expect.stringMatching(/^Sunburn/)] });
    expect((await status(laser.id, { status: 'confirmed' })).status).toBe(409);
  });

  it('a review staff already closed with a note stays as it was: the note is the record', async () => {
    const laser = await book();
    await answer(laser.token, { pregnant: true });
    await status(laser.id, { status: 'confirmed', reviewNote: 'Called: not pregnant, ticked by mistake' });
    await answer(laser.token, { pregnant: false });
    expect(await reviewOf(laser.id)).toMatchObject({
      open: false,
      note: 'Called: not pregnant, ticked by mistake',
      reasons: [expect.stringMatching(/^Pregnant/)],
    });
  });
});

describe('health answers in the log', () => {
  it('reach no log line, whatever the request answered', async () => {
    const lines: string[] = [];
    const logged = await startTestServer(
      { LOG_REQUESTS: 'true' },
      { logger: createLogger((line) => lines.push(line)) },
    );
    try {
      const other = client(logged.url);
      const reply = await other.post('/api/bookings', bookingBody({ cartItems: LASER }));
      const token = tokenFor(reply.body.booking.id);
      await other.put(`/api/my-booking/${token}/intake`, { answers: { other: 'Lupus flare last month' } });
      await other.put(`/api/my-booking/${token}/intake`, {
        answers: { other: 'Lupus flare', pregnant: 'maybe' },
      });
      const all = lines.join('\n');
      expect(all).toContain('/intake');
      expect(all).not.toContain('Lupus');
      expect(all).not.toContain(token);
    } finally {
      await logged.close();
    }
  });
});
