import { useState } from 'react';
import { fetchBookingsCsv, saveFile } from '../api/export-api';
import type { ToastState } from '../hooks/use-toast';
import { type DashboardQuery, toBookingListParams } from './dashboard-query';

interface ExportButtonProps {
  /** The filters on screen; the file holds every booking they match, not just this page. */
  query: DashboardQuery;
  disabledReason: string | null;
  toast: ToastState;
}

/** Downloads the filtered list as CSV (UTF-8 with BOM, so Excel reads Las Piñas right). */
export function ExportButton({ query, disabledReason, toast }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const download = async () => {
    if (busy || disabledReason) return;
    setBusy(true);
    setError('');
    try {
      const { page: _page, ...filters } = toBookingListParams(query);
      const file = await fetchBookingsCsv(filters);
      saveFile(file);
      toast.show(`Downloading ${file.filename}.`);
    } catch (failure) {
      setError(
        `Could not export the bookings: ${failure instanceof Error && failure.message ? failure.message : 'Request failed'}`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="export-csv">
      <button
        type="button"
        className="staff-button staff-button--small"
        onClick={download}
        disabled={disabledReason !== null}
        title={disabledReason ?? undefined}
        aria-busy={busy || undefined}
      >
        {busy ? 'Exporting…' : 'Export CSV'}
      </button>
      {error ? (
        <p className="export-csv__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
