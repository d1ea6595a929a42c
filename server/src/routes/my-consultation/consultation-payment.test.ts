import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSULTATION_PRICE } from '../../../../domain/consultation';
import { consultationBody, type Staff, signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { testImage, uploadProof } from '../../test/images';
import { consultationTokenFor } from '../../test/manage';
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

async function consultationLink(email: string) {
  const created = await api.post('/api/online-consultations', consultationBody({ email }));
  expect(created.status).toBe(201);
  const id = created.body.consultation.id as string;
  return { id, path: `/api/my-consultation/${consultationTokenFor(id)}` };
}

describe('the payment of a managed consultation', () => {
  it('is unpaid with no proof and the consultation fee to pay until the client does something', async () => {
    const { path } = await consultationLink('consult-unpaid@example.com');
    const reply = await api.get(path);
    expect(reply.status).toBe(200);
    expect(reply.body.consultation.totalPrice).toBe(CONSULTATION_PRICE);
    expect(reply.body.consultation.payment).toEqual({
      status: 'unpaid',
      amountPaid: null,
      balance: CONSULTATION_PRICE,
      reference: null,
      verifiedBy: null,
      verifiedAt: null,
      source: null,
    });
    expect(reply.body.consultation.paymentProof).toBeNull();
  });

  it('shows a proof sent through the consultation link as "proof-submitted", then the payment staff record', async () => {
    const { id, path } = await consultationLink('consult-proof-page@example.com');
    const sent = await uploadProof(`${server.url}${path}/payment-proof`, await testImage('png', 900, 1800), {
      reference: 'GC 0917 555',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.consultation.payment).toMatchObject({
      status: 'proof-submitted',
      reference: 'GC 0917 555',
    });

    const seen = await api.get(path);
    expect(seen.status).toBe(200);
    expect(seen.body.consultation.payment).toMatchObject({
      status: 'proof-submitted',
      reference: 'GC 0917 555',
    });
    expect(seen.body.consultation.paymentProof).toMatchObject({
      reference: 'GC 0917 555',
      contentType: 'image/png',
      width: 800,
      height: 1600,
    });

    const paid = await api.post(
      `/api/online-consultations/${id}/payment`,
      { status: 'paid', amountPaid: CONSULTATION_PRICE, reference: 'GC 0917 555' },
      { token: desk.token },
    );
    expect(paid.status).toBe(200);
    const after = await api.get(path);
    expect(after.body.consultation.payment).toMatchObject({
      status: 'paid',
      amountPaid: CONSULTATION_PRICE,
      verifiedBy: expect.any(String),
    });
  });
});
