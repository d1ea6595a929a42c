import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { silentLogger } from '../logger';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { errorHandler } from './error-handler';

let database: TestDatabase;
let server: http.Server;
let url: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const { knex } = database.db;
  await knex.schema.createTable('error_handler_probe', (table) => table.string('code').primary());
  const app = new Koa();
  app.silent = true;
  app.use(errorHandler(silentLogger));
  app.use(async (ctx) => {
    if (ctx.path === '/zod') z.object({ age: z.number().min(16) }).parse({ age: 12 });
    if (ctx.path === '/unique') {
      await knex('error_handler_probe').insert({ code: 'TBL00000001' });
      await knex('error_handler_probe').insert({ code: 'TBL00000001' });
    }
    if (ctx.path === '/boom') throw new Error('connection string postgres://secret@db leaked');
    ctx.body = { ok: true };
  });
  server = http.createServer(app.callback()).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.drop();
});

describe('error handler', () => {
  it('turns a validation error into 400 naming the field', async () => {
    const response = await fetch(`${url}/zod`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.msg).toContain('age');
    expect(body.message).toBe(body.msg);
  });

  it('turns a unique violation from the real database into 409', async () => {
    const response = await fetch(`${url}/unique`);
    expect(response.status).toBe(409);
    expect((await response.json()).msg).toBe('That record already exists');
  });

  it('hides the internals of anything unknown behind a 500', async () => {
    const response = await fetch(`${url}/boom`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('secret');
    expect(JSON.parse(text).msg).toBe('Something went wrong on our side. Please try again.');
  });
});
