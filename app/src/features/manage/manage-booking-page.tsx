import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title';
import { ManageBookingView } from './manage-booking-view';
import { ManageLoadError, ManageLoading, ManageNotFound } from './manage-load-states';
import { useManagedBooking } from './use-managed-booking';
import { useNoIndex } from './use-no-index';
import './manage.css';

/** `/my-booking/:token`: the client's own booking, reached from the link in our e-mails. */
export function ManageBookingPage() {
  const { token = '' } = useParams();
  const { state, retry, replace } = useManagedBooking(token);
  usePageTitle(state.phase === 'not-found' ? 'Booking not found' : 'Manage my booking');
  useNoIndex();

  switch (state.phase) {
    case 'loading':
      return <ManageLoading />;
    case 'not-found':
      return <ManageNotFound />;
    case 'error':
      return <ManageLoadError message={state.message} onRetry={retry} />;
    default:
      return <ManageBookingView token={token} booking={state.booking} onChange={replace} onRefresh={retry} />;
  }
}
