import http from 'node:http';
import type { Reply } from './http';

/**
 * A JSON POST from a chosen loopback address (127.0.0.2, 127.0.0.3...), so a test can be several
 * clients at once without trusting a forged X-Forwarded-For.
 */
export function postFrom(
  localAddress: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const target = new URL(url);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const replyHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (typeof value === 'string') replyHeaders.set(name, value);
          }
          resolve({
            status: response.statusCode ?? 0,
            body: raw ? JSON.parse(raw) : undefined,
            headers: replyHeaders,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(text);
  });
}
