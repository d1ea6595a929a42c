import type { CategoryId } from '../categories';
import type { Promotion } from './promotions';

export const UNLIMITED_FOR_ONE_YEAR = 'Unlimited for 1 Year';

export interface PromoPackage {
  /** Unique within its service; the cart and the API name the chosen package by this title. */
  title: string;
  description: string;
  promoPrice: number;
  originalPrice?: number;
  sessions?: number | typeof UNLIMITED_FOR_ONE_YEAR;
  /** ISO instant the package is offered from (the clinic's edits; the compiled ones have none). */
  startsAt?: string;
  /** ISO instant after which the package is neither shown nor sold. */
  endsAt?: string;
}

export interface Inclusion {
  title?: string;
  subtitle?: string;
}

export interface Category {
  id: CategoryId;
  name: string;
  /** Path of the category's artwork served by the app. */
  icon: string;
  description: string;
}

export interface Service {
  id: string;
  name: string;
  category: CategoryId;
  /** Pesos, or the text 'Price upon consultation' (displayed the same as 0). */
  price: number | 'Price upon consultation';
  /** Shown as 'Price starts at' (Exosome and other ranged prices). */
  priceFrom?: boolean;
  image: string;
  images: string[];
  shortDescription: string;
  longDescription: string;
  moreDescription?: string;
  slogan: string;
  benefits: string[];
  moreBenefits?: string[];
  steps?: string[];
  inclusions?: Inclusion[];
  recommendedFor?: string[];
  clientsChoose?: string[];
  idealFor?: string[];
  downtime?: string;
  hasPromoPackages: boolean;
  promoPackages?: PromoPackage[];
  inquireForPromos: boolean;
  transferable: boolean;
  noExpiration: boolean;
  featured: boolean;
  homeService?: boolean;
  clinicOnly: boolean;
  /** False once the clinic retires it: not shown, not bookable, still named on past bookings. */
  active?: boolean;
  /**
   * The name a package line is built on when the service's own name already states its base dose:
   * 'Ulthera Prime - 300 Lines' with the 200-line package reads 'Ulthera Prime - 200 Lines'.
   */
  packageLineName?: string;
  /** What the base price buys, when it is more than one plain session ('300 lines: ...'). */
  regularOffer?: string;
  /**
   * How long one session takes in the chair, in minutes (a multiple of 30), preparation and
   * aftercare included. Our own figures: the steps each service lists, the usual length of such a
   * session in Manila clinics (a laser area 30, a facial 60, a drip 60, NAD 120, threads 90 to 120),
   * rounded up to the half hour the booking form offers.
   */
  durationMinutes: number;
  /** Shows the weight slider and, for home service, the phone-consultation notice. */
  weightLoss?: boolean;
  /** Skinny Jab Pro, TBL SLIM PRO and the three placeholder-named programs use the sales layout. */
  salesLayout?: boolean;
  /** The limited-time offer the sales page counts down to; no countdown without one. */
  promotion?: Promotion;
  /** How long the sales-layout programs usually run, e.g. '2–3 months'. */
  programDuration?: string;
}

/** What a service card shows: enough for a list of cards without each service's whole page. */
export type ServiceCardFacts = Pick<
  Service,
  | 'id'
  | 'name'
  | 'category'
  | 'price'
  | 'priceFrom'
  | 'image'
  | 'images'
  | 'shortDescription'
  | 'hasPromoPackages'
>;

export interface Testimonial {
  id: string;
  name: string;
  /** Who the client is, e.g. 'Flight attendant, Las Piñas'. */
  role: string;
  content: string;
  /** Out of 5. */
  rating: number;
  image: string;
}

export interface ServiceReview {
  id: string;
  name: string;
  content: string;
  /** Out of 5. */
  rating: number;
  image: string;
}
