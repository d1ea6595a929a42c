import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { type AliasOptions, build, type Plugin, type Rolldown } from 'vite';
import { SHELL_FILE } from '../../app/src/pwa/sw-routes';
import { chunkClosure } from './chunk-closure';

const ROOT_ELEMENT = '<div id="root"></div>';
/** Where a page's markup ends: the server renders it again there (server/src/http/rendered-pages.ts). */
const ROOT_END = '<!--/root-->';

interface PrerenderTarget {
  path: string;
  kind: string;
  screenModule: string;
  search?: string;
}

interface ServerEntry {
  PRERENDER_TARGETS: readonly PrerenderTarget[];
  renderPage(path: string): Promise<{ html: string; title: string }>;
}

export interface PrerenderOptions {
  /** The app's root (where index.html lives). */
  appRoot: string;
  /** The server entry, relative to `appRoot`. */
  entry: string;
  /** Where the server build goes; rebuilt on every build. */
  serverOutDir: string;
  alias: AliasOptions;
}

/**
 * The worker's registration module exists only in the browser build (vite-plugin-pwa); the update
 * prompt that imports it loads after the first paint, so the server never renders it.
 */
const noWorkerOnTheServer: Plugin = {
  name: 'tbl:prerender-no-worker',
  resolveId: (id) => (id.startsWith('virtual:pwa-register') ? `\0${id}` : undefined),
  load: (id) =>
    id.startsWith('\0virtual:pwa-register')
      ? "export function useRegisterSW() { throw new Error('No service worker on the server'); }"
      : undefined,
};

/** The app's chunks, named for app/src/main.tsx to fetch once the page has painted. */
const modulePreloadsAfterPaint = (html: string) =>
  html.replace(
    /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
    (_link, href: string) => `<meta name="modulepreload-after-paint" content="${href}">`,
  );

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The file of a page rendered for a query (server/src/http/serve-app.ts finds it by the same rule):
 * `index.html` for none, `index.category=face-slimming.html` for `?category=face-slimming`.
 */
function variantFile(search: string | undefined): string {
  return search ? `index.${search}.html` : 'index.html';
}

/**
 * Prerenders the public pages into the build, before the service worker's precache list is made
 * (vite-plugin-pwa writes it in its own closeBundle) and before the copies are compressed. A small
 * server build of `entry` renders each page with react-dom/server and the router's static handler;
 * each page's HTML is index.html with the markup in #root, the page's title, and its screen's styles
 * linked from the head (so it paints styled, without a script), its script preloads deferred. The
 * untouched index.html is kept as `shell.html` for every other path.
 */
export function prerender(options: PrerenderOptions): Plugin {
  let outDir = '';
  let bundle: Rolldown.OutputBundle | undefined;
  return {
    name: 'tbl:prerender',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, output) {
      bundle = output;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (!bundle) return;
        const started = performance.now();
        await build({
          configFile: false,
          root: options.appRoot,
          mode: 'production',
          logLevel: 'warn',
          publicDir: false,
          resolve: { alias: options.alias },
          plugins: [react(), noWorkerOnTheServer],
          build: {
            ssr: options.entry,
            outDir: options.serverOutDir,
            emptyOutDir: true,
            target: 'node20',
            minify: false,
            rolldownOptions: { output: { format: 'esm', entryFileNames: 'entry-server.mjs' } },
          },
        });
        const entryUrl = pathToFileURL(path.join(options.serverOutDir, 'entry-server.mjs')).href;
        const server = (await import(`${entryUrl}?built=${Date.now()}`)) as ServerEntry;

        const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
        fs.writeFileSync(path.join(outDir, SHELL_FILE), template);
        for (const target of server.PRERENDER_TARGETS) {
          const address = target.search ? `${target.path}?${target.search}` : target.path;
          const { html, title } = await server.renderPage(address);
          const moduleId = path.join(options.appRoot, 'src', target.screenModule);
          const { scripts, styles } = chunkClosure(bundle, (id) => id === moduleId, moduleId);
          const missing = (file: string) => !template.includes(`"/${file}"`);
          // The screen's own modules are fetched after the paint along with the app's, so a screen
          // that runs its code in steps (booking-page-in-steps.ts) never waits on the network between
          // them.
          const head = [
            ...styles.filter(missing).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
            ...scripts
              .filter(missing)
              .map((file) => `<meta name="modulepreload-after-paint" content="/${file}">`),
          ].join('\n    ');
          // The code is fetched once the page has painted (app/src/main.tsx): preloaded at once, it
          // would share a slow connection with the styles and images of the first paint. A shell
          // too: its header and loading state paint first (on /booking the header's lead is the
          // largest text), then the code renders the rest from the device.
          const page = modulePreloadsAfterPaint(template)
            .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
            .replace('</head>', () => `  ${head}\n  </head>`)
            .replace(ROOT_ELEMENT, () => {
              const search = target.search ? ` data-prerendered-search="${escapeHtml(target.search)}"` : '';
              return `<div id="root" data-prerendered="${target.kind}"${search}>${html}</div>${ROOT_END}`;
            });
          const file = path.join(
            outDir,
            ...target.path.split('/').filter(Boolean),
            variantFile(target.search),
          );
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(file, page);
        }
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(`Prerendered ${server.PRERENDER_TARGETS.length} pages in ${seconds} s`);
      },
    },
  };
}
