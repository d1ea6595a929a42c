import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { SHELL_FILE } from './app/src/pwa/sw-routes';
import { PRODUCT_NAME } from './domain/brand';
import { chunkModules } from './scripts/vite/chunk-modules';
import { exclusiveChunk } from './scripts/vite/exclusive-chunk';
import { precompress } from './scripts/vite/precompress';
import { preloadEntryImport } from './scripts/vite/preload-entry-import';
import { prerender } from './scripts/vite/prerender';
import { reactRouterProduction } from './scripts/vite/react-router-production';
import { staticClosureChunk } from './scripts/vite/static-closure-chunk';

const root = path.resolve(import.meta.dirname, 'app');
/** Back-office screens and what only they use: one chunk `staff-*`, for staff only, never precached. */
const STAFF_MODULES = /[\\/]app[\\/]src[\\/]features[\\/](staff|auth)[\\/]/;
/** Imported by the tiny entry once it has started the opened screen: React, the router, the chrome. */
const APP_START = '/app/src/app/start.tsx';
/** React itself, a chunk of its own so that a prerendered page evaluates it in a task of its own. */
const REACT_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const appChunk = staticClosureChunk('app', APP_START, 1);
const alias = { '@domain': path.resolve(import.meta.dirname, 'domain') };
/**
 * Dexie's ES module build for browsers that run ES2018 (every browser this app supports), in place of
 * the package's default, which wraps its ES5 UMD build: 9 KB less to parse and less to evaluate in
 * the task that first opens the device's database. One copy still: every `dexie` import resolves here.
 */
const DEXIE_MODULE = path.resolve(import.meta.dirname, 'node_modules/dexie/dist/modern/dexie.mjs');
const staffChunk = exclusiveChunk('staff', STAFF_MODULES, 3);
/** The staff chunk's file in the build (`assets/staff-<hash>.js`). */
const STAFF_CHUNK_FILE = /(^|\/)staff-[^/]*\.js$/;
/**
 * The catalogue's shapes and its promo date rule: read by public screens (pricing) and by the
 * admin's catalogue screen alike, and importing nothing at run time. Left to the bundler they landed
 * in the catalogue screen's entry chunk, which imports the staff chunk that imports them back: a
 * cycle. In a leaf chunk of their own (when the app chunk does not hold them already) they cannot be.
 */
const CATALOGUE_LEAF = /[\\/]domain[\\/]catalogue[\\/](catalogue-shapes|promo-window)\.ts$/;

export default defineConfig({
  root,
  publicDir: path.join(root, 'public'),
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: false,
      injectManifest: {
        // The shell every path opens offline, and the home page (start_url) prerendered; the other
        // prerendered pages are cached as they are visited (sw.ts), so the precache stays small.
        globPatterns: ['**/*.{js,css,svg,webmanifest}', 'index.html', SHELL_FILE, 'icons/icon-192.png'],
        globIgnores: ['**/staff-*', 'icons/icon-512.png', 'icons/icon-maskable-*'],
        maximumFileSizeToCacheInBytes: 600 * 1024,
      },
      manifest: {
        id: '/',
        name: PRODUCT_NAME,
        short_name: 'TBL Clinic',
        description:
          'Book doctor-led aesthetics and slimming treatments in Makati, Las Piñas and Timog, or at home across Metro Manila.',
        lang: 'en-PH',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#6b2142',
        background_color: '#fbf7f4',
        categories: ['health', 'lifestyle', 'medical'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: 'Services',
            short_name: 'Services',
            url: '/services',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
          {
            name: 'Cart',
            short_name: 'Cart',
            url: '/cart',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
          {
            name: 'Back-office',
            short_name: 'Back-office',
            url: '/admin',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
        ],
      },
    }),
    reactRouterProduction(),
    staffChunk.plugin,
    appChunk.plugin,
    preloadEntryImport(APP_START),
    chunkModules(import.meta.dirname),
    // Before the worker's precache list is made and before the copies are compressed.
    prerender({
      appRoot: root,
      entry: 'src/app/prerender/entry-server.tsx',
      // Kept beside the server's build: the server renders the catalogue pages again with it.
      serverOutDir: path.resolve(import.meta.dirname, 'build/ssr'),
      alias,
    }),
    precompress(),
  ],
  resolve: {
    alias: { ...alias, dexie: DEXIE_MODULE },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // The polyfill runs inside the entry, after the modules it could have fetched early have loaded,
    // so it bought nothing; without it, Vite preloads a screen's chunks with rel=preload in the few
    // browsers that lack modulepreload.
    modulePreload: {
      polyfill: false,
      // The back-office's chunks are fetched through its own imports when a member of staff opens it,
      // not listed beside every public page's dynamic imports: each name listed there is bytes of the
      // entry chunk every visitor downloads (e2e/budgets.e2e.ts), for a screen visitors never open.
      // Its styles still come with it (Vite keeps CSS out of this list).
      resolveDependencies: (filename, deps) => (STAFF_CHUNK_FILE.test(filename) ? [] : deps),
    },
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        // Not needed, and it costs: wrapping every module in a lazy initialiser added ~3.5 KB gzipped to
        // the home page's JavaScript. Plain module order is right because no chunk imports back into
        // one that imports it: public code reaches back-office screens only through import(), the
        // staff chunk holds the helpers only it uses, and the app chunk everything it imports.
        // e2e/budgets.e2e.ts keeps the chunk graph free of cycles.
        strictExecutionOrder: false,
        codeSplitting: {
          groups: [
            staffChunk.group,
            // What the entry needs stays in its chunk, so it runs as soon as it arrives.
            { name: 'index', tags: ['$initial'], priority: 2 },
            { name: 'react', test: REACT_MODULES, priority: 1.5 },
            appChunk.group,
            { name: 'catalogue-shapes', test: CATALOGUE_LEAF, priority: 0.5 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '8080'}` },
  },
});
