import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANCHES } from '../../../domain/branches';
import {
  branchOfCatalogue,
  catalogueRules,
  serviceOfCatalogue,
} from '../../../domain/catalogue/catalogue-rules';
import { catalogueSeed } from '../../../domain/catalogue/catalogue-seed';
import { CATEGORIES } from '../../../domain/catalogue/categories';
import { SERVICES } from '../../../domain/catalogue/services';
import { OPENING_HOURS, PLACE_IDS } from '../../../domain/opening-hours';
import { migrateDownThrough, migrateToLatest } from '../db/migrate';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { readCatalogue } from './read-catalogue';

/** Issue 25 item 1: an upgrade shows a visitor exactly the catalogue and places of the compiled release. */
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

const TODAY = '2026-11-27';

describe('the seeded catalogue', () => {
  it('reads back as exactly the compiled categories, treatments, promos, places and hours', async () => {
    const catalogue = await readCatalogue(database.db.knex, TODAY);
    expect(catalogue.version).toBe(1);
    expect(catalogue.categories).toEqual(CATEGORIES);
    expect(catalogue.categories).toHaveLength(10);
    expect(catalogue.services).toHaveLength(83);
    expect(catalogue.services.map(serviceOfCatalogue)).toStrictEqual(SERVICES);
    expect(catalogue.services.flatMap((service) => service.promos)).toHaveLength(
      SERVICES.flatMap((service) => service.promoPackages ?? []).length,
    );
    expect(catalogue.services.every((service) => service.active)).toBe(true);
    expect(catalogue.services.every((service) => JSON.stringify(service.needs) === '[{"kind":"room"}]')).toBe(
      true,
    );
    expect(catalogue).toStrictEqual({ version: 1, ...catalogueSeed() });

    const clinics = catalogue.branches.filter((branch) => branch.kind === 'clinic').map(branchOfCatalogue);
    expect(clinics).toStrictEqual(BRANCHES);
    expect(catalogue.branches.map((branch) => branch.id)).toEqual([
      ...BRANCHES.map((b) => b.id),
      'home',
      'online',
    ]);
    const rules = catalogueRules(catalogue);
    for (const place of PLACE_IDS) {
      for (const date of ['2026-11-30', '2026-12-05', '2026-12-06']) {
        expect(rules.hoursOn(place, date), `${place} ${date}`).toEqual(OPENING_HOURS[place]);
      }
    }
  });

  it('carries the closed dates the capacity settings hold, from today on', async () => {
    const knex = database.db.knex;
    await knex('closed_dates').insert([
      { place: 'makati', closed_date: '2026-12-25', reason: 'Christmas' },
      { place: 'makati', closed_date: '2026-11-01', reason: 'All Saints (past)' },
    ]);
    const catalogue = await readCatalogue(knex, TODAY);
    expect(catalogue.branches.find((branch) => branch.id === 'makati')?.closedDates).toEqual([
      { date: '2026-12-25', reason: 'Christmas' },
    ]);
    await knex('closed_dates').delete();
  });

  it('rolls its six migrations (and any later ones) down to no catalogue tables, and up again to the same seed', async () => {
    const knex = database.db.knex;
    await migrateDownThrough(knex, '20261127010000_create_catalogue_categories');
    const found = await knex.raw("select to_regclass('catalogue_services') as found");
    expect(found.rows[0].found).toBeNull();
    await migrateToLatest(knex);
    expect(await readCatalogue(knex, TODAY)).toStrictEqual({ version: 1, ...catalogueSeed() });
  });
});
