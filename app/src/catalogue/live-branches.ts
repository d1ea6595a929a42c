import type { Branch } from '@domain/branches';
import { branchOfCatalogue } from '@domain/catalogue/branch-of-catalogue';
import { mergedById } from '@domain/catalogue/catalogue-patch';
import type { CatalogueBranch } from '@domain/catalogue/catalogue-shapes';
import { seedBranches } from '@domain/catalogue/seed-branches';
import { useSyncExternalStore } from 'react';
import { catalogueRevision, heldCatalogue, subscribeCatalogue } from './catalogue-holder';

/**
 * The places as this page shows them (the clinics' names, addresses, map links and hours): light
 * enough for every page's header and footer, which must not load the whole catalogue to name them.
 */
export interface LiveBranches {
  revision: number;
  places: readonly CatalogueBranch[];
  /** The clinics, in the shape pages read. */
  clinics: readonly Branch[];
  findClinic(id: string): Branch | undefined;
  findPlace(id: string): CatalogueBranch | undefined;
}

let view: LiveBranches | undefined;

export function liveBranches(): LiveBranches {
  const revision = catalogueRevision();
  if (view?.revision === revision) return view;
  const held = heldCatalogue();
  const places =
    held.kind === 'whole' ? held.catalogue.branches : mergedById(seedBranches(), held.patch?.branches ?? []);
  const clinics = places.filter((place) => place.kind === 'clinic').map(branchOfCatalogue);
  view = {
    revision,
    places,
    clinics,
    findClinic: (id) => clinics.find((clinic) => clinic.id === id),
    findPlace: (id) => places.find((place) => place.id === id),
  };
  return view;
}

export function useLiveBranches(): LiveBranches {
  return useSyncExternalStore(subscribeCatalogue, liveBranches, liveBranches);
}
