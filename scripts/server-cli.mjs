import { buildServerIfStale, refuseIfDataDirHeld, runCompiled } from './lib.mjs';

/**
 * `npm run migrate` and `npm run user -- ...`: the compiled CLI (compiled first when the server's
 * sources changed), with the arguments after the entry name.
 */
const [entry, ...args] = process.argv.slice(2);
if (entry !== 'migrate' && entry !== 'user') {
  console.error('usage: node scripts/server-cli.mjs migrate|user [arguments]');
  process.exit(2);
}
refuseIfDataDirHeld();
const compiled = await buildServerIfStale();
if (compiled !== 0) process.exit(compiled);
runCompiled(entry, args);
