import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/http';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { startTestServer, type TestServer } from '../test/test-server';
import { runUserCommand } from './user-command';
import { ensureAdmin, findUserByEmail } from './users';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

function io(password = 'a strong passphrase') {
  const lines: string[] = [];
  return { lines, readPassword: async () => password, print: (line: string) => lines.push(line) };
}

describe('npm run user', () => {
  it('adds staff with a hashed password, then resets them on a second add', async () => {
    const first = io();
    await runUserCommand(
      database.db.knex,
      ['add', '--email', 'Lea@TBL-Clinic.ph', '--name', 'Lea Tan', '--role', 'staff'],
      first,
    );
    expect(first.lines).toEqual(['Added staff lea@tbl-clinic.ph (Lea Tan)']);
    const stored = await findUserByEmail(database.db.knex, 'lea@tbl-clinic.ph');
    expect(stored?.password_hash).toMatch(/^\$argon2id\$/);
    const second = io('another strong one');
    await runUserCommand(
      database.db.knex,
      ['add', '--email', 'lea@tbl-clinic.ph', '--name', 'Lea T.', '--role', 'admin'],
      second,
    );
    expect(second.lines).toEqual(['Updated admin lea@tbl-clinic.ph (Lea T.)']);
    expect((await findUserByEmail(database.db.knex, 'lea@tbl-clinic.ph'))?.password_hash).not.toBe(
      stored?.password_hash,
    );
  });

  it('adds a manager limited to branches (issue 29 item 5), and refuses a branch the clinic has not', async () => {
    const knex = database.db.knex;
    const added = io();
    await runUserCommand(
      knex,
      [
        'add',
        '--email',
        'mara@tbl-clinic.ph',
        '--name',
        'Mara',
        '--role',
        'manager',
        '--branches',
        'makati,las-pinas',
      ],
      added,
    );
    expect(added.lines).toEqual(['Added manager mara@tbl-clinic.ph (Mara), branches: las-pinas, makati']);
    expect((await findUserByEmail(knex, 'mara@tbl-clinic.ph'))?.branches).toEqual(['las-pinas', 'makati']);
    await expect(
      runUserCommand(
        knex,
        ['add', '--email', 'x@tbl-clinic.ph', '--name', 'X', '--branches', 'makati,cebu'],
        io(),
      ),
    ).rejects.toThrow(/--branches: cebu is not a branch of the clinic \(.*makati.*\)/);
    const all = io();
    await runUserCommand(
      knex,
      ['add', '--email', 'mara@tbl-clinic.ph', '--name', 'Mara', '--branches', 'all'],
      all,
    );
    expect(all.lines).toEqual(['Updated staff mara@tbl-clinic.ph (Mara), all branches']);
    expect((await findUserByEmail(knex, 'mara@tbl-clinic.ph'))?.branches).toEqual([]);
    await runUserCommand(knex, ['remove', '--email', 'mara@tbl-clinic.ph'], io());
  });

  it('lists and removes accounts', async () => {
    const listed = io();
    await runUserCommand(database.db.knex, ['list'], listed);
    expect(listed.lines).toContain('lea@tbl-clinic.ph\tadmin\tLea T.');
    const removed = io();
    await runUserCommand(database.db.knex, ['remove', '--email', 'lea@tbl-clinic.ph'], removed);
    expect(await findUserByEmail(database.db.knex, 'lea@tbl-clinic.ph')).toBeUndefined();
    await expect(
      runUserCommand(database.db.knex, ['remove', '--email', 'lea@tbl-clinic.ph'], io()),
    ).rejects.toThrow(/No account/);
  });

  it('refuses bad input with a message', async () => {
    const knex = database.db.knex;
    await expect(runUserCommand(knex, ['add', '--email', 'x', '--name', 'X'], io())).rejects.toThrow(
      /valid e-mail/,
    );
    await expect(runUserCommand(knex, ['add', '--email', 'x@y.ph'], io())).rejects.toThrow(
      /--name is required/,
    );
    await expect(
      runUserCommand(knex, ['add', '--email', 'x@y.ph', '--name', 'X', '--role', 'owner'], io()),
    ).rejects.toThrow(/--role/);
    await expect(
      runUserCommand(knex, ['add', '--email', 'x@y.ph', '--name', 'X'], io('short')),
    ).rejects.toThrow(/at least 10/);
    await expect(runUserCommand(knex, ['fly'], io())).rejects.toThrow(/Usage/);
    await expect(runUserCommand(knex, ['add', 'stray'], io())).rejects.toThrow(/Unexpected argument/);
  });
});

describe('the configured admin', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  it('is created at start, kept as is on a restart, and follows a changed password', async () => {
    const knex = server.db.knex;
    expect(await ensureAdmin(knex, 'owner@tbl-clinic.ph', 'first password!')).toBe('created');
    expect(await ensureAdmin(knex, 'owner@tbl-clinic.ph', 'first password!')).toBe('unchanged');
    expect(await ensureAdmin(knex, 'owner@tbl-clinic.ph', 'second password!')).toBe('updated');
    const api = client(server.url);
    expect(
      (await api.post('/api/auth/login', { email: 'owner@tbl-clinic.ph', password: 'first password!' }))
        .status,
    ).toBe(401);
    const reply = await api.post('/api/auth/login', {
      email: 'owner@tbl-clinic.ph',
      password: 'second password!',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.user.role).toBe('admin');
  });
});
