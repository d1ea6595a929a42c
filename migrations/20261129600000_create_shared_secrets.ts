import type { Knex } from 'knex';

/**
 * The secrets every instance of one PostgreSQL database must share (issue 30 item 7): the key of the
 * clients' manage links, the JWT secret, the back-office codes and the health-data key, each one
 * row, created once by whichever instance starts first (`insert ... on conflict do nothing`, then
 * read) unless the environment gives it. Before, each instance generated its own into
 * `DATA_DIR/secrets.json`: a second instance, a new container or a restore onto a new data folder
 * answered 404 to every link sent. A `pg_dump` carries them, so a restore keeps links working.
 * The embedded PGlite keeps its file (its data folder is the whole installation).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('shared_secrets', (table) => {
    table.string('name', 40).primary();
    table.text('value').notNullable();
    // 'generated' here, or 'data-dir' when copied from an upgraded instance's secrets.json.
    table.string('origin', 20).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('shared_secrets');
}
