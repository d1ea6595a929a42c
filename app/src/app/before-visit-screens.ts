/**
 * The screens a client opens from a link we sent (the health form, the consent forms, a waitlist
 * offer), from one module: the screen table imports them through it, so the entry every visitor
 * downloads first names their files once instead of once per screen (the home page's script budget,
 * e2e/budgets.e2e.ts).
 */
export { ConsentPage } from '../features/consent/consent-page';
export { HealthFormPage } from '../features/health-form/health-form-page';
export { WaitlistOfferPage } from '../features/waitlist/waitlist-offer-page';
