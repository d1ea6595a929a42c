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
import { type SecondInstance, startSecondInstance } from './second-instance';

/**
 * Two server instances on one database, each with its own polling e-mail worker (as two processes
 * behind a load balancer would run): bookings arrive at both, and every confirmation goes out once.
 */
const BOOKINGS = process.env.SOAK ? 400 : 50;

const runsHere = heavyTestRunsHere('two-instance test');

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let first: TestServer;
let second: SecondInstance;
let transports: MailTransport[];
let workers: OutboxWorker[];

beforeAll(async () => {
  if (!runsHere) return;
  sink = await startSmtpSink();
  first = await startTestServer({ SMTP_URL: sink.url });
  second = await startSecondInstance(first);
  transports = [createMailTransport(first.config), createMailTransport(first.config)];
  workers = [first.context, second.context].map((context, index) =>
    createOutboxWorker({
      db: context.db.knex,
      config: context.config,
      logger: silentLogger,
      transport: transports[index] as MailTransport,
      manageKey: manageKeyOf(context.secrets),
      catalogue: context.catalogue,
    }),
  );
});

afterAll(async () => {
  if (!runsHere) return;
  await Promise.all(workers.map((worker) => worker.stop()));
  for (const transport of transports) transport.close();
  await second.close();
  await first.close();
  await sink.close();
}, 60_000);

describe.runIf(runsHere)('two instances on one database', () => {
  it(`send each of ${BOOKINGS} confirmations exactly once`, async () => {
    for (const worker of workers) worker.start(50);
    const [a, b] = [client(first.url), client(second.url)];
    const replies = await runBounded(Array.from({ length: BOOKINGS }), 16, (_, index) =>
      (index % 2 ? a : b).post(
        '/api/bookings',
        bookingBody({ bookingData: { email: `pair${index}@example.com` } }),
        { headers: { 'Idempotency-Key': crypto.randomUUID() } },
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(BOOKINGS).fill(201));
    const sent = async () =>
      Number((await first.db.knex('email_outbox').where({ status: 'sent' }).count({ n: '*' }))[0]?.n);
    await waitFor('every e-mail to be sent', async () => (await sent()) === BOOKINGS, 60_000);
    // A moment more, so a double send would have time to show.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const customers = sink.received.flatMap((mail) => mail.to.filter((to) => to.startsWith('pair')));
    expect(customers).toHaveLength(BOOKINGS);
    expect(new Set(customers).size).toBe(BOOKINGS);
    console.log(
      `two instances: ${BOOKINGS} bookings over both, ${customers.length} confirmations, each once`,
    );
  }, 120_000);
});
