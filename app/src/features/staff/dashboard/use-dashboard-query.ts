import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type DashboardQuery, dashboardQueryToParams, parseDashboardQuery } from './dashboard-query';

/** The dashboard's query, read from and written to the address bar (replacing, so Back leaves the page). */
export function useDashboardQuery(): [DashboardQuery, (next: DashboardQuery) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const query = useMemo(() => parseDashboardQuery(new URLSearchParams(text)), [text]);
  const setQuery = useCallback(
    (next: DashboardQuery) => setParams(dashboardQueryToParams(next), { replace: true }),
    [setParams],
  );
  return [query, setQuery];
}
