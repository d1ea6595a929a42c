import { useParams } from 'react-router-dom';
import { MyBookingsPage } from './my-bookings-page';
import { MyBookingsRequestPage } from './my-bookings-request-page';

/** `/my-bookings` asks for the link; `/my-bookings/:token` is the list the link opens. One chunk for both. */
export function MyBookingsScreen() {
  const { token } = useParams();
  return token ? <MyBookingsPage /> : <MyBookingsRequestPage />;
}
