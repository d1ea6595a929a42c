import type { Plugin, Rolldown } from 'vite';

export type CodeSplittingGroup = Exclude<
  NonNullable<Rolldown.OutputOptions['codeSplitting']>,
  boolean
>['groups'] extends (infer Group)[] | undefined
  ? Group
  : never;

/**
 * One chunk holding a dynamically imported module and everything it imports statically. Left to
 * itself the bundler cuts that graph into a dozen small chunks, each one more request on the page's
 * critical path; here it arrives in one response, preloaded by index.html (preload-entry-import.ts).
 * Modules the entry itself needs stay in the entry's chunk: give that group a higher priority.
 */
export function staticClosureChunk(name: string, moduleSuffix: string, priority: number) {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: `tbl:static-closure-chunk:${name}`,
    apply: 'build',
    buildEnd() {
      members.clear();
      const root = [...this.getModuleIds()].find((id) => id.endsWith(moduleSuffix));
      if (!root) throw new Error(`No module ends with ${moduleSuffix}`);
      const visit = (id: string) => {
        if (members.has(id)) return;
        members.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      visit(root);
    },
  };
  const group: CodeSplittingGroup = {
    name,
    priority,
    test: (id: string) => members.has(id),
    // The closure is complete already; pulling in more would only reach dynamic imports' code.
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}
