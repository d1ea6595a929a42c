import { addDays, manilaDate } from '../../../domain/manila-date';
import { type OutgoingSms, SmsRejected, type SmsSender } from './sms-sender';

/** How long one call to the gateway may take before it counts as a network failure (tried again). */
const TIMEOUT_MS = 15_000;
/** How many of the account's recent messages the reconciliation after a crash reads. */
const LOOKUP_LIMIT = 1000;

interface SemaphoreMessage {
  message_id?: number | string;
  recipient?: string;
  message?: string;
}

/** The last 10 digits: Semaphore lists a recipient as 639XXXXXXXXX or 09XXXXXXXXX. */
const lastTen = (number: string | undefined) => (number ?? '').replace(/\D/g, '').slice(-10);

/** Semaphore answers some refusals with 200 and an object of field errors instead of the list. */
function describeRefusal(body: unknown, status: number): string {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return `Semaphore refused the message (HTTP ${status}): ${text.slice(0, 300)}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Semaphore (semaphore.co), the Philippine gateway: `POST <url>/messages` with the form fields
 * `apikey`, `number`, `message` and `sendername`, answered with a list holding one record per
 * recipient (`message_id`, `recipient`, `status`...). `GET <url>/messages?apikey=&startDate=&limit=`
 * lists the account's messages, which is how a text cut off mid-send is looked for before sending
 * it again (the API takes no idempotency key).
 */
export function createSemaphoreSmsSender(options: {
  url: string;
  apiKey: string;
  senderName: string | undefined;
}): SmsSender {
  const base = options.url.replace(/\/+$/, '');
  return {
    name: 'semaphore',
    describe: `Semaphore at ${base}${options.senderName ? ` as ${options.senderName}` : ''}`,
    async send(sms: OutgoingSms) {
      const form = new URLSearchParams({ apikey: options.apiKey, number: sms.number, message: sms.message });
      if (options.senderName) form.set('sendername', options.senderName);
      const response = await fetch(`${base}/messages`, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = await readBody(response);
      if (response.status >= 500 || response.status === 429) {
        throw new Error(`Semaphore answered HTTP ${response.status}; will try again`);
      }
      if (!response.ok) throw new SmsRejected(describeRefusal(body, response.status));
      const first = Array.isArray(body) ? (body[0] as SemaphoreMessage | undefined) : undefined;
      if (first?.message_id === undefined) throw new SmsRejected(describeRefusal(body, response.status));
      return { providerId: String(first.message_id) };
    },
    async findSent(sms: OutgoingSms, since: Date) {
      // Manila dates, a day either side: the account's clock and ours need not agree to the minute.
      const query = new URLSearchParams({
        apikey: options.apiKey,
        limit: String(LOOKUP_LIMIT),
        startDate: addDays(manilaDate(since), -1),
        endDate: addDays(manilaDate(new Date()), 1),
      });
      const response = await fetch(`${base}/messages?${query}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`Semaphore's message list answered HTTP ${response.status}`);
      const body = await readBody(response);
      if (!Array.isArray(body)) throw new Error("Semaphore's message list was not a list");
      const found = (body as SemaphoreMessage[]).find(
        (listed) => lastTen(listed.recipient) === lastTen(sms.number) && listed.message === sms.message,
      );
      return found?.message_id === undefined ? null : String(found.message_id);
    },
  };
}
