import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router-dom';
import { paths } from '../config/paths';
import { startHydration } from './prerender/hydration-state';
import { HYDRATION_ERROR, PRERENDERED_PAGE, prerenderedKind } from './prerender/marker';
import { appRoutes } from './router';

/**
 * The opened page's screen, loaded before the first render: the server's markup stays on screen
 * until the screen can render the same, rather than the router rendering nothing while it loads.
 * A screen that fails to load is left to the router, which shows its error screen.
 */
async function loadOpenedScreen(routes: RouteObject[], pathname: string): Promise<void> {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const { lazy } = route;
    if (typeof lazy !== 'function') continue;
    try {
      Object.assign(route, await lazy(), { lazy: undefined });
    } catch {
      return;
    }
  }
}

/**
 * Hydrate only what the build rendered for this very address: a prerendered page, not a shell
 * (/cart, /booking and the consultation render from the device). /services reads its query, so it
 * hydrates only for the query it was rendered for (each `?category=…` has a page of its own); other
 * pages read none, so a query there (`?utm_source=…`) changes nothing.
 */
function canHydrate(container: HTMLElement, location: Location): boolean {
  if (prerenderedKind(container) !== PRERENDERED_PAGE) return false;
  if (location.pathname.replace(/\/$/, '') !== paths.services.path) return true;
  return (container.dataset.prerenderedSearch ?? '') === location.search.replace(/^\?/, '');
}

/** React, the router and the page's chrome: fetched alongside the entry (see vite.config.ts). */
export async function startApp(container: HTMLElement): Promise<void> {
  const routes = appRoutes();
  await loadOpenedScreen(routes, window.location.pathname);
  const hydrate = canHydrate(container, window.location);
  // Hydration data (there is none to pass) tells the router the page is already on screen, so its
  // scroll restoration leaves the page where the visitor may already have scrolled it.
  const router = createBrowserRouter(routes, hydrate ? { hydrationData: { loaderData: {} } } : {});
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (hydrate) {
    startHydration();
    // In a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page (a phone's CPU takes a few hundred ms for the home page).
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error, info) => console.error(HYDRATION_ERROR, error, info.componentStack),
      });
    });
  } else {
    // Replaces a shell's markup (or nothing) in one commit, once the first render is ready. In a
    // transition the render yields to the browser every few milliseconds, as hydration does.
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
