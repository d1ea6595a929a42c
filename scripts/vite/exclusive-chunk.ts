import type { Plugin } from 'vite';
import type { CodeSplittingGroup } from './static-closure-chunk';

/**
 * One chunk holding the modules that match `test`, plus every module only they import. Matching
 * modules alone would leave their private helpers to the bundler, which put them in chunks that
 * import back from this one: a cycle, whose order only `strictExecutionOrder` (and its ~3.5 KB of
 * wrappers on every page) could rescue. A module anything else imports stays out, so no public
 * chunk ever needs this one.
 */
export function exclusiveChunk(name: string, test: RegExp, priority: number) {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: `tbl:exclusive-chunk:${name}`,
    apply: 'build',
    buildEnd() {
      members.clear();
      const ids = [...this.getModuleIds()];
      for (const id of ids) if (test.test(id)) members.add(id);
      for (let grew = true; grew; ) {
        grew = false;
        for (const id of ids) {
          if (members.has(id)) continue;
          const info = this.getModuleInfo(id);
          const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
          if (importers.length > 0 && importers.every((importer) => members.has(importer))) {
            members.add(id);
            grew = true;
          }
        }
      }
    },
  };
  const group: CodeSplittingGroup = {
    name,
    priority,
    test: (id: string) => members.has(id),
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}
