import type { Service } from '@domain/catalogue/types';
import { Breadcrumbs } from './breadcrumbs';
import { PurchasePanel } from './purchase-panel';
import { ServiceGallery } from './service-gallery';
import { ServiceInfoSections } from './service-info-sections';
import { usePackageChoice } from './use-package-choice';
import './service-detail.css';

/** The standard page of a treatment: gallery and purchase panel, then the details. */
export function ServiceDetail({ service }: { service: Service }) {
  const choice = usePackageChoice(service);
  return (
    <article className="service-detail">
      <div className="service-detail__top">
        <div className="container">
          <Breadcrumbs service={service} />
          <div className="service-detail__grid">
            <ServiceGallery name={service.name} images={service.images} />
            <PurchasePanel service={service} choice={choice} />
          </div>
        </div>
      </div>
      <ServiceInfoSections service={service} />
    </article>
  );
}
