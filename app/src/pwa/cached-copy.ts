/**
 * Header the service worker adds to a back-office reply served from its cache while the network is
 * down; the value is when the server first sent it (its Date header), so screens can say
 * "Offline: showing data from HH:MM".
 */
export const CACHED_COPY_HEADER = 'X-TBL-Cached-At';

export function markedAsCachedCopy(response: Response): Response {
  const headers = new Headers(response.headers);
  const sentAt = Date.parse(response.headers.get('Date') ?? '');
  headers.set(CACHED_COPY_HEADER, new Date(Number.isNaN(sentAt) ? Date.now() : sentAt).toISOString());
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** When a reply is the service worker's last good copy, the time it was fetched; otherwise undefined. */
export function cachedCopyTime(response: Response): Date | undefined {
  const value = response.headers.get(CACHED_COPY_HEADER);
  return value ? new Date(value) : undefined;
}
