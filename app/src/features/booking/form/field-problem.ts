import { isMissing } from '@domain/schemas/fields';
import type { z } from 'zod';

/**
 * The message a field shows: the form's own words when a required field is empty, otherwise the
 * first problem the shared `domain` schema finds (the same words the server would answer with).
 */
export function fieldProblem(
  schema: z.ZodType,
  value: string,
  required: { message: string } | false,
): string | undefined {
  if (isMissing(value)) {
    if (required) return required.message;
    return undefined;
  }
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'Check this field');
}

/** Ids of form controls: `booking-email`, so error summary links can point at them. */
export function controlId(form: string, field: string): string {
  return `${form}-${field}`;
}
