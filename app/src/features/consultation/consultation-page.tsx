import { usePageTitle } from '../../components/use-page-title';

export function ConsultationPage() {
  usePageTitle('Online Consultation');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Online Consultation</h1>
      <p className="lead">A 30-minute video consultation with our doctors from ₱700.</p>
    </section>
  );
}
