import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../auth/tokens';
import { signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, TEST_SECRETS, type TestServer } from '../../test/test-server';
import { findUserByEmail, removeUser, saveUser } from '../../users/users';

let server: TestServer;
let api: Client;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  await saveUser(server.db.knex, {
    email: 'Maria.Cruz@TBL-Clinic.ph',
    name: 'Maria Cruz',
    role: ' Admin ',
    password: 'correct horse battery',
  });
});

afterAll(async () => {
  await server.close();
});

const signToken = (claims: object, options: jwt.SignOptions = {}, secret = TEST_SECRETS.jwtSecret) =>
  jwt.sign(claims, secret, {
    algorithm: 'HS256',
    expiresIn: 600,
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    ...options,
  });

describe('POST /api/auth/login', () => {
  it('signs staff in with a token and the user, role trimmed and lowercased', async () => {
    const reply = await api.post('/api/auth/login', {
      email: ' maria.cruz@tbl-clinic.ph ',
      password: 'correct horse battery',
    });
    expect(reply.status).toBe(200);
    // `branches` (issue 29 item 5): none named, every branch; the app's pickers read it.
    expect(reply.body.user).toEqual({
      name: 'Maria Cruz',
      email: 'maria.cruz@tbl-clinic.ph',
      role: 'admin',
      branches: [],
    });
    const claims = jwt.verify(reply.body.token, TEST_SECRETS.jwtSecret, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
    }) as jwt.JwtPayload;
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000 + 11 * 3600);
    expect(JSON.stringify(reply.body)).not.toContain('argon2');
    const me = await api.get('/api/auth/me', { token: reply.body.token });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('maria.cruz@tbl-clinic.ph');
  });

  it('stores an argon2id hash with at least the OWASP parameters', async () => {
    const user = await findUserByEmail(server.db.knex, 'maria.cruz@tbl-clinic.ph');
    expect(user?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('answers a wrong e-mail and a wrong password with the same 401', async () => {
    const wrongPassword = await api.post('/api/auth/login', {
      email: 'maria.cruz@tbl-clinic.ph',
      password: 'nope',
    });
    const wrongEmail = await api.post('/api/auth/login', { email: 'nobody@tbl-clinic.ph', password: 'nope' });
    expect(wrongPassword.status).toBe(401);
    expect(wrongEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(wrongEmail.body);
    expect(wrongEmail.body.msg).toBe('Invalid email or password');
  });

  it('requires both fields', async () => {
    for (const body of [
      {},
      { email: 'a@b.ph' },
      { password: 'x' },
      { email: '', password: '' },
      [],
      '"text"',
      null,
    ]) {
      const reply = await api.post('/api/auth/login', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.msg).toBe('Email and password are required');
    }
  });

  it('refuses wrong types and oversized input with 4xx, never 500', async () => {
    for (const body of [
      { email: 42, password: 'x' },
      { email: ['a@b.ph'], password: 'x' },
      { email: 'a@b.ph', password: { $gt: '' } },
      { email: 'a@b.ph', password: 'x'.repeat(5000) },
    ]) {
      const reply = await api.post('/api/auth/login', body);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect(reply.body.msg).toBeTruthy();
    }
  });
});

describe('back-office tokens', () => {
  let adminToken: string;
  let userId: string;

  beforeAll(async () => {
    const reply = await api.post('/api/auth/login', {
      email: 'maria.cruz@tbl-clinic.ph',
      password: 'correct horse battery',
    });
    adminToken = reply.body.token;
    userId = (await findUserByEmail(server.db.knex, 'maria.cruz@tbl-clinic.ph'))?.id ?? '';
  });

  it('refuses a request without a token with 401', async () => {
    const reply = await api.get('/api/bookings');
    expect(reply.status).toBe(401);
    expect(reply.body.msg).toBe('Please sign in to continue');
  });

  it('refuses malformed, forged, expired and foreign tokens with 401', async () => {
    const forged = signToken(
      { role: 'admin' },
      { subject: userId },
      'another-secret-that-is-long-enough-to-sign',
    );
    const expired = signToken({ role: 'admin' }, { subject: userId, expiresIn: -10 });
    const wrongIssuer = signToken({ role: 'admin' }, { subject: userId, issuer: 'someone-else' });
    const wrongAudience = signToken({ role: 'admin' }, { subject: userId, audience: 'public' });
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: userId, role: 'admin', iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE }),
    ).toString('base64url')}.`;
    const hs512 = signToken({ role: 'admin' }, { subject: userId, algorithm: 'HS512' });
    const noSubject = signToken({ role: 'admin' });
    const notUuidSubject = signToken({ role: 'admin' }, { subject: 'admin' });
    for (const token of [
      'garbage',
      forged,
      expired,
      wrongIssuer,
      wrongAudience,
      unsigned,
      hs512,
      noSubject,
      notUuidSubject,
    ]) {
      const reply = await api.get('/api/auth/me', { token });
      expect(reply.status, token.slice(0, 30)).toBe(401);
    }
    const badScheme = await api.get('/api/auth/me', { headers: { authorization: `Token ${adminToken}` } });
    expect(badScheme.status).toBe(401);
  });

  it('never reads a token from the query string', async () => {
    const reply = await api.get(`/api/auth/me?token=${adminToken}&access_token=${adminToken}`);
    expect(reply.status).toBe(401);
  });

  it('answers 403 to a signed-in user without the admin or staff role', async () => {
    const viewer = await signedIn(server.db.knex, api, 'viewer');
    const reply = await api.get('/api/bookings', { token: viewer.token });
    expect(reply.status).toBe(403);
    expect(reply.body.msg).toBe('Access denied: not an admin');
  });

  it('refuses the token of a user who has since been removed', async () => {
    const staff = await signedIn(server.db.knex, api, 'staff');
    expect((await api.get('/api/auth/me', { token: staff.token })).status).toBe(200);
    await removeUser(server.db.knex, staff.email);
    expect((await api.get('/api/auth/me', { token: staff.token })).status).toBe(401);
  });

  it('reads the role from the database, so a demotion applies at once', async () => {
    const staff = await signedIn(server.db.knex, api, 'staff');
    await server.db.knex('users').where({ email: staff.email }).update({ role: 'former-staff' });
    expect((await api.get('/api/auth/me', { token: staff.token })).status).toBe(403);
  });
});
