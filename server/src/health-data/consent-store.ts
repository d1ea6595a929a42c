import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { type ConsentRecord, latestConsent } from '../../../domain/consent/consent-record';
import { CONSENT_MESSAGES, type ConsentRequest } from '../../../domain/consent/consent-request';
import {
  type ConsentKind,
  type ConsentText,
  consentLabel,
  consentWording,
  currentConsentText,
} from '../../../domain/consent/consent-texts';
import { rowsAsJson } from '../db/json-rows';
import { toIso } from '../db/rows';
import { conflict } from '../errors';
import { open, seal } from './health-cipher';

/**
 * The one place that writes and reads signed consents (issue 27 item 4, STYLE 13): the drawn
 * signature is sealed with the health key, bound to its row's id; a staff read is logged in the
 * client's access log before it is opened (record-for-staff.ts). Rows are only ever inserted (the
 * database refuses an edit); they stay on the record that signed them when two records are merged,
 * so a client's consents are read over the client and every record merged into it.
 */
export interface ConsentRow {
  id: string;
  client_id: string;
  kind: ConsentKind;
  category: string | null;
  action: 'sign' | 'withdraw';
  version: number;
  text_hash: string;
  signed_name: string;
  signature: string | null;
  signed_at: Date | string;
}

/** SHA-256 (hex) of the exact wording of a consent text: what a signature points at. */
export function consentHash(text: Pick<ConsentText, 'title' | 'paragraphs'>): string {
  return crypto.createHash('sha256').update(consentWording(text), 'utf8').digest('hex');
}

/** The client and every record merged into it. */
async function recordIdsOf(db: Knex, clientId: string): Promise<string[]> {
  const rows = await db('clients').where({ id: clientId }).orWhere({ merged_into: clientId }).select('id');
  return rows.length ? rows.map((row: { id: string }) => row.id) : [clientId];
}

const NEWEST_FIRST = [
  { column: 'signed_at', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

/** The consents of these records, newest first. */
const consentsOf = (db: Knex, clientIds: readonly string[]) =>
  db<ConsentRow>('client_consents')
    .whereIn('client_id', clientIds)
    .orderBy([...NEWEST_FIRST]);

function presented(key: Buffer, row: ConsentRow, withSignature: boolean): ConsentRecord {
  return {
    id: row.id,
    kind: row.kind,
    category: row.category,
    label: consentLabel(row.kind, row.category),
    action: row.action,
    version: Number(row.version),
    textHash: row.text_hash,
    signedName: row.signed_name,
    signedAt: toIso(row.signed_at),
    hasSignature: row.signature !== null,
    ...(withSignature && row.signature ? { signature: open(key, row.signature, row.id) } : {}),
  };
}

/** The client's own consents through their link: theirs to read, not logged; no signature image. */
export async function consentsForClient(db: Knex, key: Buffer, clientId: string): Promise<ConsentRecord[]> {
  const rows = await consentsOf(db, await recordIdsOf(db, clientId));
  return rows.map((row) => presented(key, row, false));
}

/** Everything, signatures opened, for the client's own export (issue 27 item 6). */
export async function consentsForExport(
  db: Knex,
  key: Buffer,
  recordIds: string[],
): Promise<ConsentRecord[]> {
  return (await consentsOf(db, recordIds)).map((row) => presented(key, row, true));
}

/**
 * The consents as stored, signatures still sealed, over the client and every record merged into it,
 * as a column (`sealed_consents`) of the client page's one read (queries/client-page.ts), for a
 * staff read that logs them with other reads in one write (record-for-staff.ts) and only then opens
 * them with `openedConsents`.
 */
export function sealedConsentsColumn(db: Knex, clientId: string): Knex.Raw {
  const records = db('clients').where({ id: clientId }).orWhere({ merged_into: clientId }).select('id');
  const consents = db('client_consents')
    .whereIn('client_id', records)
    .orderBy([...NEWEST_FIRST]);
  return rowsAsJson(db, consents, 'sealed_consents');
}

/** Sealed consents opened for staff, signatures and all. */
export function openedConsents(key: Buffer, rows: readonly ConsentRow[]): ConsentRecord[] {
  return rows.map((row) => presented(key, row, true));
}

export interface ConsentWrite {
  clientId: string;
  bookingId: string;
  request: ConsentRequest;
  /** The request's Idempotency-Key: the same key again writes nothing new. */
  requestId: string | undefined;
  now: Date;
}

/**
 * Signs or withdraws, inside `trx`. The client's row is locked first, so two signatures of one
 * client (a phone and the desk's tablet) take turns and each sees the other. 409 when the text was
 * changed since the client read it (an older version, or another wording's hash), when this version
 * is already signed, or when there is nothing signed to withdraw.
 */
export async function recordConsent(
  trx: Knex.Transaction,
  key: Buffer,
  { clientId, bookingId, request, requestId, now }: ConsentWrite,
): Promise<'written' | 'replayed'> {
  await trx('clients').where({ id: clientId }).forUpdate().first('id');
  const ids = await recordIdsOf(trx, clientId);
  if (requestId) {
    const earlier = await trx('client_consents').where({ request_id: requestId }).first('client_id');
    if (earlier && ids.includes(earlier.client_id)) return 'replayed';
    if (earlier) throw conflict('This Idempotency-Key was already used for another request');
  }
  const latest = latestConsent(
    (await consentsOf(trx, ids)).map((row) => ({ ...row, signedAt: toIso(row.signed_at) })),
    request.kind,
    request.category,
  );
  let version: number;
  let textHash: string;
  if (request.action === 'sign') {
    const current = currentConsentText(request.kind, request.category ?? undefined);
    if (!current) throw conflict(CONSENT_MESSAGES.textChanged);
    textHash = consentHash(current);
    if (request.version !== current.version || (request.textHash && request.textHash !== textHash))
      throw conflict(CONSENT_MESSAGES.textChanged);
    if (latest?.action === 'sign' && Number(latest.version) === current.version)
      throw conflict(CONSENT_MESSAGES.alreadySigned);
    version = current.version;
  } else {
    if (latest?.action !== 'sign') throw conflict(CONSENT_MESSAGES.nothingToWithdraw);
    version = Number(latest.version);
    textHash = latest.text_hash;
  }
  const id = crypto.randomUUID();
  await trx('client_consents').insert({
    id,
    client_id: clientId,
    booking_id: bookingId,
    kind: request.kind,
    category: request.category,
    action: request.action,
    version,
    text_hash: textHash,
    signed_name: request.signedName,
    signature: request.signature ? seal(key, request.signature, id) : null,
    signed_at: now,
    request_id: requestId ?? null,
  });
  return 'written';
}
