import { usePageTitle } from '../../components/use-page-title';

export function DashboardPage() {
  usePageTitle('Admin Dashboard');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Admin Dashboard</h1>
      <p className="lead">Manage bookings and appointments</p>
    </section>
  );
}
