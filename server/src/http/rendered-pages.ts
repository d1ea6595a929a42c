import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type CataloguePatch, patchFrom, patchScriptText } from '../../../domain/catalogue/catalogue-patch';
import { CATALOGUE_PATCH_ELEMENT_ID } from '../../../domain/catalogue/catalogue-patch-shape';
import { compiledCatalogue } from '../../../domain/catalogue/catalogue-seed';
import type { Catalogue } from '../../../domain/catalogue/catalogue-shapes';

/** The build's page renderer (app/src/app/prerender/entry-server.tsx), as the build left it. */
interface PageEntry {
  renderPage(address: string, catalogue?: Catalogue): Promise<{ html: string }>;
}

/** Renders a page's markup from a catalogue version; undefined where the build left no renderer. */
export type PageRenderer = (address: string, catalogue: Catalogue) => Promise<string | undefined>;

const ROOT_START = /<div id="root" data-prerendered="page"( data-prerendered-search="([^"]*)")?>/;
/** Where the build ended a page's markup (scripts/vite/prerender.ts). */
const ROOT_END = '</div><!--/root-->';

/** The renderer the build wrote beside the server's own build (`build/ssr`), next to `dist/`. */
export function rendererEntryFor(staticDir: string): string {
  return path.join(path.dirname(staticDir), 'build', 'ssr', 'entry-server.mjs');
}

/**
 * Loads the build's renderer once, on the first page asked for. Without one (an API-only test, a
 * build made before it existed) pages are served as the build rendered them.
 */
export function pageRenderer(entryFile: string): PageRenderer {
  let entry: Promise<PageEntry | undefined> | undefined;
  return async (address, catalogue) => {
    entry ??= fs.existsSync(entryFile)
      ? (import(pathToFileURL(entryFile).href) as Promise<PageEntry>).catch((error: unknown) => {
          console.error('The page renderer could not be loaded; serving the build as rendered', error);
          return undefined;
        })
      : Promise.resolve(undefined);
    const loaded = await entry;
    if (!loaded) return undefined;
    return (await loaded.renderPage(address, catalogue)).html;
  };
}

/** The address a prerendered file was rendered for: its path, with its query if it is a variant. */
export function renderedAddress(html: string, requestPath: string): string | undefined {
  const match = ROOT_START.exec(html);
  if (!match) return undefined;
  return match[2] ? `${requestPath}?${match[2]}` : requestPath;
}

/** The file's page with `markup` in place of the build's (a file that is no prerendered page as is). */
export function withPageMarkup(html: string, markup: string): string {
  const match = ROOT_START.exec(html);
  const end = html.lastIndexOf(ROOT_END);
  if (!match || end < match.index) return html;
  const start = match.index + match[0].length;
  return `${html.slice(0, start)}${markup}${html.slice(end)}`;
}

let compiled: Catalogue | undefined;
const changesOf = new WeakMap<Catalogue, CataloguePatch>();

/** What of `catalogue` differs from the catalogue compiled into the app; worked out once a version. */
export function catalogueChanges(catalogue: Catalogue): CataloguePatch {
  compiled ??= compiledCatalogue();
  let patch = changesOf.get(catalogue);
  if (!patch) {
    patch = patchFrom(compiled, catalogue);
    changesOf.set(catalogue, patch);
  }
  return patch;
}

/** The page with the catalogue it was rendered from, for the browser to render the same. */
export function withCataloguePatch(html: string, patch: CataloguePatch): string {
  const script = `<script type="application/json" id="${CATALOGUE_PATCH_ELEMENT_ID}">${patchScriptText(patch)}</script>`;
  const at = html.indexOf('<div id="root"');
  return at < 0 ? html : `${html.slice(0, at)}${script}\n    ${html.slice(at)}`;
}
