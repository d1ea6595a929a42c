import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { createOutboxWorker, type OutboxWorker } from '../mail/outbox-worker';
import { createMailTransport, type MailTransport } from '../mail/transport';
import { manageKeyOf } from '../secrets';
import { bookingBody } from '../test/factories';
import { client } from '../test/http';
import { startSmtpSink } from '../test/smtp-sink';
import { startTestServer, type TestServer } from '../test/test-server';
import { runBounded, waitFor } from './bounded';
import { heavyTestRunsHere } from './once-per-run';

/**
 * The mail server is down while bookings (200 in the soak run) arrive and comes back later: the bookings all succeed,
 * nothing is lost while the worker keeps failing, and each confirmation arrives exactly once.
 */
const BOOKINGS = process.env.SOAK ? 200 : 50;

const runsHere = heavyTestRunsHere('mail outage test');

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: TestServer;
let transport: MailTransport;
let worker: OutboxWorker;

beforeAll(async () => {
  if (!runsHere) return;
  sink = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: sink.url });
  transport = createMailTransport(server.config);
  worker = createOutboxWorker({
    db: server.db.knex,
    config: server.config,
    logger: silentLogger,
    transport,
    manageKey: manageKeyOf(server.context.secrets),
    catalogue: server.context.catalogue,
  });
});

afterAll(async () => {
  if (!runsHere) return;
  await worker.stop();
  transport.close();
  await server.close();
  await sink.close();
}, 60_000);

const outboxBy = async (status: string) =>
  Number((await server.db.knex('email_outbox').where({ status }).count({ n: '*' }))[0]?.n);

describe.runIf(runsHere)('a mail outage', () => {
  it(`loses and doubles no confirmation of ${BOOKINGS} bookings made while SMTP is down`, async () => {
    const port = sink.port;
    await sink.close();
    // The real polling loop, as in production, failing against a closed port the whole time.
    worker.start(200);
    const api = client(server.url);
    const replies = await runBounded(Array.from({ length: BOOKINGS }), 10, (_, index) =>
      api.post('/api/bookings', bookingBody({ bookingData: { email: `outage${index}@example.com` } }), {
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(BOOKINGS).fill(201));
    await waitFor(
      'every e-mail to have failed once',
      async () =>
        Number((await server.db.knex('email_outbox').where('attempts', '>=', 1).count({ n: '*' }))[0]?.n) ===
        BOOKINGS,
      30_000,
    );
    expect(await outboxBy('pending')).toBe(BOOKINGS);
    expect(await outboxBy('sent')).toBe(0);

    sink = await startSmtpSink(port);
    // The retries are due 30 s later: bring them forward rather than wait out the backoff.
    await server.db.knex('email_outbox').update({ next_attempt_at: server.db.knex.fn.now() });
    worker.wake();
    await waitFor('every e-mail to be sent', async () => (await outboxBy('sent')) === BOOKINGS, 60_000);

    const customers = sink.received.flatMap((mail) => mail.to.filter((to) => to.startsWith('outage')));
    expect(customers).toHaveLength(BOOKINGS);
    expect(new Set(customers).size).toBe(BOOKINGS);
    for (const reply of replies) {
      const number = reply.body.booking.bookingData.bookingNumber as string;
      expect(
        sink.received.filter((mail) => mail.raw.includes(number)),
        number,
      ).toHaveLength(1);
    }
    console.log(
      `mail outage: ${BOOKINGS} bookings during the outage, ${customers.length} confirmations after, 0 lost, 0 doubled`,
    );
  }, 120_000);
});
