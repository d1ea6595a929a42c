import { Link } from 'react-router-dom';
import { SectionHeader } from '../../../components/section-header';
import { paths } from '../../../config/paths';

export function AboutCta() {
  return (
    <section className="section" aria-labelledby="about-cta-title">
      <div className="container about-cta">
        <SectionHeader eyebrow="Your next step" title="Ready when you are" titleId="about-cta-title">
          Browse our treatments at your own pace, or talk to a doctor online first if you'd like advice.
        </SectionHeader>
        <div className="about-cta__actions">
          <Link className="button button--primary button--large" to={paths.services.href()}>
            Explore our services
          </Link>
          <Link className="button button--ghost button--large" to={paths.onlineConsultation.href()}>
            Book an online consultation
          </Link>
        </div>
      </div>
    </section>
  );
}
