import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';

/**
 * The health form and consent pages opened on the desk's tablet (`?at=desk`, issue 27 items 2 and 4):
 * the client fills them in at the clinic and hands the tablet back. The server hands out that address
 * to signed-in staff only (`POST /api/bookings/:id/desk-form`); the page reads nothing more than the
 * visit's link allows, whoever holds the tablet.
 */
export function useAtDesk(): boolean {
  const [params] = useSearchParams();
  return params.get('at') === 'desk';
}

/** What the page calls the device its answers wait on while offline. */
export const deviceWord = (atDesk: boolean) => (atDesk ? 'tablet' : 'phone');

interface LinkPageEndProps {
  token: string;
  atDesk: boolean;
  className: string;
}

/**
 * The end of a form page: on the client's phone, the way back to their booking; on the desk's
 * tablet, the request to hand it back, and the staff member's way back to the bookings (their
 * booking page stays out of reach of the client holding the tablet).
 */
export function LinkPageEnd({ token, atDesk, className }: LinkPageEndProps) {
  if (!atDesk)
    return (
      <p className={className}>
        <Link className="text-link" to={paths.myBooking.href(token)}>
          Back to your booking
        </Link>
      </p>
    );
  return (
    <div className={`${className} at-desk__end`}>
      <p>When you are done, please hand the tablet back to the front desk. Thank you!</p>
      <Link className="button button--ghost" to={paths.admin.dashboard.href()}>
        Staff: back to the bookings
      </Link>
    </div>
  );
}
