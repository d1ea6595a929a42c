import { z } from 'zod';
import { INVALID_LOGIN_MESSAGE, LOGIN_REQUIRED_MESSAGE } from '../staff-roles';
import { hasNoControlCharacters } from './fields';

export const loginRequestSchema = z.object(
  {
    email: z
      .string({ error: LOGIN_REQUIRED_MESSAGE })
      .trim()
      .toLowerCase()
      .min(1, LOGIN_REQUIRED_MESSAGE)
      .max(254, INVALID_LOGIN_MESSAGE)
      .refine(hasNoControlCharacters, INVALID_LOGIN_MESSAGE),
    // Long enough for any passphrase, short enough that hashing it cannot be used to load the server.
    password: z
      .string({ error: LOGIN_REQUIRED_MESSAGE })
      .min(1, LOGIN_REQUIRED_MESSAGE)
      .max(200, INVALID_LOGIN_MESSAGE),
  },
  { error: LOGIN_REQUIRED_MESSAGE },
);

export type LoginRequest = z.output<typeof loginRequestSchema>;

export const staffUserSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: z.string().meta({ description: "Trimmed and lowercased: 'admin', 'manager' or 'staff'" }),
  branches: z.array(z.string()).optional().meta({
    description: 'The places this account is limited to; empty: every branch (always, for an admin)',
  }),
});

export type StaffUser = z.output<typeof staffUserSchema>;

export const loginResponseSchema = z.object({ user: staffUserSchema, token: z.string() });
export type LoginResponse = z.output<typeof loginResponseSchema>;
