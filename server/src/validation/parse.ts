import type { z } from 'zod';
import { check } from '../../../domain/schemas/validation';
import { validationFailed } from '../errors';

/** Runs a domain schema over client input; the first problem becomes a 400 with a readable `msg`. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = check(schema, input);
  if (!result.ok) throw validationFailed(result.message);
  return result.data;
}
