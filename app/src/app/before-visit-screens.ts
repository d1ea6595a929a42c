/**
 * The client's before-the-visit screens (the health form and the consent forms), from one module:
 * the screen table imports both through it, so the entry every visitor downloads first names their
 * files once instead of once per screen (the home page's script budget, e2e/budgets.e2e.ts).
 */
export { ConsentPage } from '../features/consent/consent-page';
export { HealthFormPage } from '../features/health-form/health-form-page';
