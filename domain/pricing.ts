import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from './cart-limits';
import type { ServiceSource } from './catalogue/catalogue-rules';
import { promoOnOffer } from './catalogue/promo-window';
import type { PromoPackage, Service } from './catalogue/types';
import {
  applyPromoDiscount,
  INVALID_PROMO_MESSAGE,
  isValidPromoCode,
  normalizePromoCode,
} from './promo-codes';

export interface CartLineInput {
  id: string;
  quantity: number;
  selectedPromo?: string | null;
  promoCode?: string | null;
  /** A session booked from a package the client holds: priced 0, one per line. */
  packageId?: string | null;
}

export interface PricedLine {
  id: string;
  name: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  selectedPromo: string | null;
  promoCode: string | null;
  packageId?: string;
}

export type PricingResult = { ok: true; lines: PricedLine[]; total: number } | { ok: false; message: string };

/** A 'Price upon consultation' service is booked at 0; the team quotes it after the consultation. */
export function basePrice(service: Service): number {
  return typeof service.price === 'number' ? service.price : 0;
}

export function findPromoPackage(service: Service, promoTitle: string): PromoPackage | undefined {
  return service.promoPackages?.find((promo) => promo.title === promoTitle);
}

export function unknownPromoMessage(service: Service, promoTitle: string): string {
  return `Unknown promo package "${promoTitle}" for ${service.name}`;
}

/**
 * The name and price a cart line carries: the package's ('Service Name - Package Title' at its promo
 * price, the service named once: see `packageLineName`), or with no package the service's own. Throws for a title the service does not offer.
 */
export function selectPromo(service: Service, promoTitle: string | null): { name: string; price: number } {
  if (promoTitle === null) return { name: service.name, price: basePrice(service) };
  const promo = findPromoPackage(service, promoTitle);
  if (!promo) throw new Error(unknownPromoMessage(service, promoTitle));
  return { name: `${service.packageLineName ?? service.name} - ${promo.title}`, price: promo.promoPrice };
}

function blankToNull(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  return value;
}

export const FROM_PACKAGE = 'from package';

/** A session paid for already by a package: one visit, priced 0, no promo or code on top. */
function packageLine(service: Service, line: CartLineInput): PricedLine | string {
  if (line.quantity !== 1) return `Book one session of ${service.name} at a time from a package`;
  if (blankToNull(line.selectedPromo) !== null || blankToNull(line.promoCode) !== null) {
    return `A session from a package of ${service.name} takes no promo package or code`;
  }
  return {
    id: service.id,
    name: `${service.name} (${FROM_PACKAGE})`,
    unitPrice: 0,
    quantity: 1,
    lineTotal: 0,
    selectedPromo: null,
    promoCode: null,
    packageId: line.packageId ?? undefined,
  };
}

/** Whether a package is offered at `now`: promo-window.ts holds the rule, for the pages too. */
export function promoIsLive(promo: PromoPackage, now: Date): boolean {
  return promoOnOffer(promo, now);
}

function promoWindowProblem(service: Service, promo: PromoPackage, now: Date): string | undefined {
  if (promoOnOffer(promo, now)) return undefined;
  if (promo.endsAt && now.getTime() >= Date.parse(promo.endsAt)) {
    return `The promo package "${promo.title}" for ${service.name} ended on ${promo.endsAt.slice(0, 10)}. Choose another package or the single session.`;
  }
  return `The promo package "${promo.title}" for ${service.name} starts on ${(promo.startsAt ?? '').slice(0, 10)}. Choose another package or the single session.`;
}

export function retiredServiceMessage(service: Service): string {
  return `${service.name} is no longer offered. Remove it from your cart or choose another treatment.`;
}

function priceLine(line: CartLineInput, catalogue: ServiceSource, now: Date): PricedLine | string {
  const service = catalogue.findService(line.id);
  if (!service) return `Unknown service: ${line.id}`;
  if (service.active === false) return retiredServiceMessage(service);

  const { quantity } = line;
  if (!Number.isInteger(quantity) || quantity < MIN_LINE_QUANTITY || quantity > MAX_LINE_QUANTITY) {
    return `Quantity for ${service.name} must be a whole number from ${MIN_LINE_QUANTITY} to ${MAX_LINE_QUANTITY}`;
  }

  if (line.packageId) return packageLine(service, line);

  const selectedPromo = blankToNull(line.selectedPromo);
  if (selectedPromo !== null) {
    const promo = findPromoPackage(service, selectedPromo);
    if (!promo) return unknownPromoMessage(service, selectedPromo);
    const window = promoWindowProblem(service, promo, now);
    if (window) return window;
  }
  const { name, price } = selectPromo(service, selectedPromo);

  const enteredCode = blankToNull(line.promoCode);
  let promoCode: string | null = null;
  if (enteredCode !== null) {
    // Only the sales-layout pages offer a code box; a code on any other line is not a discount we give.
    if (!service.salesLayout) return `Promo codes do not apply to ${service.name}`;
    if (!isValidPromoCode(enteredCode)) return INVALID_PROMO_MESSAGE;
    promoCode = normalizePromoCode(enteredCode);
  }

  const unitPrice = promoCode === null ? price : applyPromoDiscount(price);
  return {
    id: service.id,
    name,
    unitPrice,
    quantity,
    lineTotal: unitPrice * quantity,
    selectedPromo,
    promoCode,
  };
}

/**
 * Prices a cart from the catalogue alone (the server's current version): what the client sent as
 * price or name plays no part. A retired treatment, and a package outside its dates, are refused.
 */
export function priceCart(lines: CartLineInput[], catalogue: ServiceSource, now = new Date()): PricingResult {
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const result = priceLine(line, catalogue, now);
    if (typeof result === 'string') return { ok: false, message: result };
    priced.push(result);
  }
  return { ok: true, lines: priced, total: priced.reduce((sum, line) => sum + line.lineTotal, 0) };
}

/** What a visit costs, the travel fee of a home visit included (home-service-area.ts). */
export { visitTotal } from './home-service-area';
