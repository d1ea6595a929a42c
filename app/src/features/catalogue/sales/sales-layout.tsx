import { testimonialsFor } from '@domain/catalogue/treatment-testimonials';
import type { Service } from '@domain/catalogue/types';
import { Breadcrumbs } from '../service/breadcrumbs';
import { PurchasePanel } from '../service/purchase-panel';
import { ServiceGallery } from '../service/service-gallery';
import { ServiceInfoSections } from '../service/service-info-sections';
import { usePackageChoice } from '../service/use-package-choice';
import { TestimonialsSection } from '../shared/testimonials-section';
import { ChatWithUs } from './chat-with-us';
import { OfferCountdown } from './offer-countdown';
import { ProgramInfo, programParts } from './program-info';
import { PromoCodeBox } from './promo-code-box';
import '../service/service-detail.css';
import './sales-layout.css';

/** The long-form page of the weight-loss programs: offer timer, program, promo code and stories. */
export function SalesLayout({ service }: { service: Service }) {
  const choice = usePackageChoice(service);
  const stories = testimonialsFor(service.id);
  return (
    <article className="service-detail sales">
      <OfferCountdown promotion={service.promotion} />
      <div className="service-detail__top">
        <div className="container">
          <Breadcrumbs service={service} />
          <div className="service-detail__grid">
            <ServiceGallery name={service.name} images={service.images} />
            <PurchasePanel
              service={service}
              choice={choice}
              badge={
                service.programDuration ? (
                  <p className="sales__badge">Doctor-guided program · {service.programDuration}</p>
                ) : null
              }
            >
              <PromoCodeBox choice={choice} />
              <ChatWithUs serviceName={service.name} />
            </PurchasePanel>
          </div>
        </div>
      </div>
      <ProgramInfo service={service} />
      <ServiceInfoSections service={service} omit={programParts(service)} />
      {stories.length > 0 ? (
        <TestimonialsSection
          titleId="sales-testimonials-title"
          eyebrow={`Clients on ${service.name}`}
          title="Clients who started where you are"
          intro={`What clients say about ${service.name} itself. Results vary from person to person.`}
          items={stories}
        />
      ) : null}
    </article>
  );
}
