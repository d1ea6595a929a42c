import { BIN, run } from './lib.mjs';

/** `npm test`: every check, in order, stopping at the first that fails. */
const steps = [
  ['typecheck (app, server, domain)', BIN('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['typecheck (service worker)', BIN('tsc'), ['-p', 'tsconfig.sw.json', '--noEmit']],
  ['lint', BIN('biome'), ['check', '.']],
  ['unit tests', BIN('vitest'), ['run', '--project', 'unit']],
  ['API tests', process.execPath, ['scripts/test-api.mjs']],
  ['browser journeys', process.execPath, ['scripts/test-e2e.mjs']],
];

const started = Date.now();
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const stepStarted = Date.now();
  const code = await run(command, args);
  console.log(
    `=== ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - stepStarted) / 1000).toFixed(1)} s ===`,
  );
  if (code !== 0) process.exit(code);
}
console.log(`\nEvery check passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
