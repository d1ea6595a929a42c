import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type PagedQuery, pagedQueryToParams, parsePagedQuery } from './paged-query';

export function usePagedQuery(): [PagedQuery, (next: PagedQuery) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const query = useMemo(() => parsePagedQuery(new URLSearchParams(text)), [text]);
  const setQuery = useCallback(
    (next: PagedQuery) => setParams(pagedQueryToParams(next), { replace: true }),
    [setParams],
  );
  return [query, setQuery];
}
