import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { parseHealthKey } from './health-data/health-key';

export interface Secrets {
  jwtSecret: string;
  deleteCode: string;
  updateCode: string;
  /**
   * Signs the clients' "manage my booking" links (server/src/manage/manage-token.ts). Always set by
   * resolveSecrets; a hand-built Secrets (tests, benches) without one gets a key derived from the JWT
   * secret (see manageKeyOf).
   */
  manageLinkSecret?: string;
  /**
   * Encrypts health answers at rest (`HEALTH_DATA_KEY`, see health-data/health-key.ts). Always set by
   * resolveSecrets; a hand-built Secrets without one gets a key derived from the JWT secret.
   */
  healthDataKey?: string;
  /** Names of the secrets made just now, so the first start can print the codes once. */
  generated: Array<'jwtSecret' | 'deleteCode' | 'updateCode' | 'manageLinkSecret' | 'healthDataKey'>;
}

export type SecretName = Secrets['generated'][number];
export type StoredSecrets = Partial<Record<SecretName, string>>;

export const SECRET_NAMES: readonly SecretName[] = [
  'jwtSecret',
  'deleteCode',
  'updateCode',
  'manageLinkSecret',
  'healthDataKey',
];

/** The file the embedded setup keeps generated secrets in (and PostgreSQL ones kept before issue 30). */
export const secretsFileOf = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'secrets.json');

export function readSecretsFile(file: string): StoredSecrets {
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as StoredSecrets;
}

const newCode = () => String(crypto.randomInt(10_000_000, 100_000_000));

/** A fresh value for a secret nobody gave. */
export function makeSecret(name: SecretName): string {
  if (name === 'deleteCode' || name === 'updateCode') return newCode();
  if (name === 'healthDataKey') return crypto.randomBytes(32).toString('base64');
  return crypto.randomBytes(48).toString('base64url');
}

/** What the environment sets; the rest is kept (in the database, or the embedded setup's file). */
export function secretsFromEnv(config: Config): StoredSecrets {
  const given: StoredSecrets = {
    jwtSecret: config.jwtSecret,
    deleteCode: config.deleteCode,
    updateCode: config.updateCode,
    manageLinkSecret: config.manageLinkSecret,
    healthDataKey: config.healthDataKey,
  };
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value)) as StoredSecrets;
}

/** A full Secrets from values for every name. */
export function secretsOf(values: Record<SecretName, string>, generated: SecretName[]): Secrets {
  return { ...values, generated };
}

/**
 * The embedded PGlite setup: the environment wins; whatever it leaves unset is generated once and
 * kept in `DATA_DIR/secrets.json` (mode 0600) beside the database, so tokens and codes survive a
 * restart and a copy of the data folder. PostgreSQL keeps them in the database (shared-secrets.ts).
 */
export function resolveSecrets(config: Config): Secrets {
  const file = secretsFileOf(config);
  const stored = readSecretsFile(file);
  const given = secretsFromEnv(config);
  const generated: SecretName[] = [];
  const values = Object.fromEntries(
    SECRET_NAMES.map((name) => {
      const value = given[name] ?? stored[name];
      if (value) return [name, value];
      generated.push(name);
      stored[name] = makeSecret(name);
      return [name, stored[name]];
    }),
  ) as Record<SecretName, string>;
  if (generated.length > 0) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  return secretsOf(values, generated);
}

/** The key of the manage links: its own secret, or one derived from the JWT secret for a different purpose. */
export function manageKeyOf(secrets: Pick<Secrets, 'jwtSecret' | 'manageLinkSecret'>): string {
  if (secrets.manageLinkSecret) return secrets.manageLinkSecret;
  return crypto.createHmac('sha256', secrets.jwtSecret).update('tbl-manage-link-key:v1').digest('base64url');
}

/** The health-data key as bytes: its own secret, or one derived from the JWT secret for this purpose. */
export function healthKeyOf(secrets: Pick<Secrets, 'jwtSecret' | 'healthDataKey'>): Buffer {
  if (secrets.healthDataKey) {
    const key = parseHealthKey(secrets.healthDataKey);
    if (typeof key !== 'string') return key;
    throw new Error(`HEALTH_DATA_KEY ${key}`);
  }
  return crypto.createHmac('sha256', secrets.jwtSecret).update('tbl-health-data-key:v1').digest();
}
