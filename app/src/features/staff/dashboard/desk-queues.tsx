import { minutesWaited } from '@domain/booking-status';
import { BRANCH_LABELS, type BranchId } from '@domain/branches';
import { DESK_QUEUE_LABELS, DESK_QUEUES, type DeskQueue } from '@domain/desk-queues';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { fetchDeskQueues, type DeskQueues as Queues } from '../api/desk-queues-api';
import { formatClock12, timeLabel } from '../format';
import './desk-queues.css';

function waitedLabel(minutes: number): string {
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/**
 * The desk's home screen (issue 29): today's waiting list (arrived clients, first come first, with how
 * long each has waited) and the work queues, each tile one tap to its list (`/admin?queue=`).
 * Loaded again whenever the bookings list is (`reloadKey`), and the waits move on every minute.
 */
export function DeskQueues({ active, reloadKey }: { active: 'all' | DeskQueue; reloadKey: unknown }) {
  const [queues, setQueues] = useState<Queues | null>(null);
  const [now, setNow] = useState(() => Date.now());

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey is the signal to load again.
  useEffect(() => {
    const controller = new AbortController();
    fetchDeskQueues(controller.signal)
      .then((answer) => {
        setQueues(answer);
        setNow(Date.now());
      })
      .catch(() => undefined); // Offline or refused: the tiles stay as last loaded.
    return () => controller.abort();
  }, [reloadKey]);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  if (!queues) return null;
  return (
    <div className="desk-home">
      <section className="desk-home__waiting" aria-labelledby="waiting-title">
        <h2 id="waiting-title">Waiting now</h2>
        {queues.waiting.length === 0 ? (
          <p className="desk-home__empty">No one is waiting.</p>
        ) : (
          <ol className="desk-home__waiting-list">
            {queues.waiting.map((client) => (
              <li key={client.id}>
                <span className="desk-home__who">{client.customerName}</span>
                <span className="desk-home__detail">
                  {timeLabel(client.time)} · {BRANCH_LABELS[client.branch as BranchId] ?? client.branch} ·
                  arrived {formatClock12(Date.parse(client.arrivedAt))}
                </span>
                <strong className="desk-home__waited">
                  waited {waitedLabel(minutesWaited(client.arrivedAt, new Date(now)))}
                </strong>
              </li>
            ))}
          </ol>
        )}
      </section>
      <nav className="desk-home__queues" aria-label="Work queues">
        <ul>
          {DESK_QUEUES.map((queue) => (
            <li key={queue}>
              <Link
                to={`${paths.admin.dashboard.href()}?queue=${queue}`}
                className={`desk-queue${queues.counts[queue] > 0 ? ' desk-queue--busy' : ''}`}
                aria-current={active === queue ? 'page' : undefined}
              >
                <span className="desk-queue__count">{queues.counts[queue].toLocaleString('en-PH')}</span>
                <span className="desk-queue__label">{DESK_QUEUE_LABELS[queue]}</span>
              </Link>
            </li>
          ))}
        </ul>
        {active !== 'all' ? (
          <p className="desk-home__showing">
            Showing: {DESK_QUEUE_LABELS[active]}.{' '}
            <Link to={paths.admin.dashboard.href()}>Show all bookings</Link>
          </p>
        ) : null}
      </nav>
    </div>
  );
}
