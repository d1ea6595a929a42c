import type { Branch } from '../branches';
import { branchOfCatalogue } from './branch-of-catalogue';
import type { CataloguePatch } from './catalogue-patch-shape';
import type { Catalogue, CatalogueBranch } from './catalogue-shapes';

/**
 * Equal in value: the database reads a treatment back with its fields in another order than the
 * compiled one, and a field left undefined is a field absent, so neither counts as a change (else
 * every page would carry the whole catalogue).
 */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => same(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = (record: Record<string, unknown>) =>
    Object.keys(record).filter((key) => record[key] !== undefined);
  const leftKeys = keys(left);
  return leftKeys.length === keys(right).length && leftKeys.every((key) => same(left[key], right[key]));
}

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
  if (patch.branches.some((branch) => branch.kind === 'clinic')) patch.clinics = clinicsOf(current);
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

/** The clinics as pages show them (hours in words), in catalogue order. */
export function clinicsOf(catalogue: Pick<Catalogue, 'branches'>): Branch[] {
  return catalogue.branches
    .filter((branch: CatalogueBranch) => branch.kind === 'clinic')
    .map(branchOfCatalogue);
}

export type { CataloguePatch };
