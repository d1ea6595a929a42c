import type { PromoPackage, Service } from './types';

/**
 * The session offers the clinic runs. Each title states the deal ("Buy 3 get 1 free"), so the
 * package price is what the paid sessions cost: a client who does the sums never finds the promo
 * worth less than its title says. `payFor` is in sessions of the service's own price.
 */
export const SESSION_OFFERS = {
  'Buy 3 get 1 free': { sessions: 4, payFor: 3 },
  'Buy 4 get 1 free': { sessions: 5, payFor: 4 },
  'Buy 4 get 2 free': { sessions: 6, payFor: 4 },
  'Buy 5 get 1 free': { sessions: 6, payFor: 5 },
  'Buy 5 get 2 free': { sessions: 7, payFor: 5 },
  'Buy 8 get 1 free': { sessions: 9, payFor: 8 },
  'Buy 10 get 3 free': { sessions: 13, payFor: 10 },
  'Buy 15 get 5 free': { sessions: 20, payFor: 15 },
  'Buy 20 get 7 free': { sessions: 27, payFor: 20 },
  '4-Session Package': { sessions: 4, payFor: 3 },
  '10-Session Package': { sessions: 10, payFor: 7.5 },
} as const;

export type SessionOffer = keyof typeof SESSION_OFFERS;

/**
 * How the promo price is reached. 'exact' is paid sessions times the price, as the clinic publishes
 * for IV drips and facials (e.g. 7,996 for four stem cell facials). 'clinic' rounds that down to the
 * nearest figure ending in 5 or 9, as clinics quote prices; rounding down keeps the title's promise.
 */
export type OfferRounding = 'exact' | 'clinic';

export function roundDownToClinicPrice(amount: number): number {
  const whole = Math.floor(amount);
  const tens = Math.floor(whole / 10) * 10;
  const units = whole - tens;
  if (units === 9) return whole;
  if (units >= 5) return tens + 5;
  return tens - 1;
}

function describeOffer(serviceName: string, offer: SessionOffer): string {
  const { sessions, payFor } = SESSION_OFFERS[offer];
  if (Number.isInteger(payFor)) return `${sessions} sessions of ${serviceName} for the price of ${payFor}.`;
  return `${sessions} sessions of ${serviceName} at a quarter off the per-session price.`;
}

export function sessionOffer(
  serviceName: string,
  basePrice: number,
  offer: SessionOffer,
  rounding: OfferRounding = 'clinic',
): PromoPackage {
  const { sessions, payFor } = SESSION_OFFERS[offer];
  const paid = basePrice * payFor;
  return {
    title: offer,
    description: describeOffer(serviceName, offer),
    sessions,
    originalPrice: basePrice * sessions,
    promoPrice: rounding === 'exact' ? paid : roundDownToClinicPrice(paid),
  };
}

export function sessionOffers(
  serviceName: string,
  basePrice: number,
  offers: readonly SessionOffer[],
  rounding: OfferRounding = 'clinic',
): PromoPackage[] {
  return offers.map((offer) => sessionOffer(serviceName, basePrice, offer, rounding));
}

type PromoFlags = Pick<
  Service,
  'hasPromoPackages' | 'promoPackages' | 'inquireForPromos' | 'transferable' | 'noExpiration'
>;

/** SPEC section 3: a service with packages is transferable and its sessions never expire. */
export function withPromos(packages: PromoPackage[]): PromoFlags {
  return {
    hasPromoPackages: true,
    promoPackages: packages,
    inquireForPromos: false,
    transferable: true,
    noExpiration: true,
  };
}

/** SPEC section 3: without packages the client inquires; nothing to transfer and no expiry promise. */
export const WITHOUT_PROMOS: PromoFlags = {
  hasPromoPackages: false,
  inquireForPromos: true,
  transferable: false,
  noExpiration: false,
};
