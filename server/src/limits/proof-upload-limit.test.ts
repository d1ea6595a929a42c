import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, consultationBody } from '../test/factories';
import { type Client, client } from '../test/http';
import { testImage, uploadProof } from '../test/images';
import { consultationTokenFor, tokenFor } from '../test/manage';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * Proof uploads per manage link and per client address, counted in the database: past either limit,
 * 429 + Retry-After and a message; another link or another address is not held up.
 */
let server: TestServer;
let api: Client;
let image: Buffer;

beforeAll(async () => {
  server = await startTestServer({
    PROOF_UPLOAD_LIMIT_PER_LINK: '3/1h',
    PROOF_UPLOAD_LIMIT_PER_ADDRESS: '5/1h',
    // One proxy in front, so each test may speak from an address of its own.
    TRUST_PROXY: '1',
  });
  api = client(server.url);
  image = await testImage('jpeg', 400, 300);
});

afterAll(async () => {
  await server.close();
});

async function bookingProofUrl(): Promise<string> {
  const reply = await api.post('/api/bookings', bookingBody());
  expect(reply.status).toBe(201);
  return `${server.url}/api/my-booking/${tokenFor(reply.body.booking.id)}/payment-proof`;
}

const storedProofs = async () =>
  Number((await server.db.knex('payment_proofs').count<{ n: string }[]>({ n: '*' }))[0]?.n);

describe('proof upload limits', () => {
  it('takes 3 proofs on one link, then 429 + Retry-After; another link from the same address still uploads', async () => {
    const from = '198.51.100.10';
    const link = await bookingProofUrl();
    for (let i = 0; i < 3; i += 1) {
      expect((await uploadProof(link, image, { forwardedFor: from })).status).toBe(201);
    }
    const refused = await uploadProof(link, image, { forwardedFor: from });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(refused.body.msg).toMatch(/wait a little/);
    expect((await uploadProof(await bookingProofUrl(), image, { forwardedFor: from })).status).toBe(201);
  });

  it('takes 5 proofs from one address over several links (consultations too), then 429; another address is not held up', async () => {
    const from = '198.51.100.20';
    const links = [await bookingProofUrl(), await bookingProofUrl()];
    const consultation = await api.post('/api/online-consultations', consultationBody());
    expect(consultation.status).toBe(201);
    const id = consultation.body.consultation.id as string;
    links.push(`${server.url}/api/my-consultation/${consultationTokenFor(id)}/payment-proof`);
    const statuses: number[] = [];
    for (const link of [...links, ...links]) {
      statuses.push((await uploadProof(link, image, { forwardedFor: from })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const other = await uploadProof(links[2] as string, image, { forwardedFor: '198.51.100.21' });
    expect(other.status).toBe(201);
  });

  it('of 10 uploads at once to one link, exactly 3 are stored', async () => {
    const link = await bookingProofUrl();
    const before = await storedProofs();
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        uploadProof(link, image, { forwardedFor: `198.51.100.${100 + i}` }),
      ),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
    expect((await storedProofs()) - before).toBe(3);
  });
});
