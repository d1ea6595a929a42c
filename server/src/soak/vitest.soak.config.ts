import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * `npm run test:soak`: the reliability and security tests at full size (SOAK=1), one file at a time
 * so the crash and load figures are not disturbed by other files sharing the two cores.
 */
export default defineConfig({
  root,
  resolve: { alias: { '@domain': path.join(root, 'domain') } },
  test: {
    name: 'soak',
    include: ['server/src/security/**/*.test.ts', 'server/src/soak/**/*.test.ts'],
    exclude: ['**/*.unit.test.ts'],
    environment: 'node',
    globalSetup: [path.join(root, 'server/src/test/global-setup.ts')],
    testTimeout: 600_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
