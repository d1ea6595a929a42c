import { silentLogger } from '../logger';
import { createOutboxWorker, type OutboxWorker } from '../mail/outbox-worker';
import { createMailTransport } from '../mail/transport';
import { manageKeyOf } from '../secrets';
import { startSmtpSink } from './smtp-sink';
import { startTestServer, type TestServer } from './test-server';

export interface MailTestServer {
  server: TestServer;
  sink: Awaited<ReturnType<typeof startSmtpSink>>;
  /** The real outbox worker, run on demand (`outbox.runOnce()`), sending to `sink`. */
  outbox: OutboxWorker;
  /** Another worker on the same database and mail server (two instances racing for the outbox). */
  newWorker(): OutboxWorker;
  close(): Promise<void>;
}

/**
 * The real app with e-mail going to a real SMTP listener, and an outbox worker the test runs when it
 * wants the mail sent. `env` adds to the server's environment (MAIL_BCC, say).
 */
export async function startMailTestServer(env: Record<string, string> = {}): Promise<MailTestServer> {
  const sink = await startSmtpSink();
  const server = await startTestServer({ SMTP_URL: sink.url, PUBLIC_URL: 'https://tbl.example', ...env });
  const transport = createMailTransport(server.config);
  const newWorker = () =>
    createOutboxWorker({
      db: server.db.knex,
      config: server.config,
      logger: silentLogger,
      transport,
      manageKey: manageKeyOf(server.context.secrets),
      catalogue: server.context.catalogue,
    });
  return {
    server,
    sink,
    outbox: newWorker(),
    newWorker,
    async close() {
      transport.close();
      await server.close();
      await sink.close();
    },
  };
}
