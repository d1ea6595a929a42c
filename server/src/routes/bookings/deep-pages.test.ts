import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, storeBookings } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, TEST_SECRETS, type TestServer } from '../../test/test-server';

/**
 * Past 1,000 rows a newest-first page starts from the week it falls in (summed per-week counts);
 * these pages must hold exactly what a plain OFFSET over the whole index would give.
 */
let server: TestServer;
let api: Client;
let token: string;
const ROWS = 4_800;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  token = (await signedIn(server.db.knex, api, 'admin')).token;
  const statuses = ['pending', 'confirmed', 'completed', 'cancelled'];
  const branches = ['makati', 'las-pinas', 'quezon-city', 'home'];
  // Two bookings every 30 minutes back from now: about seven weeks of a few hundred, and pairs at
  // the same instant so the id tiebreak matters.
  const now = Date.now();
  await storeBookings(
    server.db.knex,
    Array.from({ length: ROWS }, (_, index) => ({
      status: statuses[index % 4],
      branch: branches[index % 3],
      createdAt: new Date(now - Math.floor(index / 2) * 30 * 60_000),
      deletedAt: index % 97 === 0 ? new Date(now) : null,
    })),
  );
});

afterAll(async () => {
  await server.close();
});

async function expectedIds(where: Record<string, string>, offset: number, limit: number): Promise<string[]> {
  const rows = await server.db
    .knex('bookings')
    .whereNull('deleted_at')
    .where(where)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .offset(offset)
    .limit(limit)
    .select('id');
  return rows.map((row: { id: string }) => row.id);
}

const pageIds = async (query: string) => {
  const reply = await api.get(`/api/bookings?${query}`, { token });
  expect(reply.status).toBe(200);
  return reply.body.data.map((row: { id: string }) => row.id) as string[];
};

describe('deep pages of GET /api/bookings', () => {
  it('hold exactly the rows a plain offset gives, on every page past 1,000 rows', async () => {
    for (const page of [10, 11, 12, 13, 14, 15]) {
      expect(await pageIds(`limit=100&page=${page}`), `page ${page}`).toEqual(
        await expectedIds({}, (page - 1) * 100, 100),
      );
    }
  });

  it('hold the right rows under status and branch filters', async () => {
    const total = (await api.get('/api/bookings?status=pending&limit=100', { token })).body.total;
    expect(total).toBeGreaterThan(100);
    expect(await pageIds('status=pending&limit=10&page=101')).toEqual(
      await expectedIds({ status: 'pending' }, 1000, 10),
    );
    expect(await pageIds('branch=makati&limit=1&page=1001')).toEqual(
      await expectedIds({ branch: 'makati' }, 1000, 1),
    );
  });

  it('answer an empty page past the end without an error', async () => {
    const reply = await api.get('/api/bookings?limit=100&page=99', { token });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([]);
  });

  it('stay exact after status changes and deletes move rows between the counts', async () => {
    const [first, second] = await expectedIds({}, 2400, 2);
    await api.patch(
      `/api/bookings/${first}/status`,
      { status: 'completed', updateCode: TEST_SECRETS.updateCode },
      { token },
    );
    await api.delete(`/api/bookings/${second}`, { deleteCode: TEST_SECRETS.deleteCode }, { token });
    for (const page of [12, 13]) {
      expect(await pageIds(`limit=100&page=${page}`)).toEqual(await expectedIds({}, (page - 1) * 100, 100));
    }
    expect(await pageIds('status=completed&limit=10&page=31')).toEqual(
      await expectedIds({ status: 'completed' }, 300, 10),
    );
  });
});
