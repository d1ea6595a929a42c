import { findService } from '@domain/catalogue/services';
import { type ClientPackage, canRedeem } from '@domain/packages';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { fetchClientPackages, redeemSession, undoSession } from '../api/payment-api';
import { TransferPackage } from './transfer-package';

function leftText(pkg: ClientPackage): string {
  return pkg.sessionsLeft === null
    ? `unlimited, ${pkg.sessionsUsed} used`
    : `${pkg.sessionsLeft} of ${pkg.sessionsTotal} left`;
}

/** The client's packages: spend a session at this visit, and undo the last spend with one click. */
export function StaffPackages({
  bookingId,
  disabledReason,
}: {
  bookingId: string;
  disabledReason: string | null;
}) {
  const [packages, setPackages] = useState<ClientPackage[] | null>(null);
  const [lastSpend, setLastSpend] = useState<{ packageId: string; redemptionId: string } | null>(null);
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

  function replace(updated: ClientPackage) {
    setPackages((rows) => rows?.map((row) => (row.id === updated.id ? updated : row)) ?? null);
  }

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
