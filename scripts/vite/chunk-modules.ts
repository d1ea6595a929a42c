import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the build records what each chunk holds (a hidden file the server never serves). */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

export interface ChunkRecord {
  /** Source modules, e.g. `app/src/main.tsx`, `node_modules/react/index.js`. */
  modules: string[];
  /** Chunks it imports statically, e.g. `assets/app-1a2b.js`. */
  imports: string[];
}

export type ChunkModules = Record<string, ChunkRecord>;

/** Files under the repository by their relative path; virtual modules by their own name. */
const relativeTo = (root: string) => (id: string) =>
  path.isAbsolute(id) && id.startsWith(root)
    ? path.relative(root, id).split(path.sep).join('/')
    : id.replace(/^\0/, '');

/**
 * Writes the modules and static imports of every chunk, so a test can prove that no public chunk
 * carries back-office code and that no chunk imports back into one importing it. Vite's own
 * manifest names only each chunk's entry module.
 */
export function chunkModules(repositoryRoot: string): Plugin {
  return {
    name: 'tbl:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: ChunkModules = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        map[output.fileName] = {
          modules: Object.keys(output.modules).map(relativeTo(repositoryRoot)).sort(),
          imports: [...output.imports].sort(),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULES_FILE,
        source: `${JSON.stringify(map, null, 1)}\n`,
      });
    },
  };
}
