import { clinicsOf } from '@domain/catalogue/catalogue-patch';
import type { Catalogue } from '@domain/catalogue/catalogue-shapes';
import { db } from '../offline/db';
import { CATALOGUE_VERSION_MESSAGE } from '../pwa/sw-routes';
import { heldVersion, holdCatalogue, pageCatalogueEtag } from './catalogue-holder';

/** How often an open page asks whether the catalogue changed (a 304 when it did not). */
export const CATALOGUE_REFRESH_MS = 60_000;
/** Where the device keeps the last catalogue it was given, with its ETag. */
const STORED_KEY = 'catalogue';

interface StoredCatalogue {
  etag: string;
  catalogue: Catalogue;
}

function isCatalogue(value: unknown): value is Catalogue {
  const catalogue = value as Partial<Catalogue> | null;
  return (
    typeof catalogue === 'object' &&
    catalogue !== null &&
    typeof catalogue.version === 'number' &&
    Array.isArray(catalogue.services) &&
    Array.isArray(catalogue.branches) &&
    Array.isArray(catalogue.categories)
  );
}

async function stored(): Promise<StoredCatalogue | undefined> {
  try {
    const row = await db.keyval.get(STORED_KEY);
    const value = row?.value as Partial<StoredCatalogue> | undefined;
    return value && typeof value.etag === 'string' && isCatalogue(value.catalogue)
      ? { etag: value.etag, catalogue: value.catalogue }
      : undefined;
  } catch {
    return undefined;
  }
}

function tellServiceWorker(version: number): void {
  navigator.serviceWorker?.controller?.postMessage({ type: CATALOGUE_VERSION_MESSAGE, version });
}

/**
 * Brings the page's catalogue up to date: the device's copy when it is newer than the page (an
 * installed app opened offline), then the server's answer (a 304 when nothing changed). A version
 * other than the one shown replaces it, and the service worker is told to renew its pages. With no
 * copy on the device, the page's own version is what is asked about: a first visit to a page as
 * current as the server fetches and keeps nothing (24 KB on the wire, 133 KB to parse and store).
 */
export async function refreshCatalogue(): Promise<void> {
  const kept = await stored();
  if (kept && kept.catalogue.version > heldVersion())
    holdCatalogue(kept.catalogue, clinicsOf(kept.catalogue));
  const known =
    kept && kept.catalogue.version >= heldVersion() ? kept.etag : (pageCatalogueEtag() ?? kept?.etag);
  let response: Response;
  try {
    response = await fetch('/api/catalogue', {
      headers: known ? { 'If-None-Match': known } : {},
      cache: 'no-cache',
    });
  } catch {
    return; // Offline: the page's or the device's version stands.
  }
  if (response.status === 304 || !response.ok) return;
  const body: unknown = await response.json().catch(() => undefined);
  if (!isCatalogue(body)) return;
  const etag = response.headers.get('ETag') ?? '';
  await db.keyval.put({ key: STORED_KEY, value: { etag, catalogue: body } }).catch(() => undefined);
  if (body.version !== heldVersion()) {
    holdCatalogue(body, clinicsOf(body));
    tellServiceWorker(body.version);
  }
}

let started = false;

/** Once per page: now, every minute while the page is shown, and when the connection returns. */
export function startCatalogueRefresh(): void {
  if (started) return;
  started = true;
  const refresh = () => {
    if (document.visibilityState === 'visible') void refreshCatalogue();
  };
  refresh();
  setInterval(refresh, CATALOGUE_REFRESH_MS);
  window.addEventListener('online', refresh);
  document.addEventListener('visibilitychange', refresh);
}
