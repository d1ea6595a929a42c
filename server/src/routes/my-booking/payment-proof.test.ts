import crypto from 'node:crypto';
import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, consultationBody, type Staff, signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { testImage, uploadProof } from '../../test/images';
import { consultationTokenFor, tokenFor } from '../../test/manage';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;
let desk: Staff;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  desk = await signedIn(server.db.knex, api);
});

afterAll(async () => {
  await server.close();
});

async function booked() {
  const reply = await api.post('/api/bookings', bookingBody());
  expect(reply.status).toBe(201);
  return reply.body.booking as { id: string };
}

const proofUrl = (bookingId: string) => `${server.url}/api/my-booking/${tokenFor(bookingId)}/payment-proof`;

/** A real HEIC as an iPhone's camera writes it (HEVC inside), with EXIF naming the phone: see test/fixtures. */
const iphoneHeic = fs.readFileSync(new URL('../../test/fixtures/proof-iphone.heic', import.meta.url));

/** The colour of one pixel of an image, as 0-255 red, green, blue. */
async function pixelAt(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data } = await sharp(image)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data];
}

/**
 * A staff read of an image (the JSON client's rule: a kept-alive connection the busy server closed as
 * it was reused is a reset, and a read may simply be sent again).
 */
async function staffGet(path: string, token: string | null = desk.token): Promise<Response> {
  const send = () =>
    fetch(`${server.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return send().catch((error: unknown) => {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return send();
    throw error;
  });
}

async function staffProof(bookingId: string) {
  const response = await staffGet(`/api/bookings/${bookingId}/payment-proof`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('POST /api/my-booking/:token/payment-proof', () => {
  it('stores a JPEG shrunk to 1600 px with its metadata gone; staff read it; the client sees "proof sent"', async () => {
    const booking = await booked();
    const original = await testImage('jpeg', 3200, 1800);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const reply = await uploadProof(proofUrl(booking.id), original, { reference: '1234 567 890' });
    expect(reply.status).toBe(201);
    expect(reply.body.booking.payment).toMatchObject({
      status: 'proof-submitted',
      reference: '1234 567 890',
    });
    expect(reply.body.booking.paymentProof).toMatchObject({
      contentType: 'image/jpeg',
      width: 1600,
      height: 900,
    });

    const proof = await staffProof(booking.id);
    expect(proof.status).toBe(200);
    expect(proof.type).toBe('image/jpeg');
    const stored = await sharp(proof.bytes).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 1600, height: 900 });
    expect(stored.exif).toBeUndefined();
    expect(proof.bytes.includes(Buffer.from('Secret Phone 9'))).toBe(false);

    const row = await server.db.knex('payment_proofs').where({ booking_id: booking.id }).first();
    expect(row.content.length).toBe(proof.bytes.length);
  });

  it('accepts PNG and WebP by their bytes, whatever the name and declared type say', async () => {
    for (const format of ['png', 'webp'] as const) {
      const booking = await booked();
      const reply = await uploadProof(proofUrl(booking.id), await testImage(format), {
        name: 'screenshot.txt',
        type: 'text/plain',
      });
      expect(reply.status).toBe(201);
      expect(reply.body.booking.paymentProof.contentType).toBe(`image/${format}`);
    }
  });

  it('takes an iPhone HEIC photo (HEVC) and keeps it as a JPEG the desk can view, its metadata gone', async () => {
    const booking = await booked();
    expect(iphoneHeic.includes(Buffer.from('iPhone 15'))).toBe(true);
    const reply = await uploadProof(proofUrl(booking.id), iphoneHeic, {
      name: 'IMG_0417.HEIC',
      type: 'image/heic',
      reference: '1234 567 890',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.booking.paymentProof).toMatchObject({
      contentType: 'image/jpeg',
      width: 480,
      height: 360,
    });

    const proof = await staffProof(booking.id);
    expect(proof.status).toBe(200);
    expect(proof.type).toBe('image/jpeg');
    const stored = await sharp(proof.bytes).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 480, height: 360 });
    expect(stored.exif).toBeUndefined();
    expect(proof.bytes.includes(Buffer.from('iPhone 15'))).toBe(false);
    // The picture itself came through: the blue ground at a corner, the white card in the middle.
    const [r, g, b] = await pixelAt(proof.bytes, 8, 8);
    expect(b).toBeGreaterThan(180);
    expect(r).toBeLessThan(80);
    expect(g).toBeGreaterThan(70);
    expect(g).toBeLessThan(150);
    for (const channel of await pixelAt(proof.bytes, 420, 300)) expect(channel).toBeGreaterThan(235);
  }, 60_000);

  it('takes AVIF (HEIF with AV1 inside) and keeps it as a JPEG', async () => {
    const booking = await booked();
    const reply = await uploadProof(proofUrl(booking.id), await testImage('avif', 600, 400), {
      name: 'proof.avif',
      type: 'image/avif',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.booking.paymentProof).toMatchObject({
      contentType: 'image/jpeg',
      width: 600,
      height: 400,
    });
    const stored = await sharp((await staffProof(booking.id)).bytes).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 600, height: 400 });
    expect(stored.exif).toBeUndefined();
  });

  it('refuses a HEIC whose picture data is junk with 415 and a message, not a 500; nothing stored', async () => {
    const booking = await booked();
    // The header stays whole (so the size is read), the compressed picture after it is noise.
    const junk = Buffer.from(iphoneHeic);
    const picture = junk.indexOf('mdat') + 4;
    for (let at = picture; at < junk.length; at += 1) junk[at] = (at * 7919) & 255;
    expect((await sharp(junk).metadata()).format).toBe('heif');
    const reply = await uploadProof(proofUrl(booking.id), junk, {
      name: 'IMG_0418.HEIC',
      type: 'image/heic',
    });
    expect(reply.status).toBe(415);
    expect(reply.body.msg).toMatch(/JPEG, PNG, WebP or HEIC/);
    expect(await server.db.knex('payment_proofs').where({ booking_id: booking.id })).toHaveLength(0);
  });

  it('refuses GIF, TIFF and text named like a JPEG with 415; over 5 MB with 413; nothing stored', async () => {
    const booking = await booked();
    const refused = [
      await testImage('gif'),
      await testImage('tiff'),
      Buffer.from('this is not an image, only named like one'),
    ];
    for (const bytes of refused) {
      const reply = await uploadProof(proofUrl(booking.id), bytes, { name: 'proof.jpg', type: 'image/jpeg' });
      expect(reply.status).toBe(415);
      expect(reply.body.msg).toMatch(/JPEG, PNG, WebP or HEIC/);
    }
    const huge = Buffer.concat([await testImage('jpeg'), crypto.randomBytes(5 * 1024 * 1024)]);
    const tooLarge = await uploadProof(proofUrl(booking.id), huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.msg).toMatch(/5 MB/);
    expect(await server.db.knex('payment_proofs').where({ booking_id: booking.id })).toHaveLength(0);
  });

  it('answers 400 without a file, 404 for a bad link, and never a 500 for junk', async () => {
    const booking = await booked();
    const noFile = await api.post(`/api/my-booking/${tokenFor(booking.id)}/payment-proof`, {
      reference: 'x',
    });
    expect(noFile.status).toBe(400);
    const badLink = await uploadProof(
      `${server.url}/api/my-booking/not-a-token/payment-proof`,
      await testImage('png'),
    );
    expect(badLink.status).toBe(404);
    const longReference = await uploadProof(proofUrl(booking.id), await testImage('png'), {
      reference: 'x'.repeat(61),
    });
    expect(longReference.status).toBe(400);
    const wrongField = new FormData();
    wrongField.append('photo', new Blob([new Uint8Array(await testImage('png'))]), 'p.png');
    const reply = await fetch(proofUrl(booking.id), { method: 'POST', body: wrongField });
    expect(reply.status).toBe(400);
  });

  it('a new proof replaces the last; both stay in the history; the same key twice stores once', async () => {
    const booking = await booked();
    const image = await testImage('png');
    const first = await uploadProof(proofUrl(booking.id), image, { key: 'proof-key-0001' });
    expect(first.status).toBe(201);
    const again = await uploadProof(proofUrl(booking.id), image, { key: 'proof-key-0001' });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const second = await uploadProof(proofUrl(booking.id), await testImage('webp', 200, 500), {
      key: 'proof-key-0002',
    });
    expect(second.status).toBe(201);
    expect(second.body.booking.paymentProof).toMatchObject({
      contentType: 'image/webp',
      width: 200,
      height: 500,
    });

    const rows = await server.db
      .knex('payment_proofs')
      .where({ booking_id: booking.id })
      .orderBy('submitted_at');
    expect(rows).toHaveLength(2);
    expect(rows[0].replaced_at).not.toBeNull();
    expect(rows[0].content).toBeNull();
    expect(rows[1].replaced_at).toBeNull();
    expect((await staffProof(booking.id)).type).toBe('image/webp');

    const detail = await api.get(`/api/bookings/${booking.id}`, { token: desk.token });
    const summaries = detail.body.data.events.map((event: { summary: string }) => event.summary);
    expect(summaries).toContain('Proof of payment sent');
    expect(summaries).toContain('New proof of payment sent, replacing the last');
  });

  it('the same Idempotency-Key with another file or reference is a 422, and stores nothing more', async () => {
    const booking = await booked();
    const first = await uploadProof(proofUrl(booking.id), await testImage('jpeg'), {
      key: 'proof-key-other-1',
      reference: '5012 345 678',
    });
    expect(first.status).toBe(201);
    const otherFile = await uploadProof(proofUrl(booking.id), await testImage('jpeg'), {
      key: 'proof-key-other-1',
      reference: '5012 345 678',
    });
    expect(otherFile.status).toBe(422);
    expect(otherFile.body.msg).toMatch(/already used for a different proof/);
    expect(await server.db.knex('payment_proofs').where({ booking_id: booking.id })).toHaveLength(1);
  });

  it('once the desk records money, the proof it checked is kept beside any newer one the client sends', async () => {
    const booking = await booked();
    const checkedImage = await testImage('jpeg', 640, 480);
    expect((await uploadProof(proofUrl(booking.id), checkedImage)).status).toBe(201);
    const checkedBytes = (await staffProof(booking.id)).bytes;
    const paid = await api.post(
      `/api/bookings/${booking.id}/payment`,
      { status: 'paid', amountPaid: 500, reference: 'GC-1' },
      { token: desk.token },
    );
    expect(paid.status).toBe(200);
    const newer = await uploadProof(proofUrl(booking.id), await testImage('png', 300, 200));
    expect(newer.status).toBe(201);

    const rows = await server.db
      .knex('payment_proofs')
      .where({ booking_id: booking.id })
      .orderBy('submitted_at');
    expect(rows).toHaveLength(2);
    expect(rows[0].replaced_at).not.toBeNull();
    expect(Buffer.from(rows[0].content)).toEqual(checkedBytes);
    expect((await staffProof(booking.id)).type).toBe('image/png');
    const kept = await staffGet(`/api/bookings/${booking.id}/payment-proof?kept=checked`);
    expect(kept.status).toBe(200);
    expect(Buffer.from(await kept.arrayBuffer())).toEqual(checkedBytes);
    const detail = await api.get(`/api/bookings/${booking.id}`, { token: desk.token });
    expect(detail.body.data.payment.status).not.toBe('proof-submitted');
    const summaries = detail.body.data.events.map((event: { summary: string }) => event.summary);
    expect(summaries).toContain(
      'New proof of payment sent after the payment was recorded; the checked one is kept',
    );
  }, 60_000);

  it('lists the kept proofs for the desk: the one checked at payment, and each sent after it, with their images', async () => {
    const booking = await booked();
    expect((await uploadProof(proofUrl(booking.id), await testImage('png', 320, 200))).status).toBe(201);
    expect((await uploadProof(proofUrl(booking.id), await testImage('jpeg', 640, 480))).status).toBe(201);
    const checkedBytes = (await staffProof(booking.id)).bytes;
    const paid = await api.post(
      `/api/bookings/${booking.id}/payment`,
      { status: 'paid', amountPaid: 500 },
      { token: desk.token },
    );
    expect(paid.status).toBe(200);
    expect((await uploadProof(proofUrl(booking.id), await testImage('webp', 300, 600))).status).toBe(201);
    expect((await uploadProof(proofUrl(booking.id), await testImage('png', 200, 100))).status).toBe(201);

    const list = await api.get(`/api/bookings/${booking.id}/payment-proofs`, { token: desk.token });
    expect(list.status).toBe(200);
    // The first proof was replaced before any payment: its image went back, so it is not listed.
    expect(
      list.body.data.map((proof: Record<string, unknown>) => [
        proof.width,
        proof.checkedAtPayment,
        proof.afterPayment,
        proof.current,
      ]),
    ).toEqual([
      [200, false, true, true],
      [300, false, true, false],
      [640, true, false, false],
    ]);
    const imageOf = (proofId: string) => staffGet(`/api/bookings/${booking.id}/payment-proofs/${proofId}`);
    const checked = list.body.data[2];
    const checkedImage = await imageOf(checked.id);
    expect(checkedImage.status).toBe(200);
    expect(Buffer.from(await checkedImage.arrayBuffer())).toEqual(checkedBytes);
    // `?kept=checked` names the same proof, not the newer one kept beside it.
    const kept = await staffGet(`/api/bookings/${booking.id}/payment-proof?kept=checked`);
    expect(Buffer.from(await kept.arrayBuffer())).toEqual(checkedBytes);
    expect(
      (await sharp(Buffer.from(await (await imageOf(list.body.data[1].id)).arrayBuffer())).metadata()).width,
    ).toBe(300);

    // Another visit's proof id, a made-up id, no token: nothing to see.
    const other = await booked();
    expect(
      (await api.get(`/api/bookings/${other.id}/payment-proofs`, { token: desk.token })).body.data,
    ).toEqual([]);
    expect((await staffGet(`/api/bookings/${other.id}/payment-proofs/${checked.id}`)).status).toBe(404);
    expect((await imageOf('not-a-uuid')).status).toBe(404);
    expect((await staffGet(`/api/bookings/${booking.id}/payment-proofs`, null)).status).toBe(401);
  }, 60_000);

  it('the same proof sent three times at once (a flaky connection) is stored once', async () => {
    const booking = await booked();
    const image = await testImage('jpeg', 800, 600);
    const replies = await Promise.all(
      [1, 2, 3].map(() => uploadProof(proofUrl(booking.id), image, { key: 'proof-race-key-1' })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 201]);
    expect(await server.db.knex('payment_proofs').where({ booking_id: booking.id })).toHaveLength(1);
  });

  it('takes a consultation’s proof through its own link; staff read it; the consultation shows "proof sent"', async () => {
    const created = await api.post(
      '/api/online-consultations',
      consultationBody({ email: 'consult-proof@example.com' }),
    );
    expect(created.status).toBe(201);
    const id = created.body.consultation.id as string;
    const reply = await uploadProof(
      `${server.url}/api/my-consultation/${consultationTokenFor(id)}/payment-proof`,
      await testImage('webp', 2000, 1000),
      { reference: 'BPI-55' },
    );
    expect(reply.status).toBe(201);
    const proof = await fetch(`${server.url}/api/online-consultations/${id}/payment-proof`, {
      headers: { authorization: `Bearer ${desk.token}` },
    });
    expect(proof.status).toBe(200);
    expect(await sharp(Buffer.from(await proof.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
    });
    const list = await api.get('/api/online-consultations?limit=50', { token: desk.token });
    const listed = list.body.data.find((row: { id: string }) => row.id === id);
    expect(listed.payment).toMatchObject({ status: 'proof-submitted', reference: 'BPI-55' });
    expect(
      (
        await uploadProof(
          `${server.url}/api/my-consultation/${tokenFor(id)}/payment-proof`,
          await testImage('png'),
        )
      ).status,
    ).toBe(404);
  });

  it('keeps the proof for staff only: 401 without a token, 404 before any proof', async () => {
    const booking = await booked();
    expect((await fetch(`${server.url}/api/bookings/${booking.id}/payment-proof`)).status).toBe(401);
    expect((await staffProof(booking.id)).status).toBe(404);
  });
});
