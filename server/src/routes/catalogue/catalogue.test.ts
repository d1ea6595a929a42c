import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueSeed } from '../../../../domain/catalogue/catalogue-seed';
import { signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';

/** Issue 25 items 3, 4 and 7: the public catalogue with its ETag, and the admin's edits. */
let server: TestServer;
let api: Client;
let admin: string;
let staff: string;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  admin = (await signedIn(server.db.knex, api, 'admin', 'Dr. Lim')).token;
  staff = (await signedIn(server.db.knex, api, 'staff', 'Rosa Front Desk')).token;
});

afterAll(async () => {
  await server.close();
});

const LASER = 'underarm-whitening-laser';

/** The answer's bytes as sent (fetch would decode them), with its headers. */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${server.url.replace('localhost', '127.0.0.1')}${path}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              bytes: Buffer.concat(chunks),
            }),
          );
          response.on('error', reject);
        })
        .on('error', reject);
    },
  );
}

const DECODE: Record<string, (bytes: Buffer) => Buffer> = {
  br: zlib.brotliDecompressSync,
  gzip: zlib.gunzipSync,
  identity: (bytes) => bytes,
};

describe('GET /api/catalogue', () => {
  it('answers the seeded version to anyone, with a strong ETag and a cache of under a minute', async () => {
    const reply = await api.get('/api/catalogue');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(reply.body).toEqual({ version: 1, ...catalogueSeed() });
    expect(reply.headers.get('etag')).toMatch(/^"1-[\w-]+"$/);
    expect(reply.headers.get('cache-control')).toBe('public, max-age=20, stale-while-revalidate=30');
  });

  it('answers 304 with no body to If-None-Match of the current ETag, and 200 to an old one', async () => {
    const etag = (await api.get('/api/catalogue')).headers.get('etag') ?? '';
    const same = await api.get('/api/catalogue', { headers: { 'if-none-match': etag } });
    expect(same.status).toBe(304);
    expect(same.body).toBeUndefined();
    expect(same.headers.get('etag')).toBe(etag);
    const weak = await api.get('/api/catalogue', { headers: { 'if-none-match': `"x", W/${etag}` } });
    expect(weak.status).toBe(304);
    const old = await api.get('/api/catalogue', { headers: { 'if-none-match': '"0-old"' } });
    expect(old.status).toBe(200);
  });

  it('sends the same JSON as Brotli, gzip or none by Accept-Encoding, each with its length and ETag', async () => {
    const expected = { version: 1, ...catalogueSeed() };
    const etags = new Set<string>();
    for (const [accept, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', 'identity'],
      ['', 'identity'],
    ] as const) {
      const reply = await rawGet('/api/catalogue', accept ? { 'accept-encoding': accept } : {});
      expect(reply.status).toBe(200);
      expect(reply.headers['content-encoding']).toBe(coding === 'identity' ? undefined : coding);
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(reply.headers['content-length'])).toBe(reply.bytes.length);
      expect(JSON.parse(DECODE[coding]?.(reply.bytes).toString('utf8') ?? '')).toEqual(expected);
      const etag = reply.headers.etag ?? '';
      etags.add(etag);
      const again = await rawGet('/api/catalogue', {
        ...(accept ? { 'accept-encoding': accept } : {}),
        'if-none-match': etag,
      });
      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
    // One ETag per coding: the Brotli bytes, the gzip bytes and the JSON itself.
    expect(etags.size).toBe(3);
    const brotli = await rawGet('/api/catalogue', { 'accept-encoding': 'br' });
    const plain = await rawGet('/api/catalogue', {});
    // What Brotli 11 saves over the JSON: well under a fifth of the bytes.
    expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 5);
  });
});

describe('PATCH /api/catalogue/services/:id', () => {
  it('lets an admin change a price: a new version, a new ETag, and who and when in the history', async () => {
    const before = await api.get('/api/catalogue');
    const old = before.body.services.find((service: { id: string }) => service.id === LASER);
    const reply = await api.patch(
      `/api/catalogue/services/${LASER}`,
      { price: 1299, durationMinutes: 60 },
      { token: admin },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ ...old, price: 1299, durationMinutes: 60 });

    const after = await api.get('/api/catalogue', {
      headers: { 'if-none-match': before.headers.get('etag') ?? '' },
    });
    expect(after.status).toBe(200);
    expect(after.body.version).toBeGreaterThan(before.body.version);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(after.body.services.find((service: { id: string }) => service.id === LASER).price).toBe(1299);

    const history = await api.get(`/api/catalogue/history?entity=service&entityId=${LASER}`, {
      token: staff,
    });
    expect(history.status).toBe(200);
    const [change] = history.body.data;
    expect(change).toMatchObject({
      entity: 'service',
      entityId: LASER,
      changedBy: 'Dr. Lim',
      version: after.body.version,
    });
    expect(change.before.price).toBe(old.price);
    expect(change.after.price).toBe(1299);
    expect(Date.now() - Date.parse(change.changedAt)).toBeLessThan(60_000);
  });

  it('is for admins: 401 without a token, 403 for staff, and nothing saved', async () => {
    const version = (await api.get('/api/catalogue')).body.version;
    expect((await api.patch(`/api/catalogue/services/${LASER}`, { price: 1 })).status).toBe(401);
    const refused = await api.patch(`/api/catalogue/services/${LASER}`, { price: 1 }, { token: staff });
    expect(refused.status).toBe(403);
    expect((await api.post('/api/catalogue/services', { id: 'x' }, { token: staff })).status).toBe(403);
    expect((await api.patch('/api/catalogue/branches/makati', { name: 'X' }, { token: staff })).status).toBe(
      403,
    );
    expect((await api.get('/api/catalogue/history')).status).toBe(401);
    expect((await api.get('/api/catalogue')).body.version).toBe(version);
  });

  it.each([
    [{ price: -500 }, 'price cannot be negative'],
    [{ price: 50_000_000 }, 'price cannot be more than ₱1,000,000'],
    [{ price: '999' }, 'price must be a number of pesos'],
    [{ durationMinutes: 45 }, 'durationMinutes must be a multiple of 30'],
    [{ name: '   ' }, 'name cannot be empty'],
    [
      {
        promos: [
          {
            title: 'Holiday 3',
            price: 2000,
            startsAt: '2026-12-31T00:00:00+08:00',
            endsAt: '2026-12-01T00:00:00+08:00',
          },
        ],
      },
      'promos: "Holiday 3" endsAt must be after its startsAt',
    ],
    [{ promos: [{ title: 'Holiday 3', price: -1 }] }, "A promo's price cannot be negative"],
    [{ category: 'no-such-category' }, 'category: there is no category "no-such-category"'],
    [{ colour: 'red' }, 'Unknown field: colour'],
    [{ needs: [{ kind: 'room' }, { kind: 'machine' }] }, 'needs[1]'],
    [{ needs: [{ kind: 'practitioner', skill: '' }] }, 'needs[0]'],
    [{ needs: [{ kind: 'robot' }] }, 'needs[0]'],
    [{ needs: [{ kind: 'room' }, { kind: 'room', type: 'x' }] }, 'needs[1]'],
    [{ needs: [] }, 'needs: at least one'],
  ])('refuses %j with a 400 naming the field, and saves nothing', async (patch, message) => {
    const before = await api.get('/api/catalogue');
    const reply = await api.patch(`/api/catalogue/services/${LASER}`, patch, { token: admin });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(message);
    const after = await api.get('/api/catalogue');
    expect(after.body).toEqual(before.body);
  });

  it('answers 404 for a treatment the catalogue does not have', async () => {
    const reply = await api.patch('/api/catalogue/services/no-such-thing', { price: 100 }, { token: admin });
    expect(reply.status).toBe(404);
  });

  it('stores what a visit takes (issue 26 item 2), and the catalogue carries it', async () => {
    const needs = [
      { kind: 'practitioner', skill: 'aesthetician' },
      { kind: 'room' },
      { kind: 'machine', type: 'laser' },
    ];
    const reply = await api.patch(`/api/catalogue/services/${LASER}`, { needs }, { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.body.data.needs).toEqual(needs);
    const catalogue = (await api.get('/api/catalogue')).body;
    expect(catalogue.services.find((service: { id: string }) => service.id === LASER).needs).toEqual(needs);
  });
});

describe('POST /api/catalogue/needs/suggested (issue 26 item 2)', () => {
  it('is for admins', async () => {
    expect((await api.post('/api/catalogue/needs/suggested', {})).status).toBe(401);
    expect((await api.post('/api/catalogue/needs/suggested', {}, { token: staff })).status).toBe(403);
  });

  it('applies the suggested needs to the treatments named, in the history, and leaves the others', async () => {
    const reply = await api.post(
      '/api/catalogue/needs/suggested',
      { serviceIds: ['cog-thread-face-lift', 'ulthera-prime'] },
      { token: admin },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.changed).toEqual(['ulthera-prime', 'cog-thread-face-lift']);
    const services = (await api.get('/api/catalogue')).body.services as Array<{ id: string; needs: unknown }>;
    const needsOf = (id: string) => services.find((service) => service.id === id)?.needs;
    expect(needsOf('cog-thread-face-lift')).toEqual([
      { kind: 'practitioner', skill: 'doctor' },
      { kind: 'room' },
    ]);
    expect(needsOf('ulthera-prime')).toContainEqual({ kind: 'machine', type: 'hifu' });
    expect(needsOf('lip-filler')).toEqual([{ kind: 'room' }]);
    const history = await api.get('/api/catalogue/history?entity=service&entityId=ulthera-prime', {
      token: staff,
    });
    expect(history.body.data[0].after.needs).toContainEqual({ kind: 'machine', type: 'hifu' });
    const again = await api.post(
      '/api/catalogue/needs/suggested',
      { serviceIds: ['ulthera-prime'] },
      { token: admin },
    );
    expect(again.body.data.changed).toEqual([]);
  });

  it('refuses an unknown treatment (400 naming it) and changes nothing', async () => {
    const before = (await api.get('/api/catalogue')).body.version;
    const reply = await api.post(
      '/api/catalogue/needs/suggested',
      { serviceIds: ['lip-filler', 'no-such-thing'] },
      { token: admin },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain('no-such-thing');
    expect((await api.get('/api/catalogue')).body.version).toBe(before);
  });
});

describe('POST /api/catalogue/services', () => {
  it('adds a treatment at the end of the catalogue, active, needing one room', async () => {
    const reply = await api.post(
      '/api/catalogue/services',
      {
        id: 'pico-laser-toning',
        category: 'laser-treatments',
        name: 'Pico Laser Toning',
        price: 3500,
        durationMinutes: 60,
        shortDescription: 'Even, brighter skin with a picosecond laser.',
        promos: [
          { title: 'Buy 3 get 1 free', sessions: 4, price: 10500, endsAt: '2027-01-31T23:59:59+08:00' },
        ],
      },
      { token: admin },
    );
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({
      id: 'pico-laser-toning',
      active: true,
      homeService: false,
      clinicOnly: false,
      needs: [{ kind: 'room' }],
      promos: [{ title: 'Buy 3 get 1 free', sessions: 4, price: 10500, description: '' }],
    });
    const catalogue = (await api.get('/api/catalogue')).body;
    expect(catalogue.services.at(-1)).toEqual(reply.body.data);
    const history = await api.get('/api/catalogue/history?limit=1', { token: staff });
    expect(history.body.data[0]).toMatchObject({ entityId: 'pico-laser-toning', before: null });
  });

  it('refuses an id already taken (409) and a duration off the half hour (400)', async () => {
    const body = { id: LASER, category: 'laser-treatments', name: 'Again', price: 100, durationMinutes: 30 };
    expect((await api.post('/api/catalogue/services', body, { token: admin })).status).toBe(409);
    const odd = await api.post(
      '/api/catalogue/services',
      { ...body, id: 'new-one', durationMinutes: 20 },
      { token: admin },
    );
    expect(odd.status).toBe(400);
    expect(odd.body.msg).toContain('durationMinutes');
  });
});

describe('PATCH /api/catalogue/branches/:id', () => {
  it('changes a clinic name, its Sunday hours and its closed dates, recorded with who', async () => {
    const reply = await api.patch(
      '/api/catalogue/branches/makati',
      {
        address: '5/F New Tower, Makati City',
        hours: { sun: null, sat: { opens: '09:00', closes: '18:00' } },
        closedDates: [{ date: '2027-01-01', reason: 'New Year' }],
      },
      { token: admin },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      id: 'makati',
      address: '5/F New Tower, Makati City',
      hours: {
        mon: { opens: '10:00', closes: '21:00' },
        sat: { opens: '09:00', closes: '18:00' },
        sun: null,
      },
    });
    const makati = (await api.get('/api/catalogue')).body.branches.find(
      (b: { id: string }) => b.id === 'makati',
    );
    expect(makati).toEqual(reply.body.data);
    const history = await api.get('/api/catalogue/history?entity=branch', { token: staff });
    expect(history.body.data[0]).toMatchObject({ entityId: 'makati', changedBy: 'Dr. Lim' });
  });

  it('refuses hours that close before they open, naming the day, and saves nothing', async () => {
    const before = (await api.get('/api/catalogue')).body;
    const reply = await api.patch(
      '/api/catalogue/branches/las-pinas',
      { hours: { mon: { opens: '18:00', closes: '10:00' } } },
      { token: admin },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('hours.mon: closes (10:00) must be after opens (18:00)');
    expect((await api.get('/api/catalogue')).body).toEqual(before);
    const empty = await api.patch('/api/catalogue/branches/las-pinas', { name: '' }, { token: admin });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('name cannot be empty');
  });
});
