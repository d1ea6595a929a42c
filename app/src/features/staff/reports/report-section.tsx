import { type ReactNode, useState } from 'react';
import { saveFile } from '../api/export-api';
import { fetchReportCsv, type ReportName, type ReportQuery } from './reports-api';
import type { ReportLoad } from './use-report';

interface ReportSectionProps<T> {
  name: ReportName;
  title: string;
  lead: string;
  query: ReportQuery;
  load: ReportLoad<T>;
  children: (data: T) => ReactNode;
}

/** One report: its title and what it counts, its figures, and its CSV download. */
export function ReportSection<T>({ name, title, lead, query, load, children }: ReportSectionProps<T>) {
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = `report-${name}-title`;

  const download = async () => {
    setDownloading(true);
    setProblem(null);
    try {
      saveFile(await fetchReportCsv(name, query));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Could not download the report');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="report" aria-labelledby={titleId}>
      <header className="report__head">
        <div>
          <h2 id={titleId} className="report__title">
            {title}
          </h2>
          <p className="report__lead">{lead}</p>
        </div>
        <button
          type="button"
          className="staff-button"
          onClick={() => void download()}
          disabled={downloading || load.phase !== 'ready'}
          aria-describedby={titleId}
        >
          {downloading ? 'Downloading…' : 'Download CSV'}
        </button>
      </header>
      {problem ? (
        <p className="staff__error" role="alert">
          {problem}
        </p>
      ) : null}
      {load.phase === 'loading' ? <p className="report__status">Loading…</p> : null}
      {load.phase === 'error' ? (
        <p className="staff__error" role="alert">
          {load.message}
        </p>
      ) : null}
      {load.phase === 'ready' ? children(load.data) : null}
    </section>
  );
}
