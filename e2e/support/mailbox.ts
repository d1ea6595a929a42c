import { silentLogger } from '../../server/src/logger';
import { createOutboxWorker } from '../../server/src/mail/outbox-worker';
import { createMailTransport } from '../../server/src/mail/transport';
import { manageKeyOf } from '../../server/src/secrets';
import { decodeHeader, leafParts, messageHeaders } from '../../server/src/test/mime';
import { startSmtpSink } from '../../server/src/test/smtp-sink';
import { type AppServer, E2E_SECRETS } from './app-server';

export interface ReceivedEmail {
  subject: string;
  /** The plain-text part, decoded. */
  text: string;
}

export interface Mailbox {
  /**
   * Sends every e-mail the server has queued (the real outbox worker, over SMTP to a real listener),
   * then answers what `address` has received since the mailbox opened.
   */
  to(address: string): Promise<ReceivedEmail[]>;
  close(): Promise<void>;
}

/**
 * The clients' inboxes: a real SMTP listener and the server's own outbox worker on its database.
 * The journey server runs no background jobs, so mail leaves only when the journey reads it.
 */
export async function openMailbox(server: AppServer): Promise<Mailbox> {
  const sink = await startSmtpSink();
  const transport = createMailTransport({ smtpUrl: sink.url, dataDir: server.dataDir });
  const worker = createOutboxWorker({
    db: server.db.knex,
    config: server.config,
    logger: silentLogger,
    transport,
    manageKey: manageKeyOf(E2E_SECRETS),
    catalogue: server.catalogue,
  });
  return {
    async to(address) {
      await worker.runOnce();
      return sink.received
        .filter((message) => message.to.includes(address))
        .map((message) => ({
          subject: decodeHeader(messageHeaders(message.raw).subject ?? ''),
          text: leafParts(message.raw).find((part) => part.contentType.startsWith('text/plain'))?.body ?? '',
        }));
    },
    async close() {
      await worker.stop();
      transport.close();
      await sink.close();
    },
  };
}
