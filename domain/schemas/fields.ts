import { z } from 'zod';
import { APPOINTMENT_PROBLEMS, appointmentDateProblem, MAX_DAYS_AHEAD } from '../appointment-time';
import { BRANCH_IDS } from '../branches';
import { PAYMENT_METHOD_IDS } from '../payment-methods';
import { DESK_PHONE_PROBLEM, MOBILE_PROBLEM, parseDeskPhone, parseMobile } from '../phone-number';
import { TIME_SLOT_VALUES } from '../time-slots';

/**
 * Field schemas shared by the forms (validated one field at a time) and the API. Every message is
 * written for the person filling in the form, because the server returns the first one as `msg`.
 */

export const TEXT_LIMITS = {
  customerName: 100,
  email: 254,
  address: 300,
  landmark: 200,
  notes: 1000,
  noteAdmin: 2000,
  search: 100,
  statusReason: 300,
} as const;

export { MAX_DAYS_AHEAD };

const TAB = 9;
const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;
const DELETE = 127;

/** Control characters (NUL above all, which PostgreSQL cannot store) have no place in any field. */
export function hasNoControlCharacters(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    const allowedWhitespace = code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN;
    if ((code < 32 && !allowedWhitespace) || code === DELETE) return false;
  }
  return true;
}

/** A trimmed text field; `label` names it in messages. */
export function textField(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(hasNoControlCharacters, `${label} contains characters that are not allowed`);
}

/** Whether `value` stays on one line: no line feed, carriage return or Unicode line separator. */
export function isOneLine(value: string): boolean {
  return !/[\r\n\u0085\u2028\u2029]/.test(value);
}

/**
 * A trimmed one-line text field, for what is printed into a header, a log line or a history line (a
 * staff member's name, a payment reference): a line break there would forge a second line.
 */
export function lineField(label: string, max: number) {
  return textField(label, max).refine(isOneLine, `${label} must be on one line`);
}

/** Text that may be left out or null; the result is always a string ('' when absent). */
export function optionalTextField(label: string, max: number) {
  return z
    .union([textField(label, max), z.null()], { error: `${label} must be text` })
    .optional()
    .transform((value) => value ?? '');
}

/** A name has letters in some script: "🌸🌸" or "..." is no name the desk can call out. */
export const customerNameField = textField('Name', TEXT_LIMITS.customerName)
  .min(2, 'Enter your full name')
  .refine((value) => /\p{L}/u.test(value), 'Enter your name in letters');

export const emailField = z
  .string({ error: 'E-mail must be text' })
  .trim()
  .max(TEXT_LIMITS.email, `E-mail must be at most ${TEXT_LIMITS.email} characters`)
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid e-mail address' }));

/** Philippine mobile numbers however they are written (see phone-number.ts), stored as 09XXXXXXXXX. */
export const phoneField = phoneNumberField(parseMobile, MOBILE_PROBLEM);

/** A desk booking's phone: a mobile, or a landline with its area code (clients without a mobile). */
export const deskPhoneField = phoneNumberField(parseDeskPhone, DESK_PHONE_PROBLEM);

function phoneNumberField(parse: (text: string) => string | undefined, problem: string) {
  return z
    .string({ error: 'Phone must be text' })
    .max(30, problem)
    .transform((value, context) => {
      const parsed = parse(value);
      if (parsed === undefined) {
        context.addIssue({ code: 'custom', message: problem, input: value });
        return z.NEVER;
      }
      return parsed;
    });
}

/** Normalises a phone number the way the API stores it, or returns undefined when it is not one. */
export function normalisePhone(value: string): string | undefined {
  const result = phoneField.safeParse(value);
  return result.success ? result.data : undefined;
}

/** An age in whole years; numeric strings from form inputs are accepted. */
export function ageField(min: number, belowMinimumMessage: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: 'Age must be a number' })
      .int('Age must be a whole number')
      .min(min, belowMinimumMessage)
      .max(100, 'Age must be 100 or below'),
  );
}

/** A real `YYYY-MM-DD` date, today or later in Manila, at most a year ahead. */
export const appointmentDateField = z
  .string({ error: 'Date must be text (YYYY-MM-DD)' })
  .trim()
  .check((context) => {
    const problem = appointmentDateProblem(context.value);
    if (problem) context.issues.push({ code: 'custom', message: problem, input: context.value });
  })
  .meta({ description: 'YYYY-MM-DD, a Manila calendar date from today to a year ahead' });

export const timeSlotField = z.enum(TIME_SLOT_VALUES as [string, ...string[]], {
  error: APPOINTMENT_PROBLEMS.notASlot,
});

export const branchField = z.enum(BRANCH_IDS, {
  error: 'Choose a branch: makati, las-pinas, quezon-city or home',
});

export const paymentMethodField = z.enum(PAYMENT_METHOD_IDS, {
  error: 'Choose a payment method: bdo, bpi, gcash, clinic or cash',
});

export const BOOKING_NUMBER_PATTERN = /^TBL\d{8}$/;

/** A value counts as missing when absent, null or blank text. */
export function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export function missingFieldsMessage(fields: readonly string[]): string {
  return `Missing required fields: ${fields.join(', ')}`;
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const HOLD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The hold (POST /api/holds) the client's form took for this start. Anything that is not a hold's
 * id is dropped: the request is then checked against capacity like one sent offline, without one.
 */
export const holdIdField = z
  .unknown()
  .transform((value) => (typeof value === 'string' && HOLD_ID.test(value) ? value.toLowerCase() : undefined))
  .optional()
  .meta({ description: 'The id of the hold this request takes the place of (POST /api/holds)' });

const PRACTITIONER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The practitioner a client asks for (issue 26 item 4): an id, or nothing (null, "") for Anyone. */
export const practitionerIdField = z
  .union([z.string(), z.null()], {
    error: 'practitionerId must be a practitioner id, or left out for Anyone',
  })
  .optional()
  .transform((value) => (value ? value.trim().toLowerCase() : undefined))
  .refine((value) => value === undefined || PRACTITIONER_ID.test(value), {
    message: 'practitionerId must be a practitioner id, or left out for Anyone',
  })
  .meta({
    description:
      'The practitioner the client asks for (a GET /api/availability `practitioners` id); left out for Anyone',
  });
