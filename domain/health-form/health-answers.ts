import { z } from 'zod';
import { hasNoControlCharacters } from '../schemas/fields';
import { findHealthQuestion, MAX_HEALTH_TEXT } from './health-questions';

/** One answer as kept: what the client said and when they said it (ISO instant). */
export interface HealthAnswer {
  value: boolean | string;
  answeredAt: string;
}

/** The client's current health form: question id -> their latest answer. */
export type HealthAnswers = Record<string, HealthAnswer>;

/** Most answers one save may carry: every question, with room to spare. */
export const MAX_HEALTH_ANSWERS = 40;

export const INTAKE_MESSAGES = {
  shape: 'Send { answers: { <question id>: yes/no or text } } as a JSON object',
  saved: 'Thank you: your health form is saved',
  unknown: (id: string) => `Unknown question "${id.slice(0, 60)}"`,
  yesNo: (id: string) => `Answer "${id}" with yes or no`,
  text: (id: string) => `Answer "${id}" with text`,
  tooLong: (id: string) => `The answer to "${id}" is too long (at most ${MAX_HEALTH_TEXT} characters)`,
  control: (id: string) => `The answer to "${id}" has characters that cannot be saved`,
  tooMany: `At most ${MAX_HEALTH_ANSWERS} answers at once`,
} as const;

/**
 * `PUT /api/my-booking/:token/intake` body: the answers the client gives now (others are kept as
 * they were). A yes-no question takes `true`/`false`, a text question a string (empty clears it).
 */
export const intakeSaveSchema = z
  .object(
    { answers: z.record(z.string(), z.unknown(), { error: INTAKE_MESSAGES.shape }) },
    { error: INTAKE_MESSAGES.shape },
  )
  .superRefine((body, ctx) => {
    const entries = Object.entries(body.answers);
    if (entries.length > MAX_HEALTH_ANSWERS)
      ctx.addIssue({ code: 'custom', message: INTAKE_MESSAGES.tooMany });
    for (const [id, value] of entries) {
      const question = findHealthQuestion(id);
      const problem = !question
        ? INTAKE_MESSAGES.unknown(id)
        : question.kind === 'yes-no'
          ? typeof value === 'boolean'
            ? undefined
            : INTAKE_MESSAGES.yesNo(id)
          : typeof value !== 'string'
            ? INTAKE_MESSAGES.text(id)
            : value.length > MAX_HEALTH_TEXT
              ? INTAKE_MESSAGES.tooLong(id)
              : hasNoControlCharacters(value)
                ? undefined
                : INTAKE_MESSAGES.control(id);
      if (problem) ctx.addIssue({ code: 'custom', path: ['answers', id], message: problem });
    }
  })
  .transform((body) => body.answers as Record<string, boolean | string>);

export type IntakeSave = z.output<typeof intakeSaveSchema>;

/**
 * The form after a save: a changed answer takes the time it was given, an unchanged one keeps its
 * date (answering again the same is not news), an emptied text answer is removed.
 */
export function applyHealthAnswers(current: HealthAnswers, given: IntakeSave, at: Date): HealthAnswers {
  const next: HealthAnswers = { ...current };
  for (const [id, raw] of Object.entries(given)) {
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === '') {
      delete next[id];
      continue;
    }
    if (next[id]?.value === value) continue;
    next[id] = { value, answeredAt: at.toISOString() };
  }
  return next;
}
