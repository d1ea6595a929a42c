import type { Branch } from '@domain/branches';
import {
  CATALOGUE_PATCH_ELEMENT_ID,
  type CataloguePatch,
  isCataloguePatch,
} from '@domain/catalogue/catalogue-patch-shape';
import type { Catalogue } from '@domain/catalogue/catalogue-shapes';

/** The compiled catalogue's version (domain/catalogue/catalogue-seed.ts); the database starts at 1. */
const COMPILED_VERSION = 0;

/**
 * Which catalogue this page shows: at first the one its HTML was rendered from (the compiled
 * catalogue with the page's patch on top, so hydration meets the server's markup), then the whole
 * catalogue once the device or the server gave a newer one (catalogue-refresh.ts), or, on the
 * server, the version it renders.
 */
export type HeldCatalogue =
  | { kind: 'page'; patch: CataloguePatch | null }
  /** `clinics`: the catalogue's clinics as pages show them (`clinicsOf`), worked out by the holder's caller. */
  | { kind: 'whole'; catalogue: Catalogue; clinics: Branch[] };

let held: HeldCatalogue | undefined;
let revision = 0;
const listeners = new Set<() => void>();

function pagePatch(): CataloguePatch | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(CATALOGUE_PATCH_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isCataloguePatch(value) ? value : null;
  } catch {
    return null;
  }
}

export function heldCatalogue(): HeldCatalogue {
  held ??= { kind: 'page', patch: pagePatch() };
  return held;
}

export function heldVersion(): number {
  const current = heldCatalogue();
  return current.kind === 'whole' ? current.catalogue.version : (current.patch?.version ?? COMPILED_VERSION);
}

/** The page's catalogue answer's ETag, while the page's own catalogue is held. */
export function pageCatalogueEtag(): string | undefined {
  const current = heldCatalogue();
  return current.kind === 'page' ? current.patch?.etag : undefined;
}

/** Counts changes, for views to recompute and hooks to re-render. */
export function catalogueRevision(): number {
  heldCatalogue();
  return revision;
}

/** Shows `catalogue` from now on (catalogue-refresh.ts calls it only for another version). */
export function holdCatalogue(catalogue: Catalogue, clinics: Branch[]): void {
  const current = heldCatalogue();
  if (current.kind === 'whole' && current.catalogue === catalogue) return;
  held = { kind: 'whole', catalogue, clinics };
  revision += 1;
  for (const listener of listeners) listener();
}

export function subscribeCatalogue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A treatment as this page's catalogue has it when it differs from the compiled one (or always, once
 * the whole catalogue is held): what a light page (the home page's cards) lays over its own facts.
 */
export function heldServiceChange(id: string) {
  const current = heldCatalogue();
  const services = current.kind === 'whole' ? current.catalogue.services : (current.patch?.services ?? []);
  return services.find((service) => service.id === id);
}

let pending: ReturnType<typeof setTimeout> | undefined;
/** The longest wait a timer takes (about 24.8 days); a later change is looked at again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Asks every view to work itself out again in `ms` (a promo package starts or ends then). Only in
 * a browser: the server renders each page at its own moment.
 */
export function workOutAgain(ms: number): void {
  if (typeof window === 'undefined') return;
  if (pending !== undefined) clearTimeout(pending);
  pending = setTimeout(
    () => {
      pending = undefined;
      revision += 1;
      for (const listener of listeners) listener();
    },
    Math.min(Math.max(ms, 0) + 50, LONGEST_TIMER_MS),
  );
}
