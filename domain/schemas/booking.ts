import { z } from 'zod';
import { SERVICE_TYPES } from '../booking-status';
import { MAX_CART_LINES, MAX_LINE_QUANTITY as MAX_QUANTITY } from '../cart-limits';
import { COMPILED_SERVICES, type ServiceSource } from '../catalogue/catalogue-rules';
import { homeServiceProblem } from '../home-service';
import {
  cityInAddress,
  HOME_CITY_LIMIT,
  homeAddressWithCity,
  homeCityProblem,
  servedCity,
} from '../home-service-area';
import { paymentMethodFits, paymentMethodMismatchMessage } from '../payment-places';
import {
  ageField,
  appointmentDateField,
  BOOKING_NUMBER_PATTERN,
  branchField,
  customerNameField,
  emailField,
  holdIdField,
  isMissing,
  isPlainObject,
  missingFieldsMessage,
  optionalTextField,
  paymentMethodField,
  phoneField,
  practitionerIdField,
  TEXT_LIMITS,
  textField,
  timeSlotField,
} from './fields';

export const MIN_TREATMENT_AGE = 16;
export const UNDER_AGE_MESSAGE = 'Below 16 years old is not allowed for our treatments';
export const EMPTY_CART_MESSAGE = 'Your cart is empty. Add some services to your cart first.';

/** One schema per form field, so the booking form can check each as it is filled in. */
export const bookingFieldSchemas = {
  serviceType: z.enum(SERVICE_TYPES, { error: 'Choose clinic or home service' }),
  branch: branchField,
  address: textField('Address', TEXT_LIMITS.address).min(5, 'Enter the full address for home service'),
  city: optionalTextField('City', HOME_CITY_LIMIT),
  landmark: optionalTextField('Landmark', TEXT_LIMITS.landmark),
  date: appointmentDateField,
  time: timeSlotField,
  age: ageField(MIN_TREATMENT_AGE, UNDER_AGE_MESSAGE),
  customerName: customerNameField,
  email: emailField,
  phone: phoneField,
  paymentMethod: paymentMethodField,
  notes: optionalTextField('Notes', TEXT_LIMITS.notes),
};

/**
 * The fields the form requires, in the form's order: the branch for a clinic visit or the address
 * for home service, then the rest. Missing ones are reported by these keys.
 */
export function requiredBookingFields(serviceType: unknown, branch?: unknown): string[] {
  const home = serviceType === 'home' || (serviceType === undefined && branch === 'home');
  return [
    home ? 'address' : 'branch',
    'date',
    'time',
    'age',
    'customerName',
    'email',
    'phone',
    'paymentMethod',
  ];
}

export function missingBookingFields(bookingData: Record<string, unknown>): string[] {
  return requiredBookingFields(bookingData.serviceType, bookingData.branch).filter((field) =>
    isMissing(bookingData[field]),
  );
}

/**
 * The client's booking number is kept when it is well formed (and free, which only the server can
 * tell); anything else is dropped and the server issues one.
 */
const clientBookingNumber = z
  .unknown()
  .transform((value) =>
    typeof value === 'string' && BOOKING_NUMBER_PATTERN.test(value.trim()) ? value.trim() : undefined,
  )
  .meta({ description: "The client's `TBL` + 8 digits; kept when free, otherwise the server issues one" });

export const bookingDataSchema = z
  .object(
    {
      bookingNumber: clientBookingNumber.optional(),
      serviceType: bookingFieldSchemas.serviceType.optional(),
      branch: branchField.optional(),
      address: optionalTextField('Address', TEXT_LIMITS.address),
      city: bookingFieldSchemas.city.meta({
        description:
          'Home service: the city of the address, one the team visits (domain/home-service-area.ts); found in the address when left out',
      }),
      landmark: bookingFieldSchemas.landmark,
      date: bookingFieldSchemas.date,
      time: bookingFieldSchemas.time,
      age: bookingFieldSchemas.age,
      customerName: bookingFieldSchemas.customerName,
      email: bookingFieldSchemas.email,
      phone: bookingFieldSchemas.phone,
      paymentMethod: bookingFieldSchemas.paymentMethod,
      notes: bookingFieldSchemas.notes,
      holdId: holdIdField,
      practitionerId: practitionerIdField,
      smsOptIn: z
        .boolean({ error: 'smsOptIn must be true or false' })
        .optional()
        .transform((optIn) => optIn ?? true)
        .meta({ description: 'Text me about this booking (SMS); default true' }),
    },
    { error: 'bookingData must be an object' },
  )
  .superRefine((data, ctx) => {
    const home = data.serviceType === 'home' || (!data.serviceType && data.branch === 'home');
    if (home) {
      const address = bookingFieldSchemas.address.safeParse(data.address);
      if (!address.success) {
        ctx.addIssue({ code: 'custom', path: ['address'], message: address.error.issues[0]?.message ?? '' });
      } else {
        // The city as chosen, or (from an older app) the served city the address ends with.
        const problem = homeCityProblem(data.city || cityInAddress(data.address ?? '') || '');
        if (problem) ctx.addIssue({ code: 'custom', path: ['city'], message: problem });
      }
    } else if (data.branch === 'home') {
      ctx.addIssue({
        code: 'custom',
        path: ['branch'],
        message: 'Choose a clinic branch for a clinic visit',
      });
    }
  })
  .transform((data) => {
    const home = data.serviceType === 'home' || (!data.serviceType && data.branch === 'home');
    // A clinic visit has no address to keep; home service is always filed under the 'home' branch,
    // its address ending with the served city (what the travel fee and the team go by).
    const city = home ? (servedCity(data.city ?? '') ?? cityInAddress(data.address ?? '') ?? '') : '';
    return {
      ...data,
      serviceType: home ? ('home' as const) : ('clinic' as const),
      branch: home ? ('home' as const) : (data.branch ?? 'makati'),
      address: home ? homeAddressWithCity(data.address ?? '', city) : '',
      city,
      landmark: home ? data.landmark : '',
    };
  });

export const cartItemSchema = z.object(
  {
    id: z
      .string({ error: 'Each cart item needs a service id' })
      .trim()
      .min(1, 'Each cart item needs a service id')
      .max(100, 'Unknown service'),
    quantity: z
      .number({ error: 'Quantity must be a number' })
      .int('Quantity must be a whole number')
      .min(1, `Quantity must be between 1 and ${MAX_QUANTITY}`)
      .max(MAX_QUANTITY, `Quantity must be between 1 and ${MAX_QUANTITY}`)
      .optional()
      .transform((quantity) => quantity ?? 1),
    selectedPromo: z
      .union([z.string().trim().max(200, 'Unknown promo package'), z.null()], {
        error: 'The promo package must be named by its title',
      })
      .optional()
      .transform((title) => (title ? title : undefined)),
    promoCode: z
      .union([z.string().trim().max(50, 'Invalid promo code. Please try again.'), z.null()], {
        error: 'The promo code must be text',
      })
      .optional()
      .transform((code) => (code ? code : undefined)),
    packageId: z
      .union([z.uuid({ error: 'The package must be named by its id' }), z.null()], {
        error: 'The package must be named by its id',
      })
      .optional()
      .transform((id) => id ?? undefined)
      .meta({ description: "A session from one of the client's packages: priced 0" }),
    name: z.unknown().optional().meta({ description: 'Informational; the catalogue name is used' }),
    price: z.unknown().optional().meta({ description: 'Informational; the catalogue price is charged' }),
    timeSlot: z.unknown().optional().meta({ description: 'Informational' }),
  },
  { error: 'Each cart item must be an object' },
);

export const cartItemsSchema = z
  .array(cartItemSchema, {
    error: (issue) =>
      issue.input === undefined || issue.input === null ? EMPTY_CART_MESSAGE : 'cartItems must be a list',
  })
  .min(1, EMPTY_CART_MESSAGE)
  .max(MAX_CART_LINES, `A booking holds at most ${MAX_CART_LINES} cart lines`);

/** The booking request as `catalogue` judges it (which treatments go to a home visit). */
export function bookingRequestSchemaFor(catalogue: ServiceSource) {
  return z
    .object(
      {
        bookingData: bookingDataSchema,
        cartItems: cartItemsSchema,
        totalPrice: z
          .unknown()
          .optional()
          .meta({ description: "Informational; the server's own total wins" }),
        packageLink: z.string({ error: 'The package link must be text' }).max(500).optional().meta({
          description:
            'Needed when a line books from a package: the token of the manage link or "My bookings" link of its owner (403 without)',
        }),
      },
      { error: 'Send the booking as a JSON object' },
    )
    .superRefine((request, ctx) => {
      const ids = request.cartItems.map((item) => item.id);
      const problem =
        request.bookingData.serviceType === 'home' ? homeServiceProblem(ids, catalogue) : undefined;
      if (problem) {
        ctx.addIssue({ code: 'custom', path: ['bookingData', 'serviceType'], message: problem });
      }
      const place = request.bookingData.serviceType;
      if (!paymentMethodFits(place, request.bookingData.paymentMethod)) {
        ctx.addIssue({
          code: 'custom',
          path: ['bookingData', 'paymentMethod'],
          message: paymentMethodMismatchMessage(place),
        });
      }
    });
}

/** The same, judged by the compiled catalogue: the app, until it reads `GET /api/catalogue`. */
export const createBookingRequestSchema = bookingRequestSchemaFor(COMPILED_SERVICES);

export type BookingDataInput = z.input<typeof bookingDataSchema>;
export type BookingData = z.output<typeof bookingDataSchema>;
export type CartItemInput = z.input<typeof cartItemSchema>;
export type CartItem = z.output<typeof cartItemSchema>;
export type CreateBookingRequestInput = z.input<typeof createBookingRequestSchema>;
export type CreateBookingRequest = z.output<typeof createBookingRequestSchema>;

/**
 * The required-fields check the form shows before anything else: `undefined` when all are there,
 * otherwise 'Missing required fields: date, time'.
 */
export function missingBookingFieldsMessage(body: unknown): string | undefined {
  if (!isPlainObject(body)) return undefined;
  const bookingData = body.bookingData;
  if (bookingData !== undefined && bookingData !== null && !isPlainObject(bookingData)) return undefined;
  const missing = missingBookingFields(bookingData ?? {});
  return missing.length > 0 ? missingFieldsMessage(missing) : undefined;
}
