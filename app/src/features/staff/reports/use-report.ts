import { useEffect, useState } from 'react';
import { fetchReport, type ReportAnswers, type ReportName, type ReportQuery } from './reports-api';

export type ReportLoad<T> =
  | { phase: 'loading' }
  | { phase: 'error'; message: string }
  | { phase: 'ready'; data: T };

/** A report for the chosen period and branch, fetched again whenever either changes. */
export function useReport<N extends ReportName>(
  name: N,
  query: ReportQuery | null,
): ReportLoad<ReportAnswers[N]> {
  const [load, setLoad] = useState<ReportLoad<ReportAnswers[N]>>({ phase: 'loading' });
  const from = query?.from;
  const to = query?.to;
  const branch = query?.branch;

  useEffect(() => {
    if (!from || !to) return;
    const controller = new AbortController();
    setLoad({ phase: 'loading' });
    fetchReport(name, { from, to, branch: branch ?? '' }, controller.signal).then(
      (data) => setLoad({ phase: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({
          phase: 'error',
          message: error instanceof Error ? error.message : 'Could not load the report',
        });
      },
    );
    return () => controller.abort();
  }, [name, from, to, branch]);

  return load;
}
