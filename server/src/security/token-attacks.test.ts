import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../auth/tokens';
import { type Staff, signedIn } from '../test/factories';
import { type Client, client } from '../test/http';
import { startTestServer, TEST_SECRETS, type TestServer } from '../test/test-server';
import { findUserByEmail } from '../users/users';

/**
 * Forged and bent tokens that auth.test.ts does not already try (it covers garbage, a foreign
 * secret, expiry, issuer, audience, alg none, HS512, missing and odd subjects, the query string,
 * removed users and other roles). Every one must meet 401 on every staff-only endpoint.
 */
let server: TestServer;
let api: Client;
let staff: Staff;
let userId: string;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  staff = await signedIn(server.db.knex, api, 'staff');
  userId = (await findUserByEmail(server.db.knex, staff.email))?.id ?? '';
});

afterAll(async () => {
  await server.close();
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claims = (extra: Record<string, unknown> = {}) => ({
  sub: userId,
  role: 'admin',
  iss: TOKEN_ISSUER,
  aud: TOKEN_AUDIENCE,
  iat: Math.floor(Date.now() / 1000),
  exp: Math.floor(Date.now() / 1000) + 600,
  ...extra,
});
const hmac = (alg: string, data: string, secret: string | Buffer) =>
  crypto.createHmac(alg, secret).update(data).digest('base64url');
/** Signs header.payload by hand, so the header may claim anything. */
const handMade = (header: object, payload: object, sign: (data: string) => string) => {
  const data = `${b64(header)}.${b64(payload)}`;
  return `${data}.${sign(data)}`;
};

function tamperedRole(token: string, role: string): string {
  const [header, payload, signature] = token.split('.');
  const body = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
  return `${header}.${b64({ ...body, role })}.${signature}`;
}

const STAFF_ONLY: Array<[string, string, unknown?]> = [
  ['GET', '/api/auth/me'],
  ['GET', '/api/bookings'],
  ['GET', '/api/bookings/search?search=a'],
  ['GET', '/api/bookings/deleted'],
  ['GET', '/api/bookings/completed'],
  ['GET', `/api/bookings/${crypto.randomUUID()}`],
  ['PATCH', `/api/bookings/${crypto.randomUUID()}/status`, { status: 'confirmed', updateCode: 'x' }],
  ['PATCH', `/api/bookings/${crypto.randomUUID()}/note`, { noteAdmin: 'x' }],
  ['DELETE', `/api/bookings/${crypto.randomUUID()}`, { deleteCode: 'x' }],
  ['GET', '/api/online-consultations'],
  ['POST', '/api/email/send', { bookingNumber: 'TBL00000001' }],
];

async function expectRefusedEverywhere(token: string, why: string) {
  for (const [method, path, body] of STAFF_ONLY) {
    const reply = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(reply.status, `${why}: ${method} ${path}`).toBe(401);
    expect((await reply.json()).msg, `${why}: ${method} ${path}`).toBe('Please sign in to continue');
  }
}

describe('forged tokens on every staff-only endpoint', () => {
  it('accepts the real token, so the refusals below are about the token alone', async () => {
    expect((await api.get('/api/auth/me', { token: staff.token })).status).toBe(200);
    expect((await api.get('/api/bookings', { token: staff.token })).status).toBe(200);
  });

  it('refuses a token that is not valid yet (nbf in the future)', async () => {
    const early = jwt.sign({ role: 'staff' }, TEST_SECRETS.jwtSecret, {
      algorithm: 'HS256',
      subject: userId,
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      expiresIn: 3600,
      notBefore: 600,
    });
    await expectRefusedEverywhere(early, 'nbf in the future');
  });

  it('refuses a role raised to admin in the payload of a real token', async () => {
    await expectRefusedEverywhere(tamperedRole(staff.token, 'admin'), 'tampered role');
  });

  it('refuses tokens whose header names another algorithm, whatever the signature', async () => {
    const secret = TEST_SECRETS.jwtSecret;
    const forged = [
      // Key confusion: an RS256 header with an HMAC made from the secret as if it were a public key.
      handMade({ alg: 'RS256', typ: 'JWT' }, claims(), (data) => hmac('sha256', data, secret)),
      handMade({ alg: 'ES256', typ: 'JWT' }, claims(), (data) => hmac('sha256', data, secret)),
      handMade({ alg: 'HS384', typ: 'JWT' }, claims(), (data) => hmac('sha384', data, secret)),
      handMade({ alg: 'HS512', typ: 'JWT' }, claims(), (data) => hmac('sha512', data, secret)),
      handMade({ alg: 'None', typ: 'JWT' }, claims(), () => ''),
      handMade({ alg: 'NONE', typ: 'JWT' }, claims(), () => ''),
      handMade({ alg: 'none', typ: 'JWT' }, claims(), () => 'c2lnbmF0dXJl'),
      // A right header but no signature at all.
      handMade({ alg: 'HS256', typ: 'JWT' }, claims(), () => ''),
      // HS256 signed with an empty key, and with the public-looking name of the clinic.
      handMade({ alg: 'HS256', typ: 'JWT' }, claims(), (data) => hmac('sha256', data, '')),
      handMade({ alg: 'HS256', typ: 'JWT' }, claims(), (data) => hmac('sha256', data, 'tbl-clinic')),
      // An embedded key the verifier must never trust.
      handMade({ alg: 'HS256', typ: 'JWT', jwk: { kty: 'oct', k: 'QUFB' } }, claims(), (data) =>
        hmac('sha256', data, 'AAA'),
      ),
    ];
    for (const [index, token] of forged.entries()) await expectRefusedEverywhere(token, `forgery ${index}`);
  });

  it('refuses a well-signed token with its claims bent', async () => {
    const secret = TEST_SECRETS.jwtSecret;
    const sign = (payload: object) =>
      handMade({ alg: 'HS256', typ: 'JWT' }, payload, (data) => hmac('sha256', data, secret));
    const bent = [
      sign(claims({ exp: undefined })), // never expires: koa-jwt must still ask for our expiry
      sign(claims({ sub: 42 })),
      sign(claims({ sub: [userId] })),
      sign(claims({ sub: `${userId}' or '1'='1` })),
      sign(claims({ aud: [TOKEN_AUDIENCE, 'x'], iss: 'someone-else' })),
      sign(claims({ nbf: Math.floor(Date.now() / 1000) + 3600 })),
      sign(claims({ exp: 'tomorrow' })),
    ];
    for (const [index, token] of bent.entries()) await expectRefusedEverywhere(token, `bent claims ${index}`);
  });

  it('refuses tokens carried anywhere but a Bearer Authorization header', async () => {
    const carriers: Array<Record<string, string>> = [
      { cookie: `token=${staff.token}; jwt=${staff.token}` },
      { 'x-access-token': staff.token },
      { authorization: staff.token },
      { authorization: `Basic ${staff.token}` },
      { authorization: `Bearer  ${staff.token}x` },
      { authorization: `Bearer ${staff.token}.extra` },
    ];
    for (const headers of carriers) {
      const reply = await api.get('/api/bookings', { headers });
      expect(reply.status, JSON.stringify(Object.keys(headers))).toBe(401);
    }
  });
});
