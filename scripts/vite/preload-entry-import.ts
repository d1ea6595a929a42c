import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

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
        const chunks = Object.values(bundle).filter(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk',
        );
        const imported = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(moduleSuffix)));
        if (!imported) throw new Error(`No chunk was built for ${moduleSuffix}`);
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (scripts.has(fileName) || chunk?.type !== 'chunk') return;
          scripts.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const next of chunk.imports) visit(next);
        };
        visit(imported.fileName);
        const missing = (href: string) => !html.includes(`"${href}"`);
        const tags: HtmlTagDescriptor[] = [
          ...[...styles]
            .map((file) => `${base}${file}`)
            .filter(missing)
            .map((href) => ({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href },
              injectTo: 'head' as const,
            })),
          ...[...scripts]
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
