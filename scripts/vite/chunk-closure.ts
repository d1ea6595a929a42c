import type { Rolldown } from 'vite';

/**
 * The scripts and styles a module needs: the chunk holding the first module that `holds` accepts,
 * every chunk it statically imports (transitively), and their stylesheets.
 */
export function chunkClosure(
  bundle: Rolldown.OutputBundle,
  holds: (moduleId: string) => boolean,
  what: string,
): { scripts: string[]; styles: string[] } {
  const chunks = Object.values(bundle).filter(
    (output): output is Rolldown.OutputChunk => output.type === 'chunk',
  );
  const holder = chunks.find((chunk) => chunk.moduleIds.some(holds));
  if (!holder) throw new Error(`No chunk of the build holds ${what}`);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (scripts.has(fileName) || chunk?.type !== 'chunk') return;
    scripts.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const next of chunk.imports) visit(next);
  };
  visit(holder.fileName);
  return { scripts: [...scripts], styles: [...styles] };
}
