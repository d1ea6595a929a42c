import type { CatalogueChange } from '@domain/catalogue/catalogue-history';
import type { Catalogue, CatalogueBranch, CatalogueService } from '@domain/catalogue/catalogue-shapes';
import { apiRequest } from '../../../lib/api-client';

export type { Catalogue, CatalogueBranch, CatalogueService };

/** What an admin may change on a treatment: any field of the catalogue's, the id excepted. */
export type ServiceChange = Partial<Omit<CatalogueService, 'id'>>;
export type NewService = Omit<CatalogueService, 'active' | 'needs'> &
  Partial<Pick<CatalogueService, 'needs'>>;
export type BranchChange = Partial<Omit<CatalogueBranch, 'id' | 'kind'>>;

export type CatalogueHistoryEntry = CatalogueChange;

/** The whole catalogue, retired treatments and ended promos included: the pages hide those. */
export async function fetchStaffCatalogue(signal?: AbortSignal): Promise<Catalogue> {
  return apiRequest<Catalogue>('/catalogue', {
    signal,
    fallbackMessage: 'Could not load the catalogue',
  });
}

export async function addService(service: NewService): Promise<CatalogueService> {
  const reply = await apiRequest<{ data: CatalogueService }>('/catalogue/services', {
    method: 'POST',
    auth: true,
    body: service,
    fallbackMessage: 'Could not add the treatment',
  });
  return reply.data;
}

export async function changeService(id: string, change: ServiceChange): Promise<CatalogueService> {
  const reply = await apiRequest<{ data: CatalogueService }>(
    `/catalogue/services/${encodeURIComponent(id)}`,
    { method: 'PATCH', auth: true, body: change, fallbackMessage: 'Could not save the treatment' },
  );
  return reply.data;
}

export async function changeBranch(id: string, change: BranchChange): Promise<CatalogueBranch> {
  const reply = await apiRequest<{ data: CatalogueBranch }>(`/catalogue/branches/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    auth: true,
    body: change,
    fallbackMessage: 'Could not save the branch',
  });
  return reply.data;
}

export async function fetchCatalogueHistory(signal?: AbortSignal): Promise<CatalogueHistoryEntry[]> {
  const reply = await apiRequest<{ data?: CatalogueHistoryEntry[] }>('/catalogue/history', {
    auth: true,
    signal,
    fallbackMessage: 'Could not load the history of changes',
  });
  return reply?.data ?? [];
}
