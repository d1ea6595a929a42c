import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_MAX_PIXELS } from '../../../../domain/payment';
import { imageWork } from '../../payments/image-work';
import { bookingBody } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { decompressionBombPng, uploadProof } from '../../test/images';
import { tokenFor } from '../../test/manage';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * What one proof upload may cost the server: a small file that decodes to a huge image is refused
 * from its header, and however many uploads arrive at once, the images are decoded a few at a time.
 */
let server: TestServer;
let api: Client;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
});

afterAll(async () => {
  await server.close();
});

async function proofUrl(): Promise<string> {
  const reply = await api.post('/api/bookings', bookingBody());
  expect(reply.status).toBe(201);
  return `${server.url}/api/my-booking/${tokenFor(reply.body.booking.id)}/payment-proof`;
}

describe('decoding cost of a proof of payment', () => {
  it('refuses a 16,000 x 16,000 PNG from its header with 413 and a message, storing nothing', async () => {
    const bomb = decompressionBombPng(16_000, 16_000);
    expect(bomb.length).toBeLessThan(100_000);
    const url = await proofUrl();
    const started = performance.now();
    const reply = await uploadProof(url, bomb, { name: 'receipt.png', type: 'image/png' });
    const ms = performance.now() - started;
    expect(reply.status).toBe(413);
    expect(reply.body.msg).toMatch(/16000 x 16000/);
    expect(reply.body.msg).toMatch(/megapixels/);
    const stored = await server.db.knex('payment_proofs').count<{ n: number | string }[]>({ n: '*' });
    expect(Number(stored[0]?.n)).toBe(0);
    console.log(`16,000 x 16,000 PNG (${bomb.length} bytes): ${reply.status} in ${ms.toFixed(0)} ms`);
  });

  it('refuses a 6,000 x 4,500 HEIC (27 megapixels in 7 KB) from its header with 413, storing nothing', async () => {
    const heic = fs.readFileSync(new URL('../../test/fixtures/proof-27mp.heic', import.meta.url));
    const url = await proofUrl();
    const reply = await uploadProof(url, heic, { name: 'IMG_0001.HEIC', type: 'image/heic' });
    expect(reply.status).toBe(413);
    expect(reply.body.msg).toMatch(/6000 x 4500 pixels, more than 25 megapixels/);
    const stored = await server.db.knex('payment_proofs').count<{ n: number | string }[]>({ n: '*' });
    expect(Number(stored[0]?.n)).toBe(0);
  });

  it('takes an image just under the pixel limit', async () => {
    const side = Math.floor(Math.sqrt(PROOF_MAX_PIXELS));
    const reply = await uploadProof(await proofUrl(), decompressionBombPng(side, side), {
      type: 'image/png',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.booking.paymentProof).toMatchObject({ width: 1600, height: 1600 });
  });

  it('decodes 8 uploads sent at once a few at a time, and stores every one', async () => {
    const image = await sharp({
      create: { width: 3000, height: 3000, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();
    const urls = await Promise.all(Array.from({ length: 8 }, () => proofUrl()));
    imageWork.resetPeak();
    const started = performance.now();
    const replies = await Promise.all(urls.map((url) => uploadProof(url, image, { type: 'image/png' })));
    const ms = performance.now() - started;
    expect(replies.map((reply) => reply.status)).toEqual(Array(8).fill(201));
    expect(imageWork.peak()).toBeGreaterThanOrEqual(1);
    expect(imageWork.peak()).toBeLessThanOrEqual(imageWork.maxAtOnce);
    console.log(
      `8 uploads at once: at most ${imageWork.peak()} decoded together, all 201 in ${ms.toFixed(0)} ms`,
    );
  }, 60_000);
});
