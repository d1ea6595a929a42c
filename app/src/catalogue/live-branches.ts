import { BRANCHES, type Branch } from '@domain/branches';
import { useSyncExternalStore } from 'react';
import { catalogueRevision, heldCatalogue, subscribeCatalogue } from './catalogue-holder';

/**
 * The clinics as this page shows them (names, addresses, map links, hours in words): light enough for
 * every page's header and footer. The compiled clinics, or those the page's patch or the whole
 * catalogue held carries already worded (`clinicsOf`), so a first visit loads neither the catalogue
 * nor the code that words a week's hours.
 */
export interface LiveBranches {
  revision: number;
  clinics: readonly Branch[];
  findClinic(id: string): Branch | undefined;
}

let view: LiveBranches | undefined;

export function liveBranches(): LiveBranches {
  const revision = catalogueRevision();
  if (view?.revision === revision) return view;
  const held = heldCatalogue();
  const clinics = held.kind === 'whole' ? held.clinics : (held.patch?.clinics ?? BRANCHES);
  view = { revision, clinics, findClinic: (id) => clinics.find((clinic) => clinic.id === id) };
  return view;
}

export function useLiveBranches(): LiveBranches {
  return useSyncExternalStore(subscribeCatalogue, liveBranches, liveBranches);
}
