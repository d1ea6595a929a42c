import crypto from 'node:crypto';
import type { Knex } from 'knex';

/**
 * A statement sent as a named prepared statement on PostgreSQL: each pooled connection parses it
 * once and, after a few runs, reuses one generic plan, instead of parsing and planning it on every
 * request (the day's resource plan read spent more time being planned than run). The name is the
 * text's hash, so two texts never share one. PGlite has no such cache to use; there it runs as a
 * plain query. (A transaction-pooling proxy such as PgBouncer before 1.21 would need this off; we
 * connect directly.)
 */
export interface NamedStatement {
  /** The text with knex's named bindings (`:name`). */
  sql: string;
  name: string;
  /** The text with `$1...$n` and which named binding goes where, worked out once. */
  native?: { text: string; order: string[] };
}

interface PgConnection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

export function namedStatement(sql: string): NamedStatement {
  return { sql, name: `tbl_${crypto.createHash('sha256').update(sql).digest('hex').slice(0, 24)}` };
}

/** Whether this knex (or transaction) talks to PostgreSQL through pg, where named statements are kept. */
export function preparesStatements(db: Knex): boolean {
  return db.client.config.client === 'pg';
}

/**
 * Which named binding fills each `$n`: knex's own translation of the text, run once with each
 * binding's name standing for its value.
 */
function nativeOf(db: Knex, statement: NamedStatement, bindings: Record<string, unknown>) {
  if (!statement.native) {
    const marks = Object.fromEntries(Object.keys(bindings).map((key) => [key, `\u0000${key}`]));
    const native = db.raw(statement.sql, marks).toSQL().toNative();
    const order = native.bindings.map((mark) => String(mark).slice(1));
    statement.native = { text: native.sql, order };
  }
  return statement.native;
}

/**
 * Runs the statement on a pooled connection, or on the transaction's own connection when `db` is
 * one (knex hands a transaction's client its connection), straight through the driver: without
 * knex re-translating the named bindings over the text each time. Listeners of knex's 'query'
 * event still see it. Answers the rows.
 */
export async function runNamed<Row>(
  db: Knex,
  statement: NamedStatement,
  bindings: Record<string, unknown>,
): Promise<Row[]> {
  if (!preparesStatements(db)) return (await db.raw<{ rows: Row[] }>(statement.sql, bindings)).rows;
  const { text, order } = nativeOf(db, statement, bindings);
  const values = order.map((key) => {
    const value = bindings[key];
    if (value === undefined) throw new Error(`The statement's binding "${key}" is missing`);
    return value;
  });
  db.client.emit('query', { method: 'raw', sql: text, bindings: values });
  const connection: PgConnection = await db.client.acquireConnection();
  try {
    return (await connection.query({ name: statement.name, text, values })).rows as Row[];
  } finally {
    await db.client.releaseConnection(connection);
  }
}
