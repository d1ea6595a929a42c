import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PRODUCT_NAME } from './domain/brand';

const root = path.resolve(import.meta.dirname, 'app');
/** Back-office screens: one chunk named `staff-*`, fetched only by staff and never precached. */
const STAFF_MODULES = /[\\/]app[\\/]src[\\/]features[\\/](staff|auth)[\\/]/;

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
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}', 'icons/icon-192.png'],
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
  ],
  resolve: {
    alias: { '@domain': path.resolve(import.meta.dirname, 'domain') },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        strictExecutionOrder: true,
        codeSplitting: {
          groups: [{ name: 'staff', test: STAFF_MODULES, includeDependenciesRecursively: false }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '8080'}` },
  },
});
