import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChildServer,
  createServerStore,
  freePort,
  type ServerStore,
  startChildServer,
} from './soak/child-server';
import { type CompiledServer, compileServer } from './soak/compiled-server';

/**
 * Production runs compiled JavaScript: `scripts/server-build.mjs` (what `npm run build`, `npm start`
 * and the image run) compiles the server, `domain/` and the migrations; the result starts, migrates
 * and serves with plain `node`, its CLIs work, and it needs nothing from the development
 * dependencies (the image installs production dependencies only).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
let compiled: CompiledServer;
let outdir: string;
let store: ServerStore;
let server: ChildServer | undefined;

beforeAll(async () => {
  compiled = await compileServer();
  outdir = compiled.dir;
  store = await createServerStore();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await store?.drop();
  compiled?.remove();
}, 60_000);

function compiledFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return compiledFiles(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

/** The package each bare import names (`knex`, `@koa/router`, `@electric-sql/pglite`). */
function importedPackages(code: string): string[] {
  const patterns = [
    /^\s*(?:import|export)\b[^;'"]*?\bfrom\s*["']([^"']+)["']/gm,
    /^\s*import\s*["']([^"']+)["']/gm,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  const specifiers = patterns
    .flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1] as string))
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('/'));
  return specifiers
    .filter((specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier))
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    );
}

// The CLIs get the store's own database only: an inherited DATABASE_URL (CI sets one) would point
// them at another database than the server's.
const { DATABASE_URL: _inheritedUrl, TEST_DATABASE: _inheritedKind, ...inheritedEnv } = process.env;
const cli = (entry: string, args: string[] = []) =>
  spawnSync(process.execPath, [path.join(outdir, `${entry}.js`), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...inheritedEnv, ...store.env, NODE_ENV: 'test' },
  });

describe('the compiled server', () => {
  it('has every entry point and every migration, and loads no TypeScript', () => {
    for (const entry of ['main', 'migrate', 'user'])
      expect(fs.existsSync(path.join(outdir, `${entry}.js`))).toBe(true);
    const migrations = fs.readdirSync(path.join(ROOT, 'migrations')).filter((name) => name.endsWith('.ts'));
    const compiled = fs.readdirSync(path.join(outdir, 'migrations')).filter((name) => name.endsWith('.js'));
    expect(compiled).toEqual(migrations.map((name) => name.replace(/\.ts$/, '.js')));
    const code = compiledFiles(outdir).map((file) => fs.readFileSync(file, 'utf8'));
    const packages = new Set(code.flatMap(importedPackages));
    expect(packages.size).toBeGreaterThan(3);
    // Production dependencies only: the image has no tsx, esbuild or vite.
    for (const name of packages) expect(Object.keys(manifest.dependencies), name).toContain(name);
    expect(code.join('\n')).not.toMatch(/from\s*["'][^"']*\.ts["']/);
  });

  it('starts with plain node, migrates its database from the compiled migrations and serves', async () => {
    server = await startChildServer(await freePort(), store.env, compiled.nodeArgs);
    const health = await fetch(`${server.url}/api/health`);
    // `writes: ok` needs the newest migration's table.
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok', writes: 'ok' });
    expect(server.output()).toContain('applied');
    const openapi = await fetch(`${server.url}/api/openapi.json`);
    expect(openapi.status).toBe(200);
    await server.stop();
    server = undefined;
  }, 120_000);

  it('runs npm run migrate and npm run user as compiled CLIs', () => {
    const migrate = cli('migrate');
    expect(migrate.status, migrate.stderr).toBe(0);
    expect(migrate.stdout).toContain('Already up to date.');
    const users = cli('user', ['list']);
    expect(users.status, users.stderr).toBe(0);
  });
});
