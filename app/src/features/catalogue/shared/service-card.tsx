import type { ServiceCardFacts } from '@domain/catalogue/types';
import { CATEGORY_NAMES } from '@domain/categories';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { ServicePrice } from './service-price';
import './service-card.css';

interface ServiceCardProps {
  service: ServiceCardFacts;
  headingLevel?: 2 | 3;
  /** Where the quick-look link points, when the card sits on the services page. */
  quickLookHref?: string | undefined;
  /** On phones, lay the card out as a compact row (long lists). */
  compact?: boolean;
}

/** A treatment as a card: the name links to its page and the whole card is the target. */
export function ServiceCard({ service, headingLevel = 3, quickLookHref, compact = false }: ServiceCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`service-card${compact ? ' service-card--compact' : ''}`}>
      <div className="service-card__media">
        <img src={service.image} alt="" width="480" height="360" loading="lazy" decoding="async" />
        {service.hasPromoPackages ? (
          <span className="service-card__badge">
            Promo<span className="service-card__badge-more"> packages</span>
          </span>
        ) : null}
      </div>
      <div className="service-card__body">
        <p className="service-card__category">{CATEGORY_NAMES[service.category]}</p>
        <Heading className="service-card__title">
          <Link className="service-card__link" to={paths.service.href(service.id)}>
            {service.name}
          </Link>
        </Heading>
        <p className="service-card__description">{service.shortDescription}</p>
        <div className="service-card__footer">
          <ServicePrice service={service} />
          {quickLookHref ? (
            <Link className="service-card__quick" to={quickLookHref}>
              Quick look<span className="visually-hidden">: {service.name}</span>
            </Link>
          ) : (
            <span className="service-card__cta" aria-hidden="true">
              View <ArrowRightIcon />
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
