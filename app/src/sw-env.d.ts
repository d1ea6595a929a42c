/// <reference lib="webworker" />
import type { PrecacheEntry } from 'workbox-precaching';

declare global {
  interface ServiceWorkerGlobalScope {
    /** Filled in at build time by vite-plugin-pwa (injectManifest) with the precache list. */
    __WB_MANIFEST: Array<PrecacheEntry | string>;
  }
}
