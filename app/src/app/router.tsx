import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { type Screen, screens } from './screens';

const RELOADED_FOR_CHUNK = 'tbl-reloaded-for-chunk';

/**
 * A page left open across a deploy may ask for a chunk the server no longer has. Loading the page
 * again fetches the new version (drafts and the cart live in IndexedDB, so nothing typed is lost);
 * once per session, and only online, so a real failure still reaches the error screen.
 */
async function importOrReload<Module>(load: () => Promise<Module>): Promise<Module> {
  try {
    const loaded = await load();
    sessionStorage.removeItem(RELOADED_FOR_CHUNK);
    return loaded;
  } catch (error) {
    if (navigator.onLine && !sessionStorage.getItem(RELOADED_FOR_CHUNK)) {
      sessionStorage.setItem(RELOADED_FOR_CHUNK, String(Date.now()));
      window.location.reload();
      return new Promise<Module>(() => {});
    }
    throw error;
  }
}

/** A route whose screen's code is fetched on first visit (see screens.ts). */
function lazyScreen({ path, load }: Screen): RouteObject {
  return { path, lazy: async () => ({ Component: await importOrReload(load) }) };
}

/**
 * The page of an unknown path: a chunk of its own, as rarely seen as it is small, so the code every
 * page needs before it is usable does not carry it. Offline it comes from the precache like any screen.
 */
const notFound: Screen = {
  path: '*',
  load: () => import('./not-found-page').then((module) => module.NotFoundPage),
};

/**
 * Every route of the product. The build's prerender passes its own `screenRoute`: on the server a
 * screen that fails to load must fail the build, not reload a page.
 */
export function appRoutes(screenRoute: (screen: Screen) => RouteObject = lazyScreen): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [...screens, notFound].map(screenRoute),
    },
  ];
}
