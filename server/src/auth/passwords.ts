import argon2 from 'argon2';

/** OWASP's argon2id baseline: 19 MiB, two passes, one lane. */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Made once, ahead of the first sign-in, so even the first unknown e-mail takes the usual time. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-just-for-timing');
  return dummyHash;
}

/**
 * Spends the same time as a real check when the e-mail is unknown, so response times do not tell an
 * attacker which addresses belong to staff.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}
