import { usePageTitle } from '../../components/use-page-title';

export function DeletedBookingsPage() {
  usePageTitle('Deleted Bookings');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Deleted Bookings</h1>
      <p className="lead">View all deleted bookings for audit and review</p>
    </section>
  );
}
