import { useSyncExternalStore } from 'react';

/** How much of each item's upload has gone, by outbox id (its Idempotency-Key), while it is sent from this page. */
const sent = new Map<string, number>();
const listeners = new Set<() => void>();

function report(id: string, fraction: number | undefined) {
  if (fraction === undefined) sent.delete(id);
  else sent.set(id, fraction);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The share (0 to 1) of an item's body the browser has sent, or `undefined` when unknown. */
export function useUploadProgress(id: string | undefined): number | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (id ? sent.get(id) : undefined),
    () => undefined,
  );
}

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * `fetch` for the page's outbox drain that reports how far a file upload has gone: `fetch` cannot
 * tell upload progress, `XMLHttpRequest` can. Only multipart bodies (a proof of payment) go this way;
 * everything else is plain `fetch`. Failures look like fetch's: a TypeError offline, an AbortError
 * when the attempt is cut off.
 */
export const fetchWithUploadProgress: typeof fetch = (input, init) => {
  if (!(init?.body instanceof FormData)) return fetch(input, init);
  const headers = new Headers(init.headers);
  const id = headers.get('Idempotency-Key') ?? '';
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'POST', String(input instanceof Request ? input.url : input));
    xhr.withCredentials = init.credentials === 'include';
    for (const [name, value] of headers) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) report(id, event.loaded / event.total);
    };
    const finish = () => report(id, undefined);
    xhr.onload = () => {
      finish();
      resolve(
        new Response(xhr.status === 204 ? null : xhr.responseText, {
          status: xhr.status,
          headers: headersOf(xhr),
        }),
      );
    };
    xhr.onerror = () => {
      finish();
      reject(new TypeError('Failed to fetch'));
    };
    xhr.onabort = () => {
      finish();
      reject(new DOMException('The attempt was cut off', 'AbortError'));
    };
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    report(id, 0);
    xhr.send(init.body as FormData);
  });
};
