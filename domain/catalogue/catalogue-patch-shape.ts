import type { Branch } from '../branches';

/** The element a served page carries its patch in: the server writes it, the app reads it. */
export const CATALOGUE_PATCH_ELEMENT_ID = 'catalogue-patch';

import type { CatalogueBranch, CatalogueService } from './catalogue-shapes';
import type { Category } from './types';

/**
 * What a served page carries of the catalogue it was rendered from: only what differs from the
 * catalogue compiled into the app (usually nothing or a few edited treatments), so the browser's first
 * render matches the server's HTML without shipping the whole catalogue in every page.
 */
export interface CataloguePatch {
  version: number;
  /** Treatments added or changed since the compiled catalogue, whole. */
  services: CatalogueService[];
  /** Places changed since the compiled catalogue, whole. */
  branches: CatalogueBranch[];
  /** Every category, when any differs. */
  categories?: Category[];
  /** Every treatment's id in order, when the order is not the compiled order plus additions. */
  order?: string[] | undefined;
  /**
   * The clinics as pages show them (hours in words), when any changed: every page's header and
   * footer name them, and must not carry the code that words a week's hours to do it.
   */
  clinics?: Branch[] | undefined;
  /**
   * The ETag of `GET /api/catalogue` at this version, so a first visit asks the server only whether
   * something changed since the page (a 304) instead of fetching the whole catalogue it already shows.
   */
  etag?: string | undefined;
}

/** Whether a parsed value has a patch's shape (a page from an older release may carry none). */
export function isCataloguePatch(value: unknown): value is CataloguePatch {
  const patch = value as Partial<CataloguePatch> | null;
  return (
    typeof patch === 'object' &&
    patch !== null &&
    typeof patch.version === 'number' &&
    Array.isArray(patch.services) &&
    Array.isArray(patch.branches)
  );
}
