import { usePageTitle } from '../../components/use-page-title';

export function CompletedBookingsPage() {
  usePageTitle('Completed Bookings');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Completed Bookings</h1>
      <p className="lead">View all completed bookings and their details</p>
    </section>
  );
}
