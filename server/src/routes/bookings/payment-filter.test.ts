import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { testImage, uploadProof } from '../../test/images';
import { tokenFor } from '../../test/manage';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  token = (await signedIn(server.db.knex, api, 'staff', 'Paz Payments')).token;
});

afterAll(async () => {
  await server.close();
});

async function booked(customerName: string) {
  const reply = await api.post(
    '/api/bookings',
    bookingBody({ bookingData: { customerName, branch: 'las-pinas' } }),
  );
  expect(reply.status).toBe(201);
  return reply.body.booking as { id: string };
}

const listed = async (query: string) => {
  const reply = await api.get(`/api/bookings?branch=las-pinas&limit=100&${query}`, { token });
  expect(reply.status, reply.body.msg).toBe(200);
  return {
    names: (reply.body.bookings as Array<{ bookingData: { customerName: string } }>)
      .map((booking) => booking.bookingData.customerName)
      .sort(),
    total: reply.body.total as number,
  };
};

describe('the work waiting: a payment filter on the list (issue 24, item 20)', () => {
  it('lists the proofs to check, the unpaid and the paid apart, with totals to match', async () => {
    await booked('Una Unpaid');
    const proof = await booked('Pia Proof');
    const paid = await booked('Pablo Paid');
    const sent = await uploadProof(
      `${server.url}/api/my-booking/${tokenFor(proof.id)}/payment-proof`,
      await testImage('jpeg'),
      { reference: '1234 567 890' },
    );
    expect(sent.status).toBe(201);
    const recorded = await api.post(
      `/api/bookings/${paid.id}/payment`,
      { status: 'paid', amountPaid: 1999, reference: 'GC-1' },
      { token },
    );
    expect(recorded.status).toBe(200);

    expect(await listed('payment=proof-submitted')).toEqual({ names: ['Pia Proof'], total: 1 });
    expect(await listed('payment=unpaid')).toEqual({ names: ['Una Unpaid'], total: 1 });
    expect(await listed('payment=paid')).toEqual({ names: ['Pablo Paid'], total: 1 });
    expect((await listed('payment=all')).total).toBe(3);
    // Searched too: the filter holds inside a search.
    expect(await listed('payment=unpaid&search=Pia')).toEqual({ names: [], total: 0 });
  });

  it('refuses a payment status that does not exist with a readable 400', async () => {
    const reply = await api.get('/api/bookings?payment=maybe', { token });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe(
      'payment must be one of: all, unpaid, proof-submitted, part-paid, paid, refunded',
    );
  });
});
