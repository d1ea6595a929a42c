import { type ClientPackage, canRedeem } from '@domain/packages';
import type { PackageEvent } from '@domain/schemas/packages';
import { useEffect, useState } from 'react';
import { liveCatalogue } from '../../../catalogue/live-catalogue';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { fetchClientPackages, fetchPackage, redeemSession, undoSession } from '../api/payment-api';
import { PackageHistory } from './package-history';
import { TransferPackage } from './transfer-package';

function leftText(pkg: ClientPackage): string {
  return pkg.sessionsLeft === null
    ? `unlimited, ${pkg.sessionsUsed} used`
    : `${pkg.sessionsLeft} of ${pkg.sessionsTotal} left`;
}

/**
 * The client's packages: spend a session at this visit, undo the last spend with one click, and each
 * package's history (read from the server when opened) with a way to give back any spend still open.
 */
export function StaffPackages({
  bookingId,
  disabledReason,
}: {
  bookingId: string;
  disabledReason: string | null;
}) {
  const [packages, setPackages] = useState<ClientPackage[] | null>(null);
  const [lastSpend, setLastSpend] = useState<{ packageId: string; redemptionId: string } | null>(null);
  const [histories, setHistories] = useState<Record<string, PackageEvent[]>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const isAdmin = useSession().user?.role === 'admin';

  useEffect(() => {
    let live = true;
    fetchClientPackages(bookingId).then(
      (rows) => live && setPackages(rows),
      () => live && setPackages([]),
    );
    return () => {
      live = false;
    };
  }, [bookingId]);

  function replace(updated: ClientPackage & { history?: PackageEvent[] }) {
    setPackages((rows) => rows?.map((row) => (row.id === updated.id ? updated : row)) ?? null);
    const { history } = updated;
    if (history) setHistories((known) => ({ ...known, [updated.id]: history }));
  }

  async function loadHistory(packageId: string) {
    if (histories[packageId]) return;
    try {
      replace(await fetchPackage(packageId));
    } catch (error) {
      setMessage(isApiError(error) ? error.message : 'The history did not load. Try again.');
    }
  }

  const giveBack = (packageId: string, redemptionId: string) =>
    act(async () => {
      const updated = await undoSession(packageId, redemptionId);
      replace(updated);
      if (lastSpend?.redemptionId === redemptionId) setLastSpend(null);
      setMessage(`Given back: ${leftText(updated)}.`);
    });

  async function act(work: () => Promise<void>) {
    if (disabledReason) return;
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setMessage(isApiError(error) ? error.message : 'That did not work. Try again.');
    } finally {
      setBusy(false);
    }
  }

  const spend = (pkg: ClientPackage) =>
    act(async () => {
      const updated = await redeemSession(pkg.id, bookingId);
      replace(updated);
      const redemptionId = [...updated.history].reverse().find((event) => event.redemptionId)?.redemptionId;
      setLastSpend(redemptionId ? { packageId: pkg.id, redemptionId } : null);
      setMessage(`Session spent: ${leftText(updated)}.`);
    });

  const undo = () =>
    act(async () => {
      if (!lastSpend) return;
      const updated = await undoSession(lastSpend.packageId, lastSpend.redemptionId);
      replace(updated);
      setLastSpend(null);
      setMessage(`Undone: ${leftText(updated)}.`);
    });

  if (!packages || packages.length === 0) return null;
  const { findService } = liveCatalogue();
  return (
    <div className="staff-packages">
      <h3 className="booking-view__heading">Client’s packages</h3>
      <ul className="staff-packages__list">
        {packages.map((pkg) => {
          const name = findService(pkg.serviceId)?.name ?? pkg.serviceId;
          return (
            <li key={pkg.id} className="staff-packages__item" data-testid="staff-package">
              <span>
                {name} — {pkg.title}: <strong>{leftText(pkg)}</strong>
              </span>
              <button
                type="button"
                className="button button--primary button--small"
                onClick={() => void spend(pkg)}
                disabled={busy || Boolean(disabledReason) || !canRedeem(pkg)}
              >
                Spend a session
              </button>
              <details
                className="staff-packages__history"
                onToggle={(event) => {
                  if (event.currentTarget.open) void loadHistory(pkg.id);
                }}
              >
                <summary>History</summary>
                {histories[pkg.id] ? (
                  <PackageHistory
                    history={histories[pkg.id] ?? []}
                    busy={busy || Boolean(disabledReason)}
                    onUndo={(redemptionId) => void giveBack(pkg.id, redemptionId)}
                  />
                ) : (
                  <p>Loading…</p>
                )}
              </details>
              {isAdmin && pkg.transferable && !disabledReason ? (
                <TransferPackage
                  packageId={pkg.id}
                  onMoved={(moved) =>
                    setPackages((rows) => rows?.filter((row) => row.id !== moved.id) ?? null)
                  }
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {lastSpend ? (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => void undo()}
          disabled={busy}
        >
          Undo last session
        </button>
      ) : null}
      <p className="staff-payment__message" role="status">
        {message}
      </p>
    </div>
  );
}
