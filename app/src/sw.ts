/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { bearerToken, isExpired, type TokenSession, tokenSession } from './lib/token-claims';
import { db } from './offline/db';
import { drainOutbox } from './offline/outbox/drain-outbox';
import { OUTBOX_SYNC_TAG } from './offline/outbox/sync-tag';
import { markedAsCachedCopy } from './pwa/cached-copy';
import {
  CACHE_NAMES,
  CATALOGUE_VERSION_MESSAGE,
  isStaffApiCache,
  isStaffApiRequest,
  isStaffChunk,
  isStaleStaffApiCache,
  SHELL_FILE,
  SKIP_WAITING_MESSAGE,
  staffApiCacheName,
} from './pwa/sw-routes';

declare const self: ServiceWorkerGlobalScope;

const DAY_SECONDS = 24 * 60 * 60;

// The app shell and the public route chunks; the back-office chunks are left out at build time.
// `/` is not answered from the precache (no directory index): like every page it comes from the
// network first, so a price the clinic changed shows on the home page too; the precached copy is its
// offline fallback.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();
// The first install controls open pages at once; later versions wait for the visitor's Reload.
clientsClaim();

// Pages come from the network, which renders them from the catalogue's current version; a copy is
// kept for opening them offline, and with no copy (or no answer within a few seconds and no copy) the
// precached home page (for /) or shell renders the page in the browser. /api never.
const openShell = createHandlerBoundToURL(`/${SHELL_FILE}`);
const openHome = createHandlerBoundToURL('/index.html');
const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: 4,
  plugins: [
    new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
  ],
});
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return options.url.pathname === '/' ? openHome(options) : openShell(options);
      }
    },
    { denylist: [/^\/api(\/|$)/] },
  ),
);

// A page kept by the previous release links to its chunks, which the new precache no longer holds.
// Staff replies of ended sessions (and the old shared cache) go at every activation too.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([caches.delete(CACHE_NAMES.pages), dropStaffApiCaches((name) => isStaleStaffApiCache(name))]),
  );
});

registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: CACHE_NAMES.images,
    plugins: [
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// Back-office code is cached the first time staff use it, not precached for every visitor.
registerRoute(
  ({ url }) => url.origin === self.location.origin && isStaffChunk(url.pathname),
  new CacheFirst({
    cacheName: CACHE_NAMES.staffCode,
    plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 60 * DAY_SECONDS })],
  }),
);

// Back-office lists and the day schedule: fresh when the network answers, the last good copy when it
// does not, but only for the session that fetched it. A request without a live (unexpired) token is
// never answered from a cache, and a 401 (the server ended the session) drops every kept copy.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && url.origin === self.location.origin && isStaffApiRequest(url.pathname),
  async ({ request, event }) => {
    const token = bearerToken(request.headers.get('Authorization'));
    const session = token ? tokenSession(token) : null;
    if (!session || isExpired(session)) {
      await dropStaffApiCaches((name) => isStaleStaffApiCache(name));
      return fetch(request);
    }
    return staffApiStrategy(session).handle({ request, event });
  },
);

function staffApiStrategy(session: TokenSession): NetworkFirst {
  return new NetworkFirst({
    cacheName: staffApiCacheName(session),
    networkTimeoutSeconds: 8,
    plugins: [
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY_SECONDS }),
      {
        fetchDidSucceed: async ({ response }) => {
          if (response.status === 401) await dropStaffApiCaches(isStaffApiCache);
          return response;
        },
      },
      // The screens must know a reply is the last good copy, to show it read-only with its time.
      {
        cachedResponseWillBeUsed: async ({ cachedResponse }) =>
          cachedResponse && markedAsCachedCopy(cachedResponse),
      },
    ],
  });
}

async function dropStaffApiCaches(which: (name: string) => boolean): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter(which).map((name) => caches.delete(name)));
}

// The same outbox the page drains: a booking queued offline goes out even after the tab is closed.
// The browser fires this when the connection returns, so waiting out the backoff would only delay it.
self.addEventListener('sync', (event: Event) => {
  const syncEvent = event as Event & { tag: string; waitUntil(promise: Promise<unknown>): void };
  if (syncEvent.tag !== OUTBOX_SYNC_TAG) return;
  syncEvent.waitUntil(
    drainOutbox(db, { baseUrl: self.location.origin, force: true }).then((summary) => {
      // Rejecting asks the browser to fire the sync again later, with its own backoff.
      if (summary.retrying > 0) throw new Error(`${summary.retrying} submission(s) still waiting`);
    }),
  );
});

/**
 * The catalogue has a new version (the page read it, catalogue-refresh.ts): every page kept for
 * offline use is fetched again, so an installed app opened offline later never shows a price the
 * server would refuse. A page the network cannot give now is kept; one the server no longer has goes.
 */
async function renewKeptPages(): Promise<void> {
  const cache = await caches.open(CACHE_NAMES.pages);
  const kept = await cache.keys();
  await Promise.all(
    kept.map(async (request) => {
      try {
        const response = await fetch(request.url, { cache: 'no-cache', credentials: 'same-origin' });
        if (response.ok) await cache.put(request, response);
        else if (response.status === 404) await cache.delete(request);
      } catch {
        // Offline again: the kept copy stays until the next version message.
      }
    }),
  );
}

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === CATALOGUE_VERSION_MESSAGE) {
    event.waitUntil(renewKeptPages());
  }
});

// A new version waits until the visitor agrees to reload, so a half-filled form is never taken over.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});
