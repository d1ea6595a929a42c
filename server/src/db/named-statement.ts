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
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
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
  return runPrepared<Row>(db, statement.name, text, values);
}

/** Texts that go unnamed in this process: PostgreSQL refused to run them again under their name. */
const unnamedTexts = new Set<string>();

/**
 * PostgreSQL's answer when a table a prepared statement reads with `*` gained or lost a column
 * since the connection prepared it: it will not run the statement under that name again there.
 */
function resultTypeChanged(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '0A000' && /cached plan must not change result type/.test(String(message));
}

async function runPrepared<Row>(db: Knex, name: string, text: string, values: readonly unknown[]) {
  db.client.emit('query', { method: 'raw', sql: text, bindings: values });
  const connection: PgConnection = await db.client.acquireConnection();
  try {
    if (unnamedTexts.has(text)) return (await connection.query({ text, values: [...values] })).rows as Row[];
    try {
      return (await connection.query({ name, text, values: [...values] })).rows as Row[];
    } catch (error) {
      // Another instance ran a migration (a rolling upgrade) that added a column to a table read
      // with `*` here. The text runs unnamed from now on, as before named statements, until this
      // process restarts; outside a transaction this very call is answered so. (Inside one, the
      // error has aborted the transaction and goes up; the caller's next try runs unnamed.)
      if (!resultTypeChanged(error)) throw error;
      unnamedTexts.add(text);
      if (db.isTransaction) throw error;
      return (await connection.query({ text, values: [...values] })).rows as Row[];
    }
  } finally {
    await db.client.releaseConnection(connection);
  }
}

/** Names of the texts selectNamed has met; a text is one shape of a query (its values are bound). */
const namesOfTexts = new Map<string, string>();
const NAMES_KEPT = 1_000;

/**
 * A select built with knex, run as a named prepared statement (see namedStatement): knex binds the
 * values, so its text depends only on the query's shape (which filters, how many branches), and each
 * shape is parsed once per connection and, once PostgreSQL finds its generic plan as good, no longer
 * planned per request. Each text is kept by every connection that runs it: a caller writes into the
 * text only values from a small set (a page size, never a page number or a search). For the reads every desk request makes (its session, the list's
 * page and counts), where planning cost as much as running. Answers the rows; on PGlite, the query
 * as knex runs it.
 */
export async function selectNamed<Row>(db: Knex, query: Knex.QueryBuilder | Knex.Raw): Promise<Row[]> {
  if (!preparesStatements(db)) {
    const result = (await query) as Row[] | { rows: Row[] };
    return Array.isArray(result) ? result : result.rows;
  }
  const { sql: text, bindings } = query.toSQL().toNative();
  let name = namesOfTexts.get(text);
  if (!name) {
    name = namedStatement(text).name;
    if (namesOfTexts.size < NAMES_KEPT) namesOfTexts.set(text, name);
  }
  return runPrepared<Row>(db, name, text, bindings);
}
