import { CATEGORY_NAMES } from '@domain/categories';
import { selectPromo } from '@domain/pricing';
import { serviceTitle } from '@domain/seo/page-title';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useLiveCatalogue } from '../../../catalogue/live-catalogue';
import { ArrowRightIcon } from '../../../components/icons';
import { ArrowLeftIcon } from '../../../components/screen-icons';
import { usePageTitle } from '../../../components/use-page-title';
import { paths } from '../../../config/paths';
import { AddToCartButton } from '../service/add-to-cart-button';
import { ServiceFlags } from '../service/service-flags';
import { ServicePrice } from '../shared/service-price';
import './selected-service-detail.css';

interface SelectedServiceDetailProps {
  serviceId: string;
  /** The list this detail was opened from, without the selectedService parameter. */
  backHref: string;
}

/** The services page's inline look at one treatment (query parameter selectedService). */
export function SelectedServiceDetail({ serviceId, backHref }: SelectedServiceDetailProps) {
  const service = useLiveCatalogue().findOffered(serviceId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  usePageTitle(serviceTitle(service?.name));

  // The list was replaced by this detail: move focus to its heading so keyboard users land on it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const back = (
    <Link className="text-link selected-service__back" to={backHref}>
      <ArrowLeftIcon /> Back to all services
    </Link>
  );

  if (!service) {
    return (
      <section className="selected-service" aria-labelledby="selected-title">
        {back}
        <h1 id="selected-title" ref={headingRef} tabIndex={-1}>
          Service Not Found
        </h1>
        <p>We couldn't find that treatment. Please choose another from our list.</p>
      </section>
    );
  }

  const benefits = service.benefits.slice(0, 4);
  return (
    <section className="selected-service" aria-labelledby="selected-title">
      {back}
      <div className="selected-service__card">
        <div className="selected-service__media">
          <img
            className="selected-service__image"
            src={service.image}
            alt={service.name}
            width="640"
            height="480"
            decoding="async"
          />
        </div>
        <div className="selected-service__body">
          <p className="eyebrow">{CATEGORY_NAMES[service.category]}</p>
          <h1 id="selected-title" ref={headingRef} tabIndex={-1}>
            {service.name}
          </h1>
          <p className="selected-service__slogan">{service.slogan}</p>
          <ServicePrice service={service} size="large" />
          <p>{service.longDescription}</p>
          <ServiceFlags service={service} />
          <ul className="check-list">
            {benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          <div className="selected-service__actions">
            <AddToCartButton item={{ id: service.id, ...selectPromo(service, null), image: service.image }} />
            <Link className="text-link" to={paths.service.href(service.id)}>
              {service.hasPromoPackages ? 'See packages and full details' : 'See full details'}{' '}
              <ArrowRightIcon />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
