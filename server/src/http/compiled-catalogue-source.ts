import fs from 'node:fs';
import path from 'node:path';
import type { CatalogueSnapshot } from '../../../domain/catalogue/catalogue-snapshot';
import { compiledCatalogue } from '../../../domain/catalogue/compiled-catalogue';

/**
 * The one adapter between the public pages and where the catalogue lives: today the catalogue
 * compiled into domain/, dated by the build it ships with (its index.html), else by the start. A
 * catalogue kept in the database replaces this with its own function of the same shape
 * (AppContext.getCatalogue).
 */
export function compiledCatalogueSource(staticDir: string): () => Promise<CatalogueSnapshot> {
  let snapshot: CatalogueSnapshot | undefined;
  return async () => {
    if (!snapshot) {
      const built = fs.statSync(path.join(staticDir, 'index.html'), { throwIfNoEntry: false });
      snapshot = compiledCatalogue((built?.mtime ?? new Date()).toISOString());
    }
    return snapshot;
  };
}
