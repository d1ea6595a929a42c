import { z } from 'zod';
import { STAFF_ROLES } from '../staff-roles';
import { emailField, hasNoControlCharacters, lineField } from './fields';

/** Staff accounts as admins manage them: `{ email, name, role, password, branches }`. */

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

/** Most places one account may be limited to: far beyond the clinic's. */
export const MAX_ACCOUNT_BRANCHES = 20;
const BRANCHES_SHAPE = 'branches: send a list of branch ids, or none for all branches';

/**
 * The places an account is limited to, deduplicated and in order; empty means every branch. That each
 * is one of the clinic's is checked by the server against the catalogue.
 */
const branchesField = z
  .array(
    z.string({ error: BRANCHES_SHAPE }).trim().toLowerCase().min(1, BRANCHES_SHAPE).max(40, BRANCHES_SHAPE),
    {
      error: BRANCHES_SHAPE,
    },
  )
  .max(MAX_ACCOUNT_BRANCHES, `branches: at most ${MAX_ACCOUNT_BRANCHES}`)
  .transform((branches) => [...new Set(branches)].sort());

const accountNameField = lineField('Name', 100).min(1, 'Name is required');

export const newStaffAccountSchema = z.object(
  {
    email: emailField,
    name: accountNameField,
    role: roleField,
    password: passwordField,
    branches: branchesField.optional(),
  },
  { error: 'Send the account as { email, name, role, password, branches? }' },
);
export type NewStaffAccount = z.output<typeof newStaffAccountSchema>;

export const staffAccountChangeSchema = z
  .object(
    {
      name: accountNameField.optional(),
      role: roleField.optional(),
      password: passwordField.optional(),
      branches: branchesField.optional(),
    },
    { error: 'Send the change as { name?, role?, password?, branches? }' },
  )
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: 'Nothing to change: send a name, a role, a password or branches',
  });
export type StaffAccountChange = z.output<typeof staffAccountChangeSchema>;

export const staffAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  /** Empty: every branch. */
  branches: z.array(z.string()),
  createdAt: z.string(),
});
export type StaffAccount = z.output<typeof staffAccountSchema>;

export const staffAccountListSchema = z.object({ data: z.array(staffAccountSchema) });
export const staffAccountResponseSchema = z.object({ data: staffAccountSchema, msg: z.string() });
