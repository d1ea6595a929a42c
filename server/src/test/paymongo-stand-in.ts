import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { paymongoSignature } from '../payments/paymongo-signature';

/** The keys tests give the app and the stand-in: made up, test mode (`sk_test_`, `whsk_`). */
export const STAND_IN_SECRET_KEY = 'sk_test_standin0000000000000000';
export const STAND_IN_WEBHOOK_SECRET = 'whsk_standin000000000000000000';

/** One `POST /checkout_sessions` as the stand-in received it. */
export interface ReceivedCheckout {
  id: string;
  authorization: string | undefined;
  contentType: string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: tests read PayMongo's attributes loosely and assert on them.
  attributes: any;
}

export interface PaymongoStandIn {
  /** Point PAYMONGO_URL here (`.../v1`). */
  url: string;
  received: ReceivedCheckout[];
  /**
   * Answers for the next session POSTs, one each, then `ok`. `slow` answers as `ok` after 400 ms, as
   * PayMongo on a busy day: requests that come meanwhile meet a session still being opened.
   */
  next: Array<'ok' | 'server-error' | 'slow'>;
  /** Where the checkout page's "Pay" posts the signed event: the app's webhook. */
  webhookUrl: string;
  /** The event `paid` would send for a session, signed at `t` (unix seconds, now unless given). */
  paidEvent(
    session: ReceivedCheckout,
    overrides?: { eventId?: string; amount?: number; paymentId?: string },
  ): string;
  close(): Promise<void>;
}

/** Signs a body as PayMongo does in test mode: `t=<unix>,te=<hex>,li=`. */
export function signAsPaymongo(body: string, secret = STAND_IN_WEBHOOK_SECRET, at = new Date()): string {
  const t = String(Math.floor(at.getTime() / 1000));
  return `t=${t},te=${paymongoSignature(secret, t, Buffer.from(body))},li=`;
}

const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A test-only stand-in for PayMongo's API (api.paymongo.com/v1): `POST /v1/checkout_sessions` with
 * Basic auth answers a session whose `checkout_url` is a tiny page here; its "Pay" button sends the
 * app the signed `checkout_session.payment.paid` event PayMongo would, then goes to `success_url`.
 */
export async function startPaymongoStandIn(): Promise<PaymongoStandIn> {
  let base = '';
  const sessions = new Map<string, ReceivedCheckout>();
  const paidEvent: PaymongoStandIn['paidEvent'] = (session, overrides = {}) => {
    const line = session.attributes.line_items?.[0] ?? {};
    const amount = overrides.amount ?? line.amount;
    return JSON.stringify({
      data: {
        id: overrides.eventId ?? randomId('evt'),
        type: 'event',
        attributes: {
          type: 'checkout_session.payment.paid',
          livemode: false,
          created_at: Math.floor(Date.now() / 1000),
          data: {
            id: session.id,
            type: 'checkout_session',
            attributes: {
              checkout_url: `${base}/checkout/${session.id}`,
              line_items: session.attributes.line_items,
              metadata: session.attributes.metadata,
              reference_number: session.attributes.reference_number,
              payment_method_used: 'gcash',
              status: 'active',
              payments: [
                {
                  id: overrides.paymentId ?? randomId('pay'),
                  type: 'payment',
                  attributes: { amount, currency: 'PHP', status: 'paid', source: { type: 'gcash' } },
                },
              ],
            },
          },
        },
      },
    });
  };
  const standIn: PaymongoStandIn = {
    url: '',
    received: [],
    next: [],
    webhookUrl: '',
    paidEvent,
    close: async () => undefined,
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method === 'POST' && url.pathname === '/v1/checkout_sessions') {
        if (
          request.headers.authorization !==
          `Basic ${Buffer.from(`${STAND_IN_SECRET_KEY}:`).toString('base64')}`
        ) {
          return reply(401, { errors: [{ code: 'api_key_invalid', detail: 'API key is invalid' }] });
        }
        const answer = standIn.next.shift() ?? 'ok';
        if (answer === 'server-error') return reply(503, { errors: [{ detail: 'down' }] });
        if (answer === 'slow') await new Promise((resolve) => setTimeout(resolve, 400));
        const attributes = JSON.parse(Buffer.concat(chunks).toString('utf8')).data?.attributes ?? {};
        const session: ReceivedCheckout = {
          id: randomId('cs'),
          authorization: request.headers.authorization,
          contentType: request.headers['content-type'],
          attributes,
        };
        standIn.received.push(session);
        sessions.set(session.id, session);
        return reply(200, {
          data: {
            id: session.id,
            type: 'checkout_session',
            attributes: {
              ...attributes,
              checkout_url: `${base}/checkout/${session.id}`,
              status: 'active',
              payments: [],
            },
          },
        });
      }
      const page = /^\/checkout\/(cs_[0-9a-f]+)(\/pay)?$/.exec(url.pathname);
      const session = page ? sessions.get(page[1] ?? '') : undefined;
      if (!session) return reply(404, { errors: [{ detail: 'not found' }] });
      if (request.method === 'GET' && !page?.[2]) {
        const line = session.attributes.line_items?.[0] ?? {};
        const pesos = (Number(line.amount) / 100).toFixed(2);
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test checkout</title>
<meta name="viewport" content="width=device-width"></head><body><main><h1>Test checkout</h1>
<p>${escapeHtml(String(line.name ?? ''))}: PHP ${pesos}</p>
<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay PHP ${pesos} with GCash</button></form>
<a href="${escapeHtml(session.attributes.cancel_url)}">Cancel</a></main></body></html>`);
      }
      if (request.method === 'POST' && page?.[2]) {
        const body = paidEvent(session);
        const delivered = await fetch(standIn.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'paymongo-signature': signAsPaymongo(body) },
          body,
        });
        if (!delivered.ok)
          return reply(502, { errors: [{ detail: `webhook answered ${delivered.status}` }] });
        response.writeHead(303, { location: session.attributes.success_url });
        return response.end();
      }
      return reply(405, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.url = `${base}/v1`;
  standIn.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}
