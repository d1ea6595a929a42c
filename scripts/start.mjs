import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildApp, ROOT } from './lib.mjs';

/** `npm start`: build the app when its sources changed, migrate, and serve app and API. */
const built = await buildApp();
if (built !== 0) process.exit(built);

const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
});
// Ctrl-C reaches the server from the terminal too; this process just waits for it to finish cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
