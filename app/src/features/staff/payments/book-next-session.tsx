import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { fetchClientPackages } from '../api/payment-api';
import { type NextSession, withPackage } from '../desk/next-session';

/**
 * "Book the next session": the desk's new-booking screen with the client, the place and the treatment
 * filled in, from the client's open package for it when there is one. Nothing is booked here.
 */
export function BookNextSession({
  bookingId,
  next,
  prominent,
}: {
  bookingId: string;
  next: NextSession;
  /** Once nothing is due, the next session is the counter's next step. */
  prominent: boolean;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function open() {
    setBusy(true);
    // Without the packages (offline, or they failed to load), the session is priced as usual.
    const packages = await fetchClientPackages(bookingId).catch(() => []);
    navigate(paths.admin.newBooking.href(), { state: { nextSession: withPackage(next, packages) } });
  }

  return (
    <button
      type="button"
      className={`button button--small ${prominent ? 'button--primary' : 'button--ghost'}`}
      onClick={() => void open()}
      disabled={busy}
    >
      Book the next session
    </button>
  );
}
