import { spawn } from 'node:child_process';
import { BIN, ROOT } from './lib.mjs';

/**
 * The API suite on the embedded database and, when DATABASE_URL is set, on PostgreSQL too. On a
 * 2-core machine vitest gives each pass one worker, so the two passes run side by side, one core
 * each (CI took 20 minutes for them one after the other). Each pass's output is held and printed
 * whole when both have ended, so the two never interleave; a pass that failed prints last, where the
 * end of a long log shows it.
 */
const extra = process.argv.slice(2);

function pass(name, database) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(BIN('vitest'), ['run', '--project', 'api', ...extra], {
      cwd: ROOT,
      env: { ...process.env, TEST_DATABASE: database, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('exit', (code, signal) =>
      resolve({
        name,
        code: code ?? (signal ? 1 : 0),
        output: Buffer.concat(output),
        seconds: ((Date.now() - started) / 1000).toFixed(1),
      }),
    );
  });
}

const passes = [pass('PGlite', 'pglite')];
if (process.env.DATABASE_URL) {
  console.log('API tests on PGlite and, side by side, on PostgreSQL (DATABASE_URL is set)');
  passes.push(pass('PostgreSQL', 'postgres'));
} else {
  console.log('DATABASE_URL is not set: the API tests run on PGlite only (CI runs them on PostgreSQL too).');
}

const results = await Promise.all(passes);
results.sort((a, b) => Number(b.code === 0) - Number(a.code === 0));
for (const result of results) {
  console.log(`\n--- API tests on ${result.name} ---`);
  process.stdout.write(result.output);
  console.log(
    `--- API tests on ${result.name}: ${result.code === 0 ? 'passed' : 'FAILED'} in ${result.seconds} s ---`,
  );
}
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
