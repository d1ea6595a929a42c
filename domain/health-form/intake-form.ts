import { z } from 'zod';

/** `GET/PUT /api/my-booking/:token/intake` answers: the visit's questions and the client's form. */
export const healthQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(['yes-no', 'text']),
  text: z.string(),
  hint: z.string().optional(),
  details: z.string().optional().meta({ description: 'The text question asked when the answer is yes' }),
});

export const intakeFormSchema = z.object({
  questions: z.array(healthQuestionSchema).meta({ description: "The questions this visit's treatments ask" }),
  answers: z
    .record(z.string(), z.object({ value: z.union([z.boolean(), z.string()]), answeredAt: z.string() }))
    .meta({ description: "Every answer on the client's form (question id -> value and when it was given)" }),
  updatedAt: z.string().nullable(),
  healthReview: z.boolean().meta({ description: 'This visit is under review: the clinic will call first' }),
});

export const intakeFormResponseSchema = z.object({ data: intakeFormSchema, msg: z.string().optional() });

export type IntakeForm = z.output<typeof intakeFormSchema>;
