import type { Knex } from 'knex';

/**
 * An Idempotency-Key names one request wherever it is sent (the IETF draft): the key alone is the
 * primary key, and `scope` records the endpoint it was first used on, so the same key on another
 * endpoint is answered 422. Keys already stored under two endpoints keep their first use.
 * The constraint keeps its name: a taken key is recognised by it (`isClaimTaken`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    delete from idempotency_keys later using idempotency_keys earlier
     where later.key = earlier.key
       and (later.created_at, later.scope) > (earlier.created_at, earlier.scope)`);
  await knex.raw('alter table idempotency_keys drop constraint idempotency_keys_pkey');
  await knex.raw('alter table idempotency_keys add constraint idempotency_keys_pkey primary key (key)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table idempotency_keys drop constraint idempotency_keys_pkey');
  await knex.raw(
    'alter table idempotency_keys add constraint idempotency_keys_pkey primary key (scope, key)',
  );
}
