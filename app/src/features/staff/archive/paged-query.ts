/** The query of a server-paged screen: a search and a page, kept in the address. */
export interface PagedQuery {
  search: string;
  page: number;
}

export const DEFAULT_PAGED_QUERY: PagedQuery = { search: '', page: 1 };

export function parsePagedQuery(params: URLSearchParams): PagedQuery {
  const page = Number(params.get('page'));
  return {
    search: params.get('q')?.trim() ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function pagedQueryToParams(query: PagedQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('q', query.search);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}
