import type { Service } from '@domain/catalogue/types';
import { ClockIcon } from '../../../components/icons';
import { Reveal } from '../../../components/reveal';
import './service-info-sections.css';

function ListCard({ title, items, id }: { title: string; items: readonly string[] | undefined; id: string }) {
  if (!items || items.length === 0) return null;
  return (
    <Reveal as="section" className="info-card" aria-labelledby={id}>
      <h2 id={id} className="info-card__title">
        {title}
      </h2>
      <ul className="check-list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Reveal>
  );
}

export type InfoPart = 'benefits' | 'steps' | 'inclusions';

interface ServiceInfoSectionsProps {
  service: Service;
  /** Parts another section of the page already shows. */
  omit?: readonly InfoPart[];
}

/** Everything else the catalogue tells about a treatment, below the purchase panel. */
export function ServiceInfoSections({ service, omit = [] }: ServiceInfoSectionsProps) {
  const benefits = omit.includes('benefits') ? [] : [...service.benefits, ...(service.moreBenefits ?? [])];
  const steps = omit.includes('steps') ? [] : (service.steps ?? []);
  const inclusions = omit.includes('inclusions') ? [] : (service.inclusions ?? []);
  return (
    <div className="service-info container">
      <div className="service-info__main">
        <Reveal as="section" className="info-prose" aria-labelledby="about-treatment">
          <h2 id="about-treatment">About this treatment</h2>
          <p>{service.longDescription}</p>
          {service.moreDescription ? <p>{service.moreDescription}</p> : null}
        </Reveal>
        {steps.length > 0 ? (
          <Reveal as="section" className="info-card" aria-labelledby="treatment-steps">
            <h2 id="treatment-steps" className="info-card__title">
              How it works
            </h2>
            <ol className="info-steps">
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </Reveal>
        ) : null}
        {inclusions.length > 0 ? (
          <Reveal as="section" className="info-card" aria-labelledby="treatment-inclusions">
            <h2 id="treatment-inclusions" className="info-card__title">
              What's included
            </h2>
            <ul className="info-inclusions">
              {inclusions.map((inclusion) => (
                <li key={`${inclusion.title ?? ''}${inclusion.subtitle ?? ''}`}>
                  {inclusion.title ? <strong>{inclusion.title}</strong> : null}
                  {inclusion.subtitle ? <span>{inclusion.subtitle}</span> : null}
                </li>
              ))}
            </ul>
          </Reveal>
        ) : null}
      </div>
      <div className="service-info__aside">
        <ListCard id="treatment-benefits" title="Benefits" items={benefits} />
        <ListCard id="treatment-recommended" title="Recommended for" items={service.recommendedFor} />
        <ListCard id="treatment-clients-choose" title="Why clients choose it" items={service.clientsChoose} />
        <ListCard id="treatment-ideal" title="Ideal for" items={service.idealFor} />
        {service.downtime ? (
          <Reveal as="section" className="info-card info-card--downtime" aria-labelledby="treatment-downtime">
            <h2 id="treatment-downtime" className="info-card__title">
              <ClockIcon /> Downtime
            </h2>
            <p>{service.downtime}</p>
          </Reveal>
        ) : null}
      </div>
    </div>
  );
}
