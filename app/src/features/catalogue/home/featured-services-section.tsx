import { SIGNATURE_PROGRAM_CARDS } from '@domain/catalogue/services/signature-program-cards';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/icons';
import { Reveal } from '../../../components/reveal';
import { SectionHeader } from '../../../components/section-header';
import { paths } from '../../../config/paths';
import { ServiceCard } from '../shared/service-card';
import './featured-services-section.css';

/** The clinic's signature programs as cards: the catalogue's featured services, without their pages. */
export function FeaturedServicesSection() {
  if (SIGNATURE_PROGRAM_CARDS.length === 0) return null;
  return (
    <section className="section section--blush" aria-labelledby="featured-title">
      <div className="container">
        <SectionHeader
          eyebrow="Signature programs"
          title="Our most-loved treatments"
          titleId="featured-title"
        >
          Complete slimming programs our doctors designed for visible, lasting change.
        </SectionHeader>
        <ul className="featured-grid">
          {SIGNATURE_PROGRAM_CARDS.slice(0, 3).map((service, index) => (
            <Reveal as="li" key={service.id} order={index}>
              <ServiceCard service={service} />
            </Reveal>
          ))}
        </ul>
        <div className="featured-grid__more">
          <Link className="text-link" to={paths.services.href()}>
            See all treatments <ArrowRightIcon />
          </Link>
        </div>
      </div>
    </section>
  );
}
