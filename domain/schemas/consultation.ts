import { z } from 'zod';
import { CONSULTATION_UNDER_AGE_MESSAGE, MIN_CONSULTATION_AGE } from '../consultation';
import { paymentMethodFits, paymentMethodMismatchMessage } from '../payment-places';
import {
  ageField,
  appointmentDateField,
  customerNameField,
  emailField,
  holdIdField,
  isMissing,
  isPlainObject,
  missingFieldsMessage,
  optionalTextField,
  paymentMethodField,
  phoneField,
  TEXT_LIMITS,
  timeSlotField,
} from './fields';

/** In the form's order; missing ones are reported by these keys. */
export const CONSULTATION_REQUIRED_FIELDS = [
  'date',
  'time',
  'age',
  'customerName',
  'email',
  'phone',
  'paymentMethod',
] as const;

export const consultationFieldSchemas = {
  date: appointmentDateField,
  time: timeSlotField,
  age: ageField(MIN_CONSULTATION_AGE, CONSULTATION_UNDER_AGE_MESSAGE),
  customerName: customerNameField,
  email: emailField,
  phone: phoneField,
  // A video call has nobody to hand cash to: transfer only.
  paymentMethod: paymentMethodField.refine((id) => paymentMethodFits('online', id), {
    message: paymentMethodMismatchMessage('online'),
  }),
  notes: optionalTextField('Notes', TEXT_LIMITS.notes),
};

export const createConsultationRequestSchema = z.object(
  {
    ...consultationFieldSchemas,
    holdId: holdIdField,
    totalPrice: z.unknown().optional().meta({ description: 'Ignored: a consultation is always 700' }),
  },
  { error: 'Send the consultation as a JSON object' },
);

export type CreateConsultationRequestInput = z.input<typeof createConsultationRequestSchema>;
export type CreateConsultationRequest = z.output<typeof createConsultationRequestSchema>;

export function missingConsultationFields(body: Record<string, unknown>): string[] {
  return CONSULTATION_REQUIRED_FIELDS.filter((field) => isMissing(body[field]));
}

/** 'Missing required fields: ...' for the consultation form, or `undefined` when all are there. */
export function missingConsultationFieldsMessage(body: unknown): string | undefined {
  if (!isPlainObject(body)) return undefined;
  const missing = missingConsultationFields(body);
  return missing.length > 0 ? missingFieldsMessage(missing) : undefined;
}
