import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@domain': path.resolve(import.meta.dirname, 'domain') };

/**
 * One worker runs a project's files one after another without a fresh process per file
 * (`isolate: false`): on a 2-core machine vitest already uses a single worker, and a process per
 * file spent more time starting (node, the vite module runner, jsdom, the server's dependencies,
 * PGlite's WebAssembly) than the tests themselves (docs/PERFORMANCE.md, "Test suite time"). Each
 * file still gets a clean page and storage (app/src/test/setup.ts). Test files must not leave
 * globals changed: restore stubs and timers. The API files and the browser journeys keep a process
 * per file: in a shared process, a test that read a module's counter as a fresh process leaves it
 * (server/src/test/factories.ts `freeStart`) passed in one order of files and failed in another, and
 * the journeys were not yet run whole that way.
 */
const isolate = false;

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'server/src/**/*.unit.test.ts'],
          environment: 'node',
          isolate,
          setupFiles: ['app/src/test/setup.ts'],
          // A hang guard, not a speed budget: a form journey in jsdom takes about 1 s alone and several
          // times that on a shared 2-core machine. Speed targets live in `npm run bench`.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['server/src/**/*.test.ts'],
          exclude: ['server/src/**/*.unit.test.ts'],
          environment: 'node',
          globalSetup: ['server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
