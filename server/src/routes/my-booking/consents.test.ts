import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_MESSAGES } from '../../../../domain/consent/consent-request';
import { MAX_SIGNATURE_BYTES, SIGNATURE_MESSAGES } from '../../../../domain/consent/consent-signature';
import { myBookingsToken } from '../../manage/my-bookings-token';
import { manageKeyOf } from '../../secrets';
import { bookingBody, type Staff, signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { tokenFor } from '../../test/manage';
import { startTestServer, TEST_SECRETS, type TestServer } from '../../test/test-server';

/** Issue 27 item 4: consents signed and withdrawn through the manage link, never edited. */
let server: TestServer;
let api: Client;
let desk: Staff;
let admin: Staff;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  desk = await signedIn(server.db.knex, api, 'staff', 'Nurse Joy');
  admin = await signedIn(server.db.knex, api, 'admin', 'Owner');
});

afterAll(async () => {
  await server.close();
});

const LASER = [{ id: 'underarm-laser-hair-removal', quantity: 1, price: 2999 }];
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (size = 600) =>
  `data:image/png;base64,${Buffer.concat([PNG_HEAD, crypto.randomBytes(size - PNG_HEAD.length)]).toString('base64')}`;

async function book() {
  const t = crypto.randomBytes(4).toString('hex');
  const digits = String(crypto.randomInt(1_000_000, 9_999_999));
  const email = `ana-${t}@example.com`;
  const reply = await api.post(
    '/api/bookings',
    bookingBody({
      bookingData: {
        customerName: `Ana Reyes ${t}`,
        email,
        phone: `0917 ${digits.slice(0, 3)} ${digits.slice(3)}`,
      },
      cartItems: LASER,
    }),
  );
  expect(reply.status).toBe(201);
  const id = reply.body.booking.id as string;
  const row = await server.db.knex('bookings').where({ id }).first('client_id');
  return { id, token: tokenFor(id), clientId: row.client_id as string, email, name: `Ana Reyes ${t}` };
}

const consents = (token: string) => api.get(`/api/my-booking/${token}/consents`);
const post = (token: string, body: Record<string, unknown>, key?: string) =>
  api.post(`/api/my-booking/${token}/consents`, body, key ? { headers: { 'Idempotency-Key': key } } : {});
const laserConsent = { kind: 'treatment', category: 'laser-hair-removal', version: 1 };

describe('GET/POST /api/my-booking/:token/consents', () => {
  it("signs the visit's treatment consent with a typed name and a drawn signature, and withdraws as a new record", async () => {
    const visit = await book();
    const empty = await consents(visit.token);
    expect(empty.status).toBe(200);
    expect(empty.headers.get('cache-control')).toBe('no-store');
    expect(empty.body.data.consents).toEqual([]);
    const texts = empty.body.data.texts as Array<{ kind: string; category: string | null; textHash: string }>;
    expect(texts.map((text) => text.category ?? text.kind)).toEqual([
      'laser-hair-removal',
      'photos',
      'marketing',
    ]);
    expect(texts[0]?.textHash).toMatch(/^[0-9a-f]{64}$/);

    const signed = await post(visit.token, {
      ...laserConsent,
      textHash: texts[0]?.textHash,
      signedName: ' Ana Reyes ',
      signature: png(),
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    expect(signed.body.msg).toBe(CONSENT_MESSAGES.signed);
    expect(signed.body.data.consents).toEqual([
      expect.objectContaining({
        kind: 'treatment',
        category: 'laser-hair-removal',
        label: 'Treatment: Laser Permanent Hair Removal',
        action: 'sign',
        version: 1,
        textHash: texts[0]?.textHash,
        signedName: 'Ana Reyes',
        hasSignature: true,
      }),
    ]);
    // The client's own link says a signature was drawn, and never sends the image back.
    expect(signed.body.data.consents[0].signature).toBeUndefined();

    const photos = await post(visit.token, { kind: 'photos', version: 2, signedName: 'Ana Reyes' });
    expect(photos.status).toBe(201);
    expect(photos.body.data.consents[0]).toMatchObject({ kind: 'photos', version: 2, hasSignature: false });
    const again = await post(visit.token, { kind: 'photos', version: 2, signedName: 'Ana Reyes' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(CONSENT_MESSAGES.alreadySigned);

    const withdrawn = await post(visit.token, {
      action: 'withdraw',
      kind: 'photos',
      signedName: 'Ana Reyes',
    });
    expect(withdrawn.status).toBe(201);
    expect(withdrawn.body.msg).toBe(CONSENT_MESSAGES.withdrawn);
    expect(
      withdrawn.body.data.consents.map(
        (row: { kind: string; action: string }) => `${row.kind}:${row.action}`,
      ),
    ).toEqual(['photos:withdraw', 'photos:sign', 'treatment:sign']);
    const twice = await post(visit.token, { action: 'withdraw', kind: 'photos', signedName: 'Ana Reyes' });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe(CONSENT_MESSAGES.nothingToWithdraw);
    // Signed again after the withdrawal: a third record, the first two as they were.
    expect((await post(visit.token, { kind: 'photos', version: 2, signedName: 'Ana Reyes' })).status).toBe(
      201,
    );
    expect(await server.db.knex('client_consents').where({ client_id: visit.clientId })).toHaveLength(4);
  });

  it('a signature sent twice under one Idempotency-Key (the outbox retrying) is one record', async () => {
    const visit = await book();
    const key = crypto.randomUUID();
    const body = { kind: 'marketing', version: 1, signedName: 'Ana Reyes', signature: png() };
    const [first, second] = [await post(visit.token, body, key), await post(visit.token, body, key)];
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body.data.consents).toHaveLength(1);
  });

  it('answers 400 naming an unknown kind, category or version, a missing name, a signature not a PNG or over 200 KB; 409 for a changed text; writes nothing', async () => {
    const visit = await book();
    const cases: Array<[Record<string, unknown>, number, string | RegExp]> = [
      [{ ...laserConsent, kind: 'tattoo', signedName: 'Ana' }, 400, /Unknown consent "tattoo"/],
      [
        { ...laserConsent, category: 'dentistry', signedName: 'Ana' },
        400,
        /Unknown treatment category "dentistry"/,
      ],
      [{ ...laserConsent, version: 4, signedName: 'Ana' }, 400, /no version 4 of the consent/],
      [{ ...laserConsent, signedName: '' }, 400, CONSENT_MESSAGES.name],
      [
        {
          ...laserConsent,
          signedName: 'Ana',
          signature: `data:image/png;base64,${Buffer.from('GIF89a-not-a-png').toString('base64')}`,
        },
        400,
        SIGNATURE_MESSAGES.notPng,
      ],
      [
        { ...laserConsent, signedName: 'Ana', signature: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==' },
        400,
        SIGNATURE_MESSAGES.notPng,
      ],
      [
        { ...laserConsent, signedName: 'Ana', signature: png(MAX_SIGNATURE_BYTES + 1) },
        400,
        SIGNATURE_MESSAGES.tooBig,
      ],
      [{ kind: 'photos', version: 1, signedName: 'Ana' }, 409, CONSENT_MESSAGES.textChanged],
      [{ ...laserConsent, textHash: 'f'.repeat(64), signedName: 'Ana' }, 409, CONSENT_MESSAGES.textChanged],
    ];
    for (const [body, status, message] of cases) {
      const reply = await post(visit.token, body);
      expect(reply.status, JSON.stringify(body).slice(0, 120)).toBe(status);
      expect(reply.body.msg).toMatch(message);
    }
    expect(CONSENT_MESSAGES.textChanged).toMatch(/changed.*read it again/);
    expect(await server.db.knex('client_consents').where({ client_id: visit.clientId })).toEqual([]);
  });

  it("a manage link of one client never reads another's consents; a bad link is a 404", async () => {
    const ana = await book();
    const other = await book();
    expect((await post(ana.token, { ...laserConsent, signedName: 'Ana Reyes' })).status).toBe(201);
    expect((await consents(other.token)).body.data.consents).toEqual([]);
    expect((await consents(`${ana.token.slice(0, -2)}xx`)).status).toBe(404);
    expect((await post('not-a-token', { ...laserConsent, signedName: 'Ana Reyes' })).status).toBe(404);
  });
});

describe('consents at rest', () => {
  it('seal the drawn signature, and the database refuses any edit or delete of a signed consent', async () => {
    const visit = await book();
    const signature = png();
    expect((await post(visit.token, { ...laserConsent, signedName: 'Ana Reyes', signature })).status).toBe(
      201,
    );
    const knex = server.db.knex;
    const row = await knex('client_consents').where({ client_id: visit.clientId }).first();
    expect(row.signature).toMatch(/^v1\./);
    expect(row.signature).not.toContain(signature.slice(30, 80));
    const edits = [
      knex.raw('update client_consents set version = 2 where id = ?', [row.id]),
      knex.raw("update client_consents set signed_name = 'Someone Else' where id = ?", [row.id]),
      knex.raw("update client_consents set action = 'withdraw' where id = ?", [row.id]),
      knex.raw(
        "update client_consents set signed_name = '', signature = null, erased_at = now(), version = 9 where id = ?",
        [row.id],
      ),
      knex.raw('delete from client_consents where id = ?', [row.id]),
    ];
    for (const edit of edits) await expect(edit).rejects.toThrow(/never edited/);
    expect(await knex('client_consents').where({ id: row.id }).first()).toEqual(row);
  });
});

describe('consents at the desk, in the export and after erasure', () => {
  it("the client's record shows each version signed and withdrawn with the drawn signature, and logs the read", async () => {
    const visit = await book();
    const signature = png();
    await post(visit.token, { ...laserConsent, signedName: 'Ana Reyes', signature });
    await post(visit.token, { kind: 'marketing', version: 1, signedName: 'Ana Reyes' });
    await post(visit.token, { action: 'withdraw', kind: 'marketing', signedName: 'Ana Reyes' });
    const record = await api.get(`/api/clients/${visit.clientId}`, { token: desk.token });
    expect(record.status).toBe(200);
    expect(record.body.data.consents).toEqual([
      expect.objectContaining({
        kind: 'marketing',
        action: 'withdraw',
        version: 1,
        signedAt: expect.any(String),
      }),
      expect.objectContaining({ kind: 'marketing', action: 'sign', hasSignature: false }),
      expect.objectContaining({ kind: 'treatment', action: 'sign', version: 1, signature }),
    ]);
    const log = (await api.get(`/api/clients/${visit.clientId}`, { token: desk.token })).body.data.accessLog;
    expect(log).toContainEqual(
      expect.objectContaining({ what: 'consents', staffName: expect.stringContaining('Nurse Joy') }),
    );
  });

  it('the export carries the consents with the signature; erasure removes the name and signature and keeps what was signed when', async () => {
    const visit = await book();
    const signature = png();
    await post(visit.token, { ...laserConsent, signedName: visit.name, signature });
    const link = myBookingsToken(manageKeyOf(TEST_SECRETS), visit.email, new Date());
    const exported = await api.post(`/api/my-bookings/${link}/export`, {});
    expect(exported.status).toBe(200);
    expect(exported.body.consents).toEqual([
      expect.objectContaining({ kind: 'treatment', signedName: visit.name, signature, version: 1 }),
    ]);
    const other = await book();
    await post(other.token, { kind: 'photos', version: 2, signedName: other.name });
    expect(JSON.stringify(exported.body)).not.toContain(other.name);

    expect((await api.post(`/api/my-bookings/${link}/erasure`, {})).status).toBe(202);
    const approved = await api.post(
      `/api/clients/${visit.clientId}/erasure/approve`,
      {},
      { token: admin.token },
    );
    expect(approved.status).toBe(200);
    const rows = await server.db.knex('client_consents').where({ client_id: visit.clientId });
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'treatment',
        version: 1,
        signed_name: '',
        signature: null,
        erased_at: expect.any(Date),
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(visit.name);
    const untouched = await server.db.knex('client_consents').where({ client_id: other.clientId }).first();
    expect(untouched.signed_name).toBe(other.name);
  });
});
