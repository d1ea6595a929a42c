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
});

afterAll(async () => {
  await server.close();
});

const works = async (token: string) => (await api.get('/api/auth/me', { token })).status === 200;
const signInAgain = async (email: string, password: string) =>
  (await api.post('/api/auth/login', { email, password })).body.token as string;

describe('POST /api/auth/logout', () => {
  it('answers 204 and ends that token on the server, copies included, but not the other sessions', async () => {
    const staff = await signedIn(server.db.knex, api, 'staff');
    const copied = staff.token;
    const otherDevice = await signInAgain(staff.email, staff.password);
    const reply = await api.post('/api/auth/logout', undefined, { token: staff.token });
    expect(reply.status).toBe(204);
    expect(await works(copied)).toBe(false);
    const refused = await api.get('/api/bookings', { token: copied });
    expect(refused.status).toBe(401);
    expect(refused.body.msg).toBe('Please sign in to continue');
    expect(await works(otherDevice)).toBe(true);
    expect((await api.post('/api/auth/logout', undefined, { token: copied })).status).toBe(401);
  });

  it('needs a token', async () => {
    const reply = await api.post('/api/auth/logout');
    expect(reply.status).toBe(401);
  });
});

describe('ending every token of a user', () => {
  it('a password reset ends the tokens issued before it', async () => {
    const staff = await signedIn(server.db.knex, api, 'staff', 'Lea Reset');
    const second = await signInAgain(staff.email, staff.password);
    await saveUser(server.db.knex, {
      email: staff.email,
      name: 'Lea Reset',
      role: 'staff',
      password: 'new pw 1',
    });
    expect(await works(staff.token)).toBe(false);
    expect(await works(second)).toBe(false);
    expect(await works(await signInAgain(staff.email, 'new pw 1'))).toBe(true);
  });

  it('a role change ends the tokens issued before it', async () => {
    const admin = await signedIn(server.db.knex, api, 'admin', 'Ed Demoted');
    await saveUser(server.db.knex, {
      email: admin.email,
      name: 'Ed Demoted',
      role: 'staff',
      password: admin.password,
    });
    expect(await works(admin.token)).toBe(false);
  });

  it('a removal ends them, and the sessions go with the user', async () => {
    const staff = await signedIn(server.db.knex, api, 'staff');
    const user = await findUserByEmail(server.db.knex, staff.email);
    await removeUser(server.db.knex, staff.email);
    expect(await works(staff.token)).toBe(false);
    expect(await server.db.knex('staff_sessions').where({ user_id: user?.id })).toEqual([]);
  });

  it('refuses a well-signed, unexpired token that names no session of ours', async () => {
    const staff = await signedIn(server.db.knex, api, 'staff');
    const user = await findUserByEmail(server.db.knex, staff.email);
    const sign = (options: jwt.SignOptions) =>
      jwt.sign({ role: 'staff' }, TEST_SECRETS.jwtSecret, {
        algorithm: 'HS256',
        expiresIn: 600,
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        subject: user?.id ?? '',
        ...options,
      });
    const claims = jwt.decode(staff.token) as jwt.JwtPayload;
    const otherUser = await signedIn(server.db.knex, api, 'staff');
    const otherClaims = jwt.decode(otherUser.token) as jwt.JwtPayload;
    expect(await works(sign({ jwtid: claims.jti }))).toBe(true);
    for (const token of [
      sign({}),
      sign({ jwtid: '00000000-0000-4000-8000-000000000000' }),
      sign({ jwtid: 'not-a-uuid' }),
      // Another user's live session under this user's id.
      sign({ jwtid: otherClaims.jti }),
    ]) {
      expect(await works(token)).toBe(false);
    }
  });

  it('refuses a session past its server-side expiry even while the token is unexpired', async () => {
    const staff = await signedIn(server.db.knex, api, 'staff');
    const claims = jwt.decode(staff.token) as jwt.JwtPayload;
    await server.db
      .knex('staff_sessions')
      .where({ id: claims.jti })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect(await works(staff.token)).toBe(false);
  });
});
