import { db as appDb, type ClinicDatabase } from '../../offline/db';
import type { OutboxItem } from '../../offline/outbox/outbox-item';
import { newOutboxItem } from '../../offline/outbox/outbox-store';
import { intakeUrl } from './health-form-api';

export type GivenAnswers = Record<string, boolean | string>;

/**
 * Queues the answers given on this phone: they wait in the outbox (offline too) and are sent as a
 * PUT of the form. A PUT of the same answers again changes nothing, so a retry is harmless.
 */
export async function queueHealthForm(
  token: string,
  answers: GivenAnswers,
  database: ClinicDatabase = appDb,
): Promise<string> {
  const id = crypto.randomUUID();
  await database.outbox.add(
    newOutboxItem(
      { id, kind: 'health-form', method: 'PUT', url: intakeUrl(token), body: { answers } },
      Date.now(),
    ),
  );
  return id;
}

/** The latest health form queued for this visit from this device, if any. */
export async function latestHealthFormItem(
  token: string,
  database: ClinicDatabase = appDb,
): Promise<OutboxItem | null> {
  const url = intakeUrl(token);
  const items = await database.outbox.where('kind').equals('health-form').toArray();
  const mine = items.filter((item) => item.url === url).sort((a, b) => b.createdAt - a.createdAt);
  return mine[0] ?? null;
}
