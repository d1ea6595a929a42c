import { usePageTitle } from '../../components/use-page-title';

export function ConsultationsPage() {
  usePageTitle('Online Consultations');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Online Consultations</h1>
      <p className="lead">View and manage online consultations</p>
    </section>
  );
}
