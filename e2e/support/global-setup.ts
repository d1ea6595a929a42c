import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { ensureChromium } from './chromium';

export const E2E_TEMPLATE_DIR = path.resolve(import.meta.dirname, '../../.tmp/e2e-pglite-template');

export default async function setup(): Promise<void> {
  ensureChromium();
  if (!fs.existsSync(path.resolve(import.meta.dirname, '../../dist/index.html'))) {
    throw new Error(
      'There is no production build: run the journeys with `npm run test:e2e`, which builds first.',
    );
  }
  fs.rmSync(E2E_TEMPLATE_DIR, { recursive: true, force: true });
  const template = await openDatabase({ pgliteDir: E2E_TEMPLATE_DIR });
  await migrateToLatest(template.knex);
  await template.close();
}
