import { z } from 'zod';
import { STAFF_ROLES } from '../staff-roles';
import { emailField, hasNoControlCharacters, lineField } from './fields';

/** Staff accounts as admins manage them: `{ email, name, role, password }`. */

export const STAFF_PASSWORD_MIN = 10;
const PASSWORD_MAX = 200;

const passwordField = z
  .string({ error: 'Password must be text' })
  .min(STAFF_PASSWORD_MIN, `Password must be at least ${STAFF_PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine(hasNoControlCharacters, 'Password contains characters that are not allowed');

const roleField = z
  .string({ error: 'Role must be admin, manager or staff' })
  .trim()
  .toLowerCase()
  .pipe(z.enum(STAFF_ROLES, { error: 'Role must be admin, manager or staff' }));

const accountNameField = lineField('Name', 100).min(1, 'Name is required');

export const newStaffAccountSchema = z.object(
  { email: emailField, name: accountNameField, role: roleField, password: passwordField },
  { error: 'Send the account as { email, name, role, password }' },
);
export type NewStaffAccount = z.output<typeof newStaffAccountSchema>;

export const staffAccountChangeSchema = z
  .object(
    { name: accountNameField.optional(), role: roleField.optional(), password: passwordField.optional() },
    { error: 'Send the change as { name?, role?, password? }' },
  )
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: 'Nothing to change: send a name, a role or a password',
  });
export type StaffAccountChange = z.output<typeof staffAccountChangeSchema>;

export const staffAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  createdAt: z.string(),
});
export type StaffAccount = z.output<typeof staffAccountSchema>;

export const staffAccountListSchema = z.object({ data: z.array(staffAccountSchema) });
export const staffAccountResponseSchema = z.object({ data: staffAccountSchema, msg: z.string() });
