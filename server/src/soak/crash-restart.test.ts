import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody } from '../test/factories';
import { messageHeaders } from '../test/mime';
import { startSmtpSink } from '../test/smtp-sink';
import { usingPostgres } from '../test/test-database';
import { runBounded, waitFor } from './bounded';
import {
  type ChildServer,
  createServerStore,
  freePort,
  type ServerStore,
  startChildServer,
} from './child-server';
import { type CompiledServer, compileServer } from './compiled-server';
import { heavyTestRunsHere } from './once-per-run';

/**
 * kill -9 of the real server process while clients are booking with Idempotency-Keys and retrying
 * as the app's outbox does; then a restart. Every booking a client was told about exists exactly
 * once, none was made twice, and each has exactly one confirmation e-mail (one Message-ID).
 */
const CLIENTS = process.env.SOAK ? 500 : 60;
const CONCURRENCY = process.env.SOAK ? 50 : 12;

const runsHere = heavyTestRunsHere('crash test');

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let store: ServerStore;
let server: ChildServer | undefined;
/** The server as production runs it: compiled JavaScript. */
let compiled: CompiledServer;

beforeAll(async () => {
  if (!runsHere) return;
  compiled = await compileServer();
  sink = await startSmtpSink();
  store = await createServerStore();
});

afterAll(async () => {
  if (!runsHere) return;
  await server?.crash();
  await store.drop();
  await sink.close();
  compiled.remove();
}, 60_000);

interface Outcome {
  key: string;
  email: string;
  status: number;
  bookingId?: string;
  bookingNumber?: string;
  tries: number;
}

/** One client: the same request under the same key until the server gives a final answer. */
async function book(url: () => string, index: number): Promise<Outcome> {
  const key = crypto.randomUUID();
  const email = `crash${index}@example.com`;
  const body = JSON.stringify(bookingBody({ bookingData: { email } }));
  const deadline = Date.now() + 120_000;
  for (let tries = 1; Date.now() < deadline; tries += 1) {
    try {
      const reply = await fetch(`${url()}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      const json = (await reply.json()) as {
        booking?: { id: string; bookingData: { bookingNumber: string } };
      };
      // 409 here means "the first request with this key is still in progress": retry, as the app does.
      if (reply.status < 500 && reply.status !== 409) {
        return {
          key,
          email,
          status: reply.status,
          bookingId: json.booking?.id,
          bookingNumber: json.booking?.bookingData.bookingNumber,
          tries,
        };
      }
    } catch {
      // Connection refused or cut while the server is down: retry.
    }
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 150));
  }
  return { key, email, status: 0, tries: -1 };
}

describe.runIf(runsHere)(`kill -9 under load (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`keeps every acknowledged booking of ${CLIENTS} retrying clients exactly once, with one e-mail each`, async () => {
    const port = await freePort();
    const env = { ...store.env, SMTP_URL: sink.url };
    server = await startChildServer(port, env, compiled.nodeArgs);
    const url = () => `http://127.0.0.1:${port}`;

    let acknowledged = 0;
    let killedAt: Date | undefined;
    const crashAndRestart = (async () => {
      await waitFor('a third of the bookings', async () => acknowledged >= CLIENTS / 3, 120_000, 5);
      killedAt = new Date();
      await server?.crash();
      server = await startChildServer(port, env, compiled.nodeArgs);
    })();
    const outcomes = await runBounded(Array.from({ length: CLIENTS }), CONCURRENCY, async (_, index) => {
      const outcome = await book(url, index);
      if (outcome.status === 201) acknowledged += 1;
      return outcome;
    });
    await crashAndRestart;
    await server.stop();
    server = undefined;

    expect(outcomes.filter((outcome) => outcome.status !== 201)).toEqual([]);
    const retried = outcomes.filter((outcome) => outcome.tries > 1).length;

    const db = await store.open();
    try {
      const rows = await db.knex('bookings').select('id', 'booking_number', 'idempotency_key');
      expect(rows).toHaveLength(CLIENTS);
      const byKey = new Map(rows.map((row) => [row.idempotency_key as string, row]));
      expect(byKey.size).toBe(CLIENTS);
      for (const outcome of outcomes) {
        const row = byKey.get(outcome.key);
        expect(row?.id, outcome.key).toBe(outcome.bookingId);
        expect(row?.booking_number).toBe(outcome.bookingNumber);
      }
      const mails = await db.knex('email_outbox').whereNotNull('booking_id').select('booking_id');
      expect(mails).toHaveLength(CLIENTS);
      expect(new Set(mails.map((mail) => mail.booking_id)).size).toBe(CLIENTS);
      // A send cut by the kill is retried once its lease ends (120 s); bring only those leases, the
      // ones the dead process held, to an end rather than wait.
      const expired = await db
        .knex('email_outbox')
        .where('status', 'pending')
        .where('locked_until', '<=', new Date((killedAt ?? new Date()).getTime() + 120_000))
        .update({ locked_until: null, next_attempt_at: db.knex.fn.now() });
      console.log(`crash: ${expired} e-mail(s) were held by the killed process`);
    } finally {
      await db.close();
    }

    server = await startChildServer(port, env, compiled.nodeArgs);
    const customerMails = () =>
      sink.received.flatMap((mail) =>
        mail.to
          .filter((to) => to.startsWith('crash'))
          .map((to) => ({ to, messageId: messageHeaders(mail.raw)['message-id'] })),
      );
    await waitFor(
      'every confirmation',
      async () => new Set(customerMails().map((mail) => mail.to)).size === CLIENTS,
      60_000,
    );
    await server.stop();
    server = undefined;
    // One e-mail per booking as the customer's mailbox sees it: one Message-ID each. A send cut by
    // the kill after the mail server took it goes out again under the same Message-ID (counted).
    const idsByCustomer = new Map<string, Set<string | undefined>>();
    for (const mail of customerMails()) {
      idsByCustomer.set(mail.to, (idsByCustomer.get(mail.to) ?? new Set()).add(mail.messageId));
    }
    expect(idsByCustomer.size).toBe(CLIENTS);
    for (const [to, ids] of idsByCustomer) expect([...ids], to).toHaveLength(1);
    const resent = customerMails().length - CLIENTS;
    console.log(
      `crash: ${CLIENTS} clients, kill -9 after ${Math.ceil(CLIENTS / 3)} acknowledgements, ${retried} retried, ` +
        `${CLIENTS} bookings exactly once, ${CLIENTS} e-mails (one Message-ID each; ${resent} re-sent under the same id)`,
    );
  }, 300_000);
});
