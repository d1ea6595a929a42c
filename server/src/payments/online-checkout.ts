/** What the clinic asks a payment provider's hosted checkout to collect for one booking. */
export interface CheckoutRequest {
  bookingId: string;
  bookingNumber: string;
  /** The amount due, in centavos. */
  amountCentavos: number;
  /** What the line reads on the checkout page, e.g. "Booking TBL-1234: HIFU face". */
  description: string;
  client: { name: string; email: string; phone: string };
  /** Where the provider sends the client back: the booking's manage page. */
  successUrl: string;
  cancelUrl: string;
}

export interface CreatedCheckout {
  /** The provider's id of the session (PayMongo's `cs_...`). */
  id: string;
  /** The page the client pays on. */
  checkoutUrl: string;
}

/** One provider's hosted checkout (payments/paymongo-checkout.ts speaks PayMongo's HTTP). */
export interface OnlineCheckout {
  name: string;
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
}

/** The provider could not be reached or refused the session: the client may try again later. */
export class CheckoutUnavailable extends Error {
  override name = 'CheckoutUnavailable';
}
