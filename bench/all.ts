import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * `npm run bench`: the pages (Lighthouse, bytes, offline repeat visit; written into
 * docs/PERFORMANCE.md), then the API and the time API (availability, capacity-checked bookings;
 * PostgreSQL only: without DATABASE_URL each says so and stops), and the reports of /api/reports at
 * 100,000 bookings. Each runs in a process of its own;
 * a failure of one does not keep the others from running.
 */
const failed: string[] = [];
for (const script of ['pages.ts', 'run.ts', 'time.ts', 'reports.ts']) {
  console.log(`\n== bench/${script} ==\n`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, script)], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed.push(`bench/${script} exited with ${run.status ?? run.signal}`);
}
if (failed.length > 0) {
  console.error(failed.join('\n'));
  process.exit(1);
}
