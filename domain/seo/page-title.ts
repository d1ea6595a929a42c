import { PRODUCT_NAME } from '../brand';

/**
 * The document title of each public page, read by the server's page heads (page-head.ts) and by the
 * app as it renders (app/src/components/use-page-title.ts), so a shared link and the open tab agree.
 */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

export const PAGE_TITLES = {
  services: 'Our Services',
  about: 'About Us',
  terms: 'Terms of Service',
  privacy: 'Privacy notice',
  cart: 'Your Cart',
  booking: 'Book your appointment',
  onlineConsultation: 'Online Consultation',
  serviceNotFound: 'Service Not Found',
} as const;

/** `/services`, or one category of it: 'Face Slimming Services'. */
export function servicesTitle(categoryName: string | null | undefined): string {
  return categoryName ? `${categoryName} Services` : PAGE_TITLES.services;
}

/** A treatment's page, by its name; 'Service Not Found' when there is none. */
export function serviceTitle(serviceName: string | null | undefined): string {
  return serviceName ?? PAGE_TITLES.serviceNotFound;
}
