import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

/**
 * The floor to compare with: node:http and one pg INSERT of the same booking row into the same table
 * (same indexes), with no validation, pricing, idempotency, history or e-mail. `GET /page` is the
 * reads' floor (bench/scale.ts): one SELECT of the newest ten live bookings, no session, no counts.
 */
const connectionString = process.env.BENCH_DATABASE_URL;
if (!connectionString) throw new Error('BENCH_DATABASE_URL is required');
const pool = new pg.Pool({ connectionString, max: 10 });

const INSERT = `insert into bookings (id, booking_number, status, service_type, branch, address, landmark,
  service_date, service_time, age, customer_name, email, phone, payment_method, notes, cart_items, total_price)
  values ($1, $2, 'pending', 'clinic', $3, '', '', $4, $5, $6, $7, $8, $9, $10, '', $11, $12)
  on conflict (booking_number) do nothing returning id`;

const PAGE = `select id, booking_number, status, branch, service_date, service_time, customer_name, email, phone,
  total_price, created_at from bookings where deleted_at is null order by created_at desc, id desc limit 10`;

const server = http.createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/page') {
    pool.query(PAGE).then(
      (result) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ bookings: result.rows }));
      },
      (error: Error) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ msg: error.message }));
      },
    );
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', async () => {
    try {
      const { bookingData: d, cartItems } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const number = `TBL${String(crypto.randomInt(0, 100_000_000)).padStart(8, '0')}`;
      const result = await pool.query(INSERT, [
        crypto.randomUUID(),
        number,
        d.branch,
        d.date,
        d.time,
        d.age,
        d.customerName,
        d.email,
        d.phone,
        d.paymentMethod,
        JSON.stringify(cartItems),
        1999,
      ]);
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: result.rows[0]?.id, bookingNumber: number }));
    } catch (error) {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ msg: (error as Error).message }));
    }
  });
});
server.listen(0, '127.0.0.1', () => {
  console.log(`listening http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', async () => {
  server.close();
  await pool.end();
  process.exit(0);
});
