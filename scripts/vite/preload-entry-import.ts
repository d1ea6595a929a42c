import type { HtmlTagDescriptor, Plugin } from 'vite';
import { chunkClosure } from './chunk-closure';

/**
 * The page's entry loads the app with a dynamic `import()` so that it can start the opened screen
 * first (app/src/main.tsx). Vite preloads only an entry's static imports; this adds the imported
 * module's chunks and styles to index.html, so the browser fetches them in parallel with the entry
 * instead of after it.
 */
export function preloadEntryImport(moduleSuffix: string): Plugin {
  let base = '/';
  return {
    name: 'tbl:preload-entry-import',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const { scripts, styles } = chunkClosure(bundle, (id) => id.endsWith(moduleSuffix), moduleSuffix);
        const missing = (href: string) => !html.includes(`"${href}"`);
        const tags: HtmlTagDescriptor[] = [
          ...styles
            .map((file) => `${base}${file}`)
            .filter(missing)
            .map((href) => ({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href },
              injectTo: 'head' as const,
            })),
          ...scripts
            .map((file) => `${base}${file}`)
            .filter(missing)
            .map((href) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href },
              injectTo: 'head' as const,
            })),
        ];
        return { html, tags };
      },
    },
  };
}
