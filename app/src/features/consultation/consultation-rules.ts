import { CONSULTATION_PRICE } from '@domain/consultation';
import {
  type CreateConsultationRequestInput,
  consultationFieldSchemas,
  createConsultationRequestSchema,
  missingConsultationFields,
} from '@domain/schemas/consultation';
import { fieldProblem } from '../booking/form/field-problem';

/** The consultation form as typed; saved as the consultation draft. */
export type ConsultationFormValues = {
  date: string;
  time: string;
  age: string;
  customerName: string;
  email: string;
  phone: string;
  paymentMethod: string;
  notes: string;
};

export type ConsultationField = keyof ConsultationFormValues;

export const CONSULTATION_DEFAULTS: ConsultationFormValues = {
  date: '',
  time: '',
  age: '',
  customerName: '',
  email: '',
  phone: '',
  paymentMethod: '',
  notes: '',
};

/** In the form's order. */
export const CONSULTATION_FIELDS: readonly ConsultationField[] = [
  'date',
  'time',
  'customerName',
  'age',
  'email',
  'phone',
  'paymentMethod',
  'notes',
];

export const CONSULTATION_FIELD_LABELS: Record<ConsultationField, string> = {
  date: 'Date',
  time: 'Time',
  age: 'Age',
  customerName: 'Full name',
  email: 'E-mail',
  phone: 'Mobile number',
  paymentMethod: 'Payment method',
  notes: 'Notes',
};

const REQUIRED_MESSAGES: Record<Exclude<ConsultationField, 'notes'>, string> = {
  date: 'Choose a date',
  time: 'Choose a time',
  age: 'Enter your age',
  customerName: 'Enter your full name',
  email: 'Enter your e-mail address',
  phone: 'Enter your mobile number',
  paymentMethod: 'Choose how you would like to pay',
};

/** `timeProblem`: why the chosen start cannot be booked as the clinic's list now stands. */
export function consultationFieldError(
  field: ConsultationField,
  values: ConsultationFormValues,
  timeProblem?: string,
): string | undefined {
  if (field === 'notes') return fieldProblem(consultationFieldSchemas.notes, values.notes, false);
  const problem = fieldProblem(consultationFieldSchemas[field], values[field], {
    message: REQUIRED_MESSAGES[field],
  });
  return problem ?? (field === 'time' && values.time ? timeProblem : undefined);
}

export function consultationErrors(
  values: ConsultationFormValues,
  timeProblem?: string,
): Partial<Record<ConsultationField, string>> {
  const errors: Partial<Record<ConsultationField, string>> = {};
  for (const field of CONSULTATION_FIELDS) {
    const error = consultationFieldError(field, values, timeProblem);
    if (error) errors[field] = error;
  }
  return errors;
}

export function consultationReadiness(values: ConsultationFormValues, timeProblem?: string) {
  const errors = consultationErrors(values, timeProblem);
  const missing = missingConsultationFields(values) as ConsultationField[];
  const invalid = (Object.keys(errors) as ConsultationField[]).filter((field) => !missing.includes(field));
  return {
    ready: Object.keys(errors).length === 0,
    missing: missing.map((field) => CONSULTATION_FIELD_LABELS[field]),
    invalid: invalid.map((field) => CONSULTATION_FIELD_LABELS[field]),
  };
}

/** SPEC section 7: the form's fields plus `totalPrice: 700`, checked against the API's own schema. */
export function buildConsultationRequest(
  values: ConsultationFormValues,
  holdId?: string,
): { ok: true; request: CreateConsultationRequestInput } | { ok: false; message: string } {
  const age = values.age.trim();
  const request = {
    ...(holdId ? { holdId } : {}),
    date: values.date,
    time: values.time,
    age: /^\d{1,3}$/.test(age) ? Number(age) : age,
    customerName: values.customerName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    paymentMethod: values.paymentMethod,
    notes: values.notes.trim(),
    totalPrice: CONSULTATION_PRICE,
  };
  const checked = createConsultationRequestSchema.safeParse(request);
  if (!checked.success) {
    return { ok: false, message: checked.error.issues[0]?.message ?? 'Failed to book consultation' };
  }
  return { ok: true, request: request as CreateConsultationRequestInput };
}
