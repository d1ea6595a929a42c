import type { Catalogue, CatalogueBranch, CatalogueService } from './catalogue-shapes';
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
  order?: string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function changed<T extends { id: string }>(base: readonly T[], current: readonly T[]): T[] {
  const byId = new Map(base.map((item) => [item.id, item]));
  return current.filter((item) => {
    const before = byId.get(item.id);
    return !before || !same(before, item);
  });
}

export function patchFrom(base: Catalogue, current: Catalogue): CataloguePatch {
  const patch: CataloguePatch = {
    version: current.version,
    services: changed(base.services, current.services),
    branches: changed(base.branches, current.branches),
  };
  if (!same(base.categories, current.categories)) patch.categories = current.categories;
  const order = current.services.map((service) => service.id);
  if (
    !same(
      applyPatch(base, { ...patch, order: undefined }).services.map((s) => s.id),
      order,
    )
  ) {
    patch.order = order;
  }
  return patch;
}

/** `base` with each item of `replacements` in place of the one of its id, new ones after. */
export function mergedById<T extends { id: string }>(base: readonly T[], replacements: readonly T[]): T[] {
  const byId = new Map(replacements.map((item) => [item.id, item]));
  const known = new Set(base.map((item) => item.id));
  return [
    ...base.map((item) => byId.get(item.id) ?? item),
    ...replacements.filter((item) => !known.has(item.id)),
  ];
}

/** The catalogue a patch stands for, rebuilt on the compiled one. */
export function applyPatch(base: Catalogue, patch: CataloguePatch): Catalogue {
  let services = mergedById(base.services, patch.services);
  if (patch.order) {
    const byId = new Map(services.map((service) => [service.id, service]));
    services = patch.order.flatMap((id) => byId.get(id) ?? []);
  }
  return {
    version: patch.version,
    categories: patch.categories ?? base.categories,
    services,
    branches: mergedById(base.branches, patch.branches),
  };
}

/** A patch as page HTML carries it: JSON that cannot close its script element. */
export function patchScriptText(patch: CataloguePatch): string {
  return JSON.stringify(patch).replace(/</g, '\\u003c');
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
