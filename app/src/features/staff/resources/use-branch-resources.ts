import { catalogueRules } from '@domain/catalogue/catalogue-rules';
import type { DayHours, WeeklyHours } from '@domain/catalogue/catalogue-shapes';
import type { PlaceId } from '@domain/opening-hours';
import { useEffect, useState } from 'react';
import { fetchStaffCatalogue } from '../catalogue/catalogue-api';
import { type AffectedVisit, type DeskResource, fetchAffected, fetchResources } from './resources-api';

export interface BranchResources {
  branch: string;
  resources: DeskResource[];
  affected: AffectedVisit[];
  /** The branch's hours on a date in the current catalogue, null when it is closed (as the server reads them). */
  hoursOn(date: string): DayHours | null;
  /** The branch's weekly hours, where a new weekly schedule starts from. */
  weekly: WeeklyHours | undefined;
}

export type Load =
  | { phase: 'loading' }
  | { phase: 'error'; message: string }
  | ({ phase: 'ready' } & BranchResources);

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Could not load';

/**
 * A branch's resources, the visits that need another person and the branch's hours. `refresh()`
 * asks again while the list stays on screen (a button that opened a dialog keeps its place and focus);
 * another branch shows "Loading" until it comes.
 */
export function useBranchResources(branch: string) {
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const [reads, setReads] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reads` asks again after a change.
  useEffect(() => {
    const abort = new AbortController();
    setLoad((current) =>
      current.phase === 'ready' && current.branch === branch ? current : { phase: 'loading' },
    );
    Promise.all([
      fetchResources(branch, abort.signal),
      fetchAffected(branch, abort.signal),
      fetchStaffCatalogue(abort.signal),
    ]).then(
      ([resources, affected, catalogue]) => {
        const rules = catalogueRules(catalogue);
        const place = branch as PlaceId;
        setLoad({
          phase: 'ready',
          branch,
          resources,
          affected,
          hoursOn: (date) => (rules.closedDates(place).includes(date) ? null : rules.hoursOn(place, date)),
          weekly: catalogue.branches.find((entry) => entry.id === branch)?.hours,
        });
      },
      (error: unknown) => {
        if (!abort.signal.aborted) setLoad({ phase: 'error', message: messageOf(error) });
      },
    );
    return () => abort.abort();
  }, [branch, reads]);

  return { load, refresh: () => setReads((count) => count + 1) };
}
