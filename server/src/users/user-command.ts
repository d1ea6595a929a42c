import type { Knex } from 'knex';
import { emailField, isOneLine } from '../../../domain/schemas/fields';
import { STAFF_ROLES } from '../../../domain/staff-roles';
import { listUsers, removeUser, saveUser } from './users';

export const USAGE = `Usage:
  npm run user -- add --email <e-mail> --name "<name>" [--role staff|manager|admin] [--branches makati,las-pinas|all]
                                                     (password read from standard input)
  npm run user -- list
  npm run user -- remove --email <e-mail>`;

export const MIN_PASSWORD_LENGTH = 10;

export interface UserCommandIo {
  readPassword(): Promise<string>;
  print(line: string): void;
}

function options(args: string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (let index = 0; index < args.length; index += 1) {
    const name = args[index];
    const value = args[index + 1];
    if (name?.startsWith('--') && value !== undefined && !value.startsWith('--')) {
      found[name.slice(2)] = value;
      index += 1;
    } else {
      throw new Error(`Unexpected argument: ${name}\n${USAGE}`);
    }
  }
  return found;
}

function emailOption(value: string | undefined): string {
  const parsed = emailField.safeParse(value ?? '');
  if (!parsed.success) throw new Error(`--email needs a valid e-mail address\n${USAGE}`);
  return parsed.data;
}

/**
 * `--branches a,b`: the places (as the catalogue names them) the account is limited to; `all` or none
 * for every branch. An unknown one is refused, naming the places there are.
 */
async function branchesOption(db: Knex, value: string | undefined): Promise<string[]> {
  const wanted = (value ?? 'all')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  if (wanted.length === 0 || (wanted.length === 1 && wanted[0] === 'all')) return [];
  const known: string[] = await db('branches').orderBy('position').pluck('id');
  const unknown = wanted.filter((branch) => !known.includes(branch));
  if (unknown.length > 0)
    throw new Error(`--branches: ${unknown.join(', ')} is not a branch of the clinic (${known.join(', ')})`);
  return [...new Set(wanted)].sort();
}

/** `add` (or reset), `list` and `remove` staff accounts. Throws with a message for the person typing. */
export async function runUserCommand(db: Knex, argv: string[], io: UserCommandIo): Promise<void> {
  const [command, ...rest] = argv;
  const flags = options(rest);
  if (command === 'add') {
    const email = emailOption(flags.email);
    const name = (flags.name ?? '').trim();
    if (!name) throw new Error(`--name is required\n${USAGE}`);
    if (!isOneLine(name)) throw new Error('--name must be on one line');
    const role = (flags.role ?? 'staff').trim().toLowerCase();
    if (!(STAFF_ROLES as readonly string[]).includes(role))
      throw new Error(`--role must be one of: ${STAFF_ROLES.join(', ')}`);
    const branches = await branchesOption(db, flags.branches);
    const password = await io.readPassword();
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters`);
    }
    const { created } = await saveUser(db, { email, name, role, password, branches });
    const where =
      flags.branches === undefined
        ? ''
        : `, ${branches.length ? `branches: ${branches.join(', ')}` : 'all branches'}`;
    io.print(`${created ? 'Added' : 'Updated'} ${role} ${email} (${name})${where}`);
    return;
  }
  if (command === 'list') {
    const users = await listUsers(db);
    if (users.length === 0) io.print('No staff accounts yet.');
    for (const user of users)
      io.print(
        `${user.email}\t${user.role}\t${user.name}${user.branches?.length ? `\t${user.branches.join(',')}` : ''}`,
      );
    return;
  }
  if (command === 'remove') {
    const email = emailOption(flags.email);
    if (!(await removeUser(db, email))) throw new Error(`No account for ${email}`);
    io.print(`Removed ${email}; their sign-in stops working at once.`);
    return;
  }
  throw new Error(USAGE);
}
