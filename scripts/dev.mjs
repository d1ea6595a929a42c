import { spawn } from 'node:child_process';
import path from 'node:path';
import { BIN, ROOT } from './lib.mjs';

/** `npm run dev`: the API (restarting on change) on 8080 and Vite with its proxy on 5173. */
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
  }),
  spawn(BIN('vite'), [], { cwd: ROOT, stdio: 'inherit' }),
];
const stopAll = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
let running = children.length;
for (const child of children) {
  child.on('exit', () => {
    running -= 1;
    if (running === 0) process.exit(0);
    stopAll('SIGTERM');
  });
}
