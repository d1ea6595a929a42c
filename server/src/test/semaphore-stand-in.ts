import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message as the stand-in received it: the form fields of `POST /messages`. */
export interface ReceivedSms {
  apikey: string;
  number: string;
  message: string;
  sendername: string | undefined;
  messageId: number;
}

/**
 * What the next `POST /messages` meets: the gateway's normal answer, a 5xx, a refusal of the number
 * (Semaphore's 422 with field errors), or `crash`: the message is taken (and listed) but the test's
 * `onReceived` runs before the answer, as if our process died between the gateway's accepting it
 * and our recording that.
 */
export type SemaphoreMode = 'ok' | 'server-error' | 'bad-number';

export interface SemaphoreStandIn {
  /** Point SEMAPHORE_URL here (`.../api/v4`). */
  url: string;
  received: ReceivedSms[];
  /** Answers for the next POSTs, one each, then `ok`. */
  next: SemaphoreMode[];
  /** Called with each accepted message before it is answered; a test may stop its worker here. */
  onReceived?: ((sms: ReceivedSms) => Promise<void> | void) | undefined;
  /** How many `GET /messages` lookups were made. */
  lookups: number;
  close(): Promise<void>;
}

/**
 * A test-only stand-in for Semaphore's HTTP API (api.semaphore.co/api/v4), started in the test: it
 * speaks the same form fields and answers with the same shapes, so the real sender is what is tested.
 */
export async function startSemaphoreStandIn(): Promise<SemaphoreStandIn> {
  let nextId = 5_000_000;
  const standIn: SemaphoreStandIn = {
    url: '',
    received: [],
    next: [],
    lookups: 0,
    close: async () => undefined,
  };
  const listed = (sms: ReceivedSms) => ({
    message_id: sms.messageId,
    user_id: 1,
    user: 'clinic@example.com',
    account_id: 1,
    account: 'Test Clinic',
    recipient: sms.number,
    message: sms.message,
    sender_name: sms.sendername ?? 'SEMAPHORE',
    network: 'Globe',
    status: 'Pending',
    type: 'Single',
    source: 'Api',
    created_at: '2026-12-01 10:00:00',
    updated_at: '2026-12-01 10:00:00',
  });
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && url.pathname === '/api/v4/messages') {
      standIn.lookups += 1;
      if (url.searchParams.get('apikey') !== 'test-semaphore-key')
        return reply(401, { message: 'Unauthorized' });
      return reply(200, standIn.received.map(listed));
    }
    if (request.method !== 'POST' || url.pathname !== '/api/v4/messages') return reply(404, {});
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const mode = standIn.next.shift() ?? 'ok';
      if (mode === 'server-error') return reply(503, { message: 'Service Unavailable' });
      if (mode === 'bad-number') return reply(422, { number: ['The number format is invalid.'] });
      nextId += 1;
      const sms: ReceivedSms = {
        apikey: form.get('apikey') ?? '',
        number: form.get('number') ?? '',
        message: form.get('message') ?? '',
        sendername: form.get('sendername') ?? undefined,
        messageId: nextId,
      };
      standIn.received.push(sms);
      try {
        await standIn.onReceived?.(sms);
      } catch {
        // The test decided this attempt dies here: no answer reaches the sender.
        response.destroy();
        return;
      }
      reply(200, [listed(sms)]);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v4`;
  standIn.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}
