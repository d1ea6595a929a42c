import { FEATURED_SERVICES } from '@domain/catalogue/services';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/icons';
import { Reveal } from '../../../components/reveal';
import { SectionHeader } from '../../../components/section-header';
import { paths } from '../../../config/paths';
import { ServiceCard } from '../shared/service-card';
import './featured-services-section.css';

/** The clinic's signature programs, straight from the catalogue's featured flag. */
export function FeaturedServicesSection() {
  if (FEATURED_SERVICES.length === 0) return null;
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
          {FEATURED_SERVICES.slice(0, 3).map((service, index) => (
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
