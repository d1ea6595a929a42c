import type { Knex } from 'knex';
import type { Config } from './config';
import {
  makeSecret,
  readSecretsFile,
  SECRET_NAMES,
  type SecretName,
  type Secrets,
  secretsFileOf,
  secretsFromEnv,
  secretsOf,
} from './secrets';

export interface SharedSecrets extends Secrets {
  /** Names copied into the database from this instance's `DATA_DIR/secrets.json` just now (the upgrade). */
  copiedFromFile: SecretName[];
  /** Names whose value in that file differs from the database's, which wins. */
  fileDiffers: SecretName[];
}

/**
 * PostgreSQL: every instance of one database signs and seals with the same secrets (issue 30 item
 * 7). The environment wins; each secret it leaves unset is one row of `shared_secrets`, created by
 * whichever instance gets there first (`on conflict do nothing`, then read: two instances starting
 * together read the same row). Nothing is written to DATA_DIR.
 *
 * The upgrade: an instance that kept its secrets in `DATA_DIR/secrets.json` before offers that
 * file's values when the database has none yet, so the links already e-mailed keep opening. Once the
 * database holds a value it wins over any file.
 */
export async function resolveSharedSecrets(knex: Knex, config: Config): Promise<SharedSecrets> {
  const given = secretsFromEnv(config);
  const file = readSecretsFile(secretsFileOf(config));
  const kept = SECRET_NAMES.filter((name) => !given[name]);
  const offered = kept.map((name) => {
    const fromFile = file[name];
    return { name, value: fromFile ?? makeSecret(name), origin: fromFile ? 'data-dir' : 'generated' };
  });
  const created =
    offered.length === 0
      ? []
      : (
          (await knex('shared_secrets')
            .insert(offered)
            .onConflict('name')
            .ignore()
            .returning('name')) as Array<{
            name: SecretName;
          }>
        ).map((row) => row.name);
  const rows = (await knex('shared_secrets').whereIn('name', kept).select('name', 'value')) as Array<{
    name: SecretName;
    value: string;
  }>;
  const stored = Object.fromEntries(rows.map((row) => [row.name, row.value])) as Partial<
    Record<SecretName, string>
  >;
  const values = Object.fromEntries(
    SECRET_NAMES.map((name) => {
      const value = given[name] ?? stored[name];
      if (!value) throw new Error(`the shared secret ${name} was neither given nor found in the database`);
      return [name, value];
    }),
  ) as Record<SecretName, string>;
  const copiedFromFile = created.filter((name) => file[name] !== undefined);
  return {
    ...secretsOf(
      values,
      created.filter((name) => file[name] === undefined),
    ),
    copiedFromFile,
    fileDiffers: kept.filter((name) => file[name] !== undefined && file[name] !== stored[name]),
  };
}
