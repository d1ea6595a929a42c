import type { Knex } from 'knex';
import {
  applyHealthAnswers,
  type HealthAnswers,
  type IntakeSave,
} from '../../../domain/health-form/health-answers';
import { rowAsJson } from '../db/json-rows';
import { open, seal } from './health-cipher';

/**
 * The one place that reads and writes a client's health form (STYLE 13): sealed with the health key
 * on the way in, opened on the way out, and every staff read logged in the client's access log
 * before it is opened (record-for-staff.ts). Nothing else selects `client_intake.answers`.
 */
export interface Intake {
  answers: HealthAnswers;
  updatedAt: string;
}

/** A form as stored: its answers still sealed. */
export interface SealedIntake {
  client_id: string;
  answers: string;
  updated_at: Date | string;
}

function opened(key: Buffer, row: SealedIntake | null | undefined): Intake | null {
  if (!row) return null;
  return {
    answers: JSON.parse(open(key, row.answers, row.client_id)) as HealthAnswers,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

async function readRow(db: Knex, clientId: string, lock = false): Promise<SealedIntake | undefined> {
  const query = db<SealedIntake>('client_intake').where({ client_id: clientId });
  return lock ? query.forUpdate().first() : query.first();
}

/** The client's own form, read through their manage link: theirs to read, so not logged. */
export async function intakeForClient(db: Knex, key: Buffer, clientId: string): Promise<Intake | null> {
  return opened(key, await readRow(db, clientId));
}

/** Whether the client has given a health form at all (no answer is opened): the reminder asks. */
export async function hasIntake(db: Knex, clientId: string | null | undefined): Promise<boolean> {
  if (!clientId) return false;
  return Boolean(await db('client_intake').where({ client_id: clientId }).first('client_id'));
}

/**
 * The form as stored, still sealed, as a column (`sealed_intake`, null without a form) of the client
 * page's one read (queries/client-page.ts), for a staff read that logs it with other reads in one
 * write (record-for-staff.ts) and only then opens it with `openedIntake`.
 */
export const sealedIntakeColumn = (db: Knex, clientId: string) =>
  rowAsJson(
    db,
    db('client_intake').where({ client_id: clientId }).select('client_id', 'answers', 'updated_at'),
    'sealed_intake',
  );
export const openedIntake = opened;

/** Saves the answers given now over the current form (one row per client), inside `trx`. */
export async function saveIntake(
  trx: Knex.Transaction,
  key: Buffer,
  clientId: string,
  given: IntakeSave,
  now: Date,
): Promise<Intake> {
  // Locked, so two saves of one client (a phone and the desk's tablet) each build on the other.
  const current = opened(key, await readRow(trx, clientId, true));
  const answers = applyHealthAnswers(current?.answers ?? {}, given, now);
  const sealed = seal(key, JSON.stringify(answers), clientId);
  await trx('client_intake')
    .insert({ client_id: clientId, answers: sealed, created_at: now, updated_at: now })
    .onConflict('client_id')
    .merge({ answers: sealed, updated_at: now });
  return { answers, updatedAt: now.toISOString() };
}

/**
 * A merge of two client records keeps one health form: each question's latest answer of either,
 * sealed again for the kept record (a sealed form opens only under its own client's id).
 */
export async function mergeIntake(trx: Knex.Transaction, key: Buffer, keptId: string, otherId: string) {
  const other = opened(key, await readRow(trx, otherId, true));
  if (!other) return;
  const kept = opened(key, await readRow(trx, keptId, true));
  const answers: HealthAnswers = { ...(kept?.answers ?? {}) };
  for (const [id, answer] of Object.entries(other.answers)) {
    const mine = answers[id];
    if (!mine || mine.answeredAt < answer.answeredAt) answers[id] = answer;
  }
  const updatedAt = [kept?.updatedAt, other.updatedAt].filter(Boolean).sort().at(-1) ?? other.updatedAt;
  const sealed = seal(key, JSON.stringify(answers), keptId);
  await trx('client_intake')
    .insert({ client_id: keptId, answers: sealed, updated_at: updatedAt })
    .onConflict('client_id')
    .merge({ answers: sealed, updated_at: updatedAt });
  await trx('client_intake').where({ client_id: otherId }).delete();
}
