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

type Stored = Partial<Record<Secrets['generated'][number], string>>;

function readStored(file: string): Stored {
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Stored;
}

const newCode = () => String(crypto.randomInt(10_000_000, 100_000_000));

/**
 * The environment wins; whatever it leaves unset is generated once and kept in `DATA_DIR/secrets.json`
 * (mode 0600), so tokens and codes survive a restart of the embedded setup.
 */
export function resolveSecrets(config: Config): Secrets {
  const file = path.join(config.dataDir, 'secrets.json');
  const stored = readStored(file);
  const generated: Secrets['generated'] = [];
  const pick = (name: Secrets['generated'][number], fromEnv: string | undefined, make: () => string) => {
    if (fromEnv) return fromEnv;
    const existing = stored[name];
    if (existing) return existing;
    generated.push(name);
    stored[name] = make();
    return stored[name];
  };
  const secrets: Secrets = {
    jwtSecret: pick('jwtSecret', config.jwtSecret, () => crypto.randomBytes(48).toString('base64url')),
    deleteCode: pick('deleteCode', config.deleteCode, newCode),
    updateCode: pick('updateCode', config.updateCode, newCode),
    manageLinkSecret: pick('manageLinkSecret', config.manageLinkSecret, () =>
      crypto.randomBytes(48).toString('base64url'),
    ),
    healthDataKey: pick('healthDataKey', config.healthDataKey, () =>
      crypto.randomBytes(32).toString('base64'),
    ),
    generated,
  };
  if (generated.length > 0) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  return secrets;
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
