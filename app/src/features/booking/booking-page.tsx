import { usePageTitle } from '../../components/use-page-title';

export function BookingPage() {
  usePageTitle('Book your appointment');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Book your appointment</h1>
      <p className="lead">Online booking is being prepared. Please call us to book in the meantime.</p>
    </section>
  );
}
