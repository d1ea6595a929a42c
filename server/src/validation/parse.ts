import type { z } from 'zod';
import { check } from '../../../domain/schemas/validation';
import { HttpError } from '../errors';

/**
 * Runs a domain schema over client input; the first problem becomes a 400 with a readable `msg`
 * and, when it belongs to one, the `field` it names (`bookingData.city`).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = check(schema, input);
  if (!result.ok) {
    throw new HttpError(
      400,
      'validation_failed',
      result.message,
      {},
      result.field ? { field: result.field } : {},
    );
  }
  return result.data;
}
