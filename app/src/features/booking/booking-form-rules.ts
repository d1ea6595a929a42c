import { DEFAULT_BRANCH } from '@domain/branches';
import { cartTotal } from '@domain/cart-math';
import type { ServiceSource } from '@domain/catalogue/catalogue-rules';
import { HOME_SERVICE_RESTRICTION_NOTICE, homeServiceProblem } from '@domain/home-service';
import { HOME_CITY_MESSAGES, homeCityProblem, travelFeeFor } from '@domain/home-service-area';
import { paymentMethodFits, paymentMethodMismatchMessage } from '@domain/payment-places';
import {
  bookingFieldSchemas,
  type CreateBookingRequestInput,
  createBookingRequestSchema,
  missingBookingFields,
} from '@domain/schemas/booking';
import { liveCatalogue } from '../../catalogue/live-catalogue';
import type { CartLine } from '../../offline/db';
import { fieldProblem } from './form/field-problem';

/** The form as typed, every value a string; saved as the booking draft. */
export type BookingFormValues = {
  serviceType: string;
  branch: string;
  address: string;
  /** The city of the home address: one the team visits (domain/home-service-area.ts). */
  city: string;
  landmark: string;
  date: string;
  time: string;
  age: string;
  customerName: string;
  email: string;
  phone: string;
  paymentMethod: string;
  notes: string;
  /** The home address set aside while a clinic visit is chosen, restored on going back to home. */
  keptAddress: string;
  keptCity: string;
  keptLandmark: string;
  /** "Text me about this booking": `no` once unticked; anything else (an older draft's absence too) is yes. */
  smsOptIn: string;
  /** The practitioner the client asks for (issue 26 item 4); empty for Anyone. */
  practitionerId?: string;
};

export type BookingField = Exclude<
  keyof BookingFormValues,
  'keptAddress' | 'keptCity' | 'keptLandmark' | 'smsOptIn' | 'practitionerId'
>;

export const BOOKING_DEFAULTS: BookingFormValues = {
  serviceType: 'clinic',
  branch: DEFAULT_BRANCH,
  address: '',
  city: '',
  landmark: '',
  date: '',
  time: '',
  age: '',
  customerName: '',
  email: '',
  phone: '',
  paymentMethod: '',
  notes: '',
  keptAddress: '',
  keptCity: '',
  keptLandmark: '',
  smsOptIn: 'yes',
};

export const BOOKING_FIELD_LABELS: Record<BookingField, string> = {
  serviceType: 'Where',
  branch: 'Branch',
  address: 'Home address',
  city: 'City',
  landmark: 'Landmark',
  date: 'Date',
  time: 'Time',
  age: 'Age',
  customerName: 'Full name',
  email: 'E-mail',
  phone: 'Mobile number',
  paymentMethod: 'Payment method',
  notes: 'Notes',
};

/** Contact details carried into a second booking from the same phone. */
export const CONTACT_FIELDS: readonly BookingField[] = ['customerName', 'email', 'phone', 'age'];

const REQUIRED_MESSAGES: Partial<Record<BookingField, string>> = {
  branch: 'Choose a branch',
  address: 'Enter the address where we should visit you',
  city: HOME_CITY_MESSAGES.missing,
  date: 'Choose a date',
  time: 'Choose a time',
  age: 'Enter your age',
  customerName: 'Enter your full name',
  email: 'Enter your e-mail address',
  phone: 'Enter your mobile number',
  paymentMethod: 'Choose how you would like to pay',
};

export interface BookingContext {
  /** False when the cart holds a treatment that needs the clinic (hiko-nose, under-eye-filler). */
  homeAllowed: boolean;
  /** Why the chosen start cannot be booked as the clinic's list now stands (full, not offered). */
  timeProblem?: string | undefined;
}

export function bookingContextOf(
  lines: readonly CartLine[],
  timeProblem?: string,
  catalogue: ServiceSource = liveCatalogue(),
): BookingContext {
  const ids = lines.map((line) => line.id);
  return { homeAllowed: homeServiceProblem(ids, catalogue) === undefined, timeProblem };
}

/** Where the clinic counts the visit's capacity: the branch, or `home` for a home visit. */
export function bookingPlaceOf(values: BookingFormValues): string {
  return isHome(values) ? 'home' : values.branch;
}

/** The cart's services as the availability and holds name them: one id per line. */
export function servicesOf(lines: readonly CartLine[]): string[] {
  return lines.map((line) => line.id);
}

const isHome = (values: BookingFormValues) => values.serviceType === 'home';

/** The travel fee the clinic sets for the home visit's city (domain/home-service-area.ts); the server prices it again. */
export function homeTravelFee(values: BookingFormValues): number {
  return isHome(values) ? travelFeeFor(values.city ?? '') : 0;
}

/** The fields on screen, in the form's order: address and landmark only for home service. */
export function visibleBookingFields(values: BookingFormValues): BookingField[] {
  // Home service is chosen once, as the place; the branch list holds the clinics only.
  const place: BookingField[] = isHome(values)
    ? ['serviceType', 'address', 'city', 'landmark']
    : ['serviceType', 'branch'];
  return [...place, 'date', 'time', 'customerName', 'age', 'email', 'phone', 'paymentMethod', 'notes'];
}

/**
 * SPEC section 4: choosing a clinic branch makes it a clinic visit and clears the address; choosing
 * home (as the service type or as the branch) makes it home service filed under the 'home' branch.
 * The cleared address is set aside, not thrown away, and comes back if the visitor returns to home.
 */
export function changeBookingField(
  values: BookingFormValues,
  field: BookingField,
  value: string,
): BookingFormValues {
  const toHome = (field === 'serviceType' || field === 'branch') && value === 'home';
  if (toHome) {
    if (isHome(values)) return values;
    return {
      ...values,
      paymentMethod: keptPayment(values.paymentMethod, 'home'),
      serviceType: 'home',
      branch: 'home',
      address: values.address || values.keptAddress,
      city: values.city || values.keptCity,
      landmark: values.landmark || values.keptLandmark,
      keptAddress: '',
      keptCity: '',
      keptLandmark: '',
      // Another place has other people: the choice starts again at Anyone.
      practitionerId: '',
    };
  }
  const toClinic = (field === 'serviceType' && value === 'clinic') || field === 'branch';
  if (toClinic) {
    const branch = field === 'branch' ? value : values.branch === 'home' ? DEFAULT_BRANCH : values.branch;
    return {
      ...values,
      serviceType: 'clinic',
      paymentMethod: keptPayment(values.paymentMethod, 'clinic'),
      branch,
      address: '',
      city: '',
      landmark: '',
      keptAddress: values.address || values.keptAddress,
      keptCity: values.city || values.keptCity,
      keptLandmark: values.landmark || values.keptLandmark,
      practitionerId: branch === values.branch && !isHome(values) ? values.practitionerId : '',
    };
  }
  return { ...values, [field]: value };
}

/** A payment chosen for one place stays when it fits the other (transfers), and is cleared when not (cash). */
function keptPayment(paymentMethod: string, place: 'clinic' | 'home'): string {
  return paymentMethod && !paymentMethodFits(place, paymentMethod) ? '' : paymentMethod;
}

/** The problem with one field, or `undefined` when it is fine (hidden fields never have one). */
export function bookingFieldError(
  field: BookingField,
  values: BookingFormValues,
  context: BookingContext,
): string | undefined {
  const home = isHome(values);
  const value = values[field];
  const required = REQUIRED_MESSAGES[field];
  switch (field) {
    case 'serviceType':
      if (home && !context.homeAllowed) return HOME_SERVICE_RESTRICTION_NOTICE;
      return fieldProblem(bookingFieldSchemas.serviceType, value, {
        message: 'Choose clinic or home service',
      });
    case 'branch':
      if (home) return undefined;
      if (value === 'home') return 'Choose a clinic branch for a clinic visit';
      return fieldProblem(bookingFieldSchemas.branch, value, { message: required ?? '' });
    case 'address':
      return home ? fieldProblem(bookingFieldSchemas.address, value, { message: required ?? '' }) : undefined;
    case 'city':
      return home ? homeCityProblem(value ?? '') : undefined;
    case 'landmark':
      return home ? fieldProblem(bookingFieldSchemas.landmark, value, false) : undefined;
    case 'notes':
      return fieldProblem(bookingFieldSchemas.notes, value, false);
    case 'time':
      return (
        fieldProblem(bookingFieldSchemas.time, value, { message: required ?? '' }) ??
        (value ? context.timeProblem : undefined)
      );
    case 'paymentMethod': {
      const place = home ? 'home' : 'clinic';
      if (value && !paymentMethodFits(place, value)) return paymentMethodMismatchMessage(place);
      return fieldProblem(bookingFieldSchemas.paymentMethod, value, { message: required ?? '' });
    }
    default:
      return fieldProblem(bookingFieldSchemas[field], value, required ? { message: required } : false);
  }
}

export function bookingErrors(
  values: BookingFormValues,
  context: BookingContext,
): Partial<Record<BookingField, string>> {
  const errors: Partial<Record<BookingField, string>> = {};
  for (const field of visibleBookingFields(values)) {
    const error = bookingFieldError(field, values, context);
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * What still stands between the visitor and the submit button, for the hint beside it: required
 * fields left empty (the shared rule) and fields filled in but not yet right.
 */
export function bookingReadiness(values: BookingFormValues, context: BookingContext) {
  const errors = bookingErrors(values, context);
  const missing = missingBookingFields(bookingDataOf(values, 'TBL00000000')) as BookingField[];
  // The server still takes an older app's home booking whose address names the city; the form asks it.
  if (isHome(values) && !(values.city ?? '').trim())
    missing.splice(missing.indexOf('address') + 1, 0, 'city');
  const invalid = (Object.keys(errors) as BookingField[]).filter((field) => !missing.includes(field));
  return {
    ready: Object.keys(errors).length === 0,
    missing: missing.map((field) => BOOKING_FIELD_LABELS[field]),
    invalid: invalid.map((field) => BOOKING_FIELD_LABELS[field]),
  };
}

/** SPEC section 3: 'TBL' and the last 8 digits of the current timestamp. The server may issue another. */
export function clientBookingNumber(now: number): string {
  return `TBL${String(Math.trunc(now)).slice(-8).padStart(8, '0')}`;
}

function bookingDataOf(values: BookingFormValues, bookingNumber: string) {
  const home = isHome(values);
  return {
    bookingNumber,
    serviceType: home ? 'home' : 'clinic',
    branch: home ? 'home' : values.branch,
    address: home ? values.address.trim() : '',
    city: home ? (values.city ?? '').trim() : '',
    landmark: home ? values.landmark.trim() : '',
    date: values.date,
    time: values.time,
    age: /^\d{1,3}$/.test(values.age.trim()) ? Number(values.age.trim()) : values.age,
    customerName: values.customerName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    paymentMethod: values.paymentMethod,
    notes: values.notes.trim(),
    smsOptIn: values.smsOptIn !== 'no',
    // Offline too: the queued booking carries the choice, and the server checks it when it is sent.
    ...(values.practitionerId ? { practitionerId: values.practitionerId } : {}),
  };
}

/** The link a package line was picked from: the server's proof the packages are the client's. */
function packageLinkOf(lines: readonly CartLine[]): { packageLink?: string } {
  const link = lines.find((line) => line.packageId && line.packageLink)?.packageLink;
  return link ? { packageLink: link } : {};
}

/**
 * The request the outbox sends: SPEC's `{ bookingData, cartItems, totalPrice }`. Checked against the
 * API's own schema first, so nothing is queued that the server would refuse for its shape.
 */
export function buildBookingRequest(
  values: BookingFormValues,
  lines: readonly CartLine[],
  now: number,
  holdId?: string,
): { ok: true; request: CreateBookingRequestInput } | { ok: false; message: string } {
  const request = {
    bookingData: { ...bookingDataOf(values, clientBookingNumber(now)), ...(holdId ? { holdId } : {}) },
    cartItems: lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      ...(line.selectedPromo ? { selectedPromo: line.selectedPromo } : {}),
      ...(line.promoCode ? { promoCode: line.promoCode } : {}),
      ...(line.packageId ? { packageId: line.packageId } : {}),
      name: line.name,
      price: line.price,
      timeSlot: line.timeSlot,
    })),
    totalPrice: cartTotal(lines),
    ...packageLinkOf(lines),
  };
  const checked = createBookingRequestSchema.safeParse(request);
  if (!checked.success) return { ok: false, message: checked.error.issues[0]?.message ?? 'Booking failed' };
  return { ok: true, request: request as CreateBookingRequestInput };
}
