import { serviceTitle } from '@domain/seo/page-title';
import { useParams } from 'react-router-dom';
import { useLiveCatalogue } from '../../catalogue/live-catalogue';
import { usePageTitle } from '../../components/use-page-title';
import { SalesLayout } from './sales/sales-layout';
import { ServiceDetail } from './service/service-detail';
import { ServiceNotFound } from './service/service-not-found';

export function ServicePage() {
  const { serviceId = '' } = useParams();
  // A retired treatment is no longer offered: its page reads as gone, its past bookings keep its name.
  const service = useLiveCatalogue().findOffered(serviceId);
  usePageTitle(serviceTitle(service?.name));
  if (!service) return <ServiceNotFound />;
  // Keyed by id, so moving from one service to another starts with a fresh package choice.
  return service.salesLayout ? (
    <SalesLayout key={service.id} service={service} />
  ) : (
    <ServiceDetail key={service.id} service={service} />
  );
}
