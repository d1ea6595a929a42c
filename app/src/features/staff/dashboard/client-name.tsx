import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { BookingDetailState } from './use-booking-detail';

/** The booking's client by name, linked to their record once the booking's detail names it. */
export function ClientName({ name, detail }: { name: string; detail: BookingDetailState }) {
  const clientId = detail.phase === 'ready' ? detail.detail.clientId : null;
  if (!clientId) return name;
  return (
    <Link to={paths.admin.client.href(clientId)} title="Open the client’s record">
      {name}
    </Link>
  );
}
