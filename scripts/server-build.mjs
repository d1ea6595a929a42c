import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib.mjs';

/**
 * The server (with `domain/` and the migrations) compiled to JavaScript: production runs
 * `node build/server/main.js`, with no TypeScript loader at run time. Packages stay in
 * node_modules (not bundled); the three entry points share their code through `_*.js` chunks beside them,
 * and each migration becomes `migrations/<name>.js`, which the migrator finds next to the code.
 *
 * `node scripts/server-build.mjs [outdir]` (default `build/server`).
 */
export const SERVER_BUILD_DIR = path.join(ROOT, 'build', 'server');

const ENTRIES = {
  main: 'server/src/main.ts',
  migrate: 'server/src/cli/migrate.ts',
  user: 'server/src/cli/user.ts',
};

export async function buildServer(outdir = SERVER_BUILD_DIR) {
  // esbuild is a development dependency: imported only when a build is needed.
  const { build, stop } = await import('esbuild');
  const migrations = fs
    .readdirSync(path.join(ROOT, 'migrations'))
    .filter((name) => /^\d{14}_[a-z0-9_]+\.ts$/.test(name))
    .map((name) => ({
      in: path.join(ROOT, 'migrations', name),
      out: `migrations/${name.replace(/\.ts$/, '')}`,
    }));
  fs.rmSync(outdir, { recursive: true, force: true });
  try {
    await build({
      absWorkingDir: ROOT,
      entryPoints: [
        ...Object.entries(ENTRIES).map(([out, entry]) => ({ in: path.join(ROOT, entry), out })),
        ...migrations,
      ],
      outdir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      // Chunks beside the entries, so code that finds files relative to itself sees one folder.
      chunkNames: '_[name]-[hash]',
      sourcemap: 'linked',
      tsconfig: path.join(ROOT, 'tsconfig.json'),
      logLevel: 'warning',
    });
  } finally {
    // esbuild's service process would otherwise live as long as `npm start` does.
    stop();
  }
  fs.writeFileSync(path.join(outdir, 'package.json'), '{ "type": "module" }\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outdir = process.argv[2] ? path.resolve(process.argv[2]) : SERVER_BUILD_DIR;
  const started = Date.now();
  await buildServer(outdir);
  console.log(`Server compiled to ${path.relative(ROOT, outdir)} in ${Date.now() - started} ms`);
}
