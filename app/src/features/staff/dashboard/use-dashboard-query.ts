import type { BranchId } from '@domain/branches';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type DashboardQuery, dashboardQueryToParams, parseDashboardQuery } from './dashboard-query';

/**
 * The dashboard's query, read from and written to the address bar (replacing, so Back leaves the
 * page); a branch filter only among `branches`, the account's.
 */
export function useDashboardQuery(
  branches: readonly BranchId[],
): [DashboardQuery, (next: DashboardQuery) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const places = branches.join(',');
  const query = useMemo(
    () => parseDashboardQuery(new URLSearchParams(text), places.split(',') as BranchId[]),
    [text, places],
  );
  const setQuery = useCallback(
    (next: DashboardQuery) => setParams(dashboardQueryToParams(next), { replace: true }),
    [setParams],
  );
  return [query, setQuery];
}
