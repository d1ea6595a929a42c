import type { z } from 'zod';

export type Checked<T> = { ok: true; data: T } | { ok: false; message: string; field?: string };

/** The first problem as one sentence for the person at the form, and the field it belongs to. */
export function firstProblem(error: z.ZodError): { message: string; field?: string } {
  const issue = error.issues[0];
  if (!issue) return { message: 'Invalid request' };
  const field = issue.path.map(String).join('.');
  return field ? { message: issue.message, field } : { message: issue.message };
}

/** Runs a schema and answers with data or the first problem, never throwing. */
export function check<S extends z.ZodType>(schema: S, input: unknown): Checked<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, ...firstProblem(result.error) };
}
