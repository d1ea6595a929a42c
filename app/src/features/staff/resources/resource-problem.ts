import { isApiError } from '../../../lib/api-client';

/**
 * Where a refused save belongs: the field the server's 400 names (`skills.0` is the skills field,
 * `weekly.mon.0` Monday), the name on a 409 (the name is taken at the branch), else the whole form.
 */
export interface Problem {
  field: string;
  message: string;
}

/** The server's words as a sentence: 'type must be...' reads 'Type must be...'. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function problemOf(error: unknown, fallback: string): Problem {
  const message = sentence(error instanceof Error && error.message ? error.message : fallback);
  if (!isApiError(error)) return { field: '', message };
  if (error.status === 409) return { field: 'name', message };
  const field = (error.body as { field?: unknown } | null)?.field;
  return { field: typeof field === 'string' ? field : '', message };
}

/** Whether `problem` belongs to `field` or one of its parts (`weekly.mon` holds `weekly.mon.0`). */
export function belongsTo(problem: Problem | undefined, field: string): boolean {
  if (!problem) return false;
  return problem.field === field || problem.field.startsWith(`${field}.`);
}
