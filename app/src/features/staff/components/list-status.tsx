import type { ReactNode } from 'react';
import type { ListPhase } from '../hooks/use-staff-list';
import './list-status.css';

interface ListStatusProps {
  phase: ListPhase;
  error: string | null;
  loadingText: string;
  emptyText: string;
  isEmpty: boolean;
  onRetry: () => void;
  /** The list itself, shown once there is something to show. */
  children: ReactNode;
}

export const OFFLINE_EMPTY_TEXT =
  'You are offline and this list has not been loaded on this device yet. It will load as soon as the connection is back.';

/** Loading, error, offline-without-a-copy and empty states around a back-office list. */
export function ListStatus({
  phase,
  error,
  loadingText,
  emptyText,
  isEmpty,
  onRetry,
  children,
}: ListStatusProps) {
  if (phase === 'loading') {
    return (
      <p className="list-status" role="status">
        {loadingText}
      </p>
    );
  }
  if (phase === 'error') {
    return (
      <div className="list-status list-status--error" role="alert">
        <p>Error: {error}</p>
        <button type="button" className="staff-button" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (phase === 'offline-empty')
    return <p className="list-status list-status--offline">{OFFLINE_EMPTY_TEXT}</p>;
  if (isEmpty) return <p className="list-status">{emptyText}</p>;
  return children;
}
