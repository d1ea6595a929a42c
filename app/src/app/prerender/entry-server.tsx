import { clinicsOf } from '@domain/catalogue/catalogue-patch';
import type { Catalogue } from '@domain/catalogue/catalogue-shapes';
import { SERVICES } from '@domain/catalogue/services';
import { CATEGORY_IDS } from '@domain/categories';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { holdCatalogue } from '../../catalogue/catalogue-holder';
import { takePrerenderedTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { appRoutes } from '../router';
import { PRERENDERED_PAGE, PRERENDERED_SHELL, type PrerenderedKind } from './marker';

/**
 * The build's server entry (scripts/vite/prerender.ts). It renders each public page once, at build
 * time, into the HTML the browser paints before any script has run; the browser then hydrates it.
 * The server loads the same entry (server/src/http/rendered-pages.ts) to render the pages again from
 * the catalogue's current version after the clinic edits it.
 */
export interface PrerenderTarget {
  /** The page's address, as the server will be asked for it. */
  path: string;
  /**
   * The query string the page is rendered for, without '?' (`category=face-slimming`): the server
   * answers that address with this variant, and the browser hydrates it only at that address.
   */
  search?: string;
  kind: PrerenderedKind;
  /** The screen's module under app/src, whose chunk (and its styles) the page links to. */
  screenModule: string;
}

const page = (path: string, screenModule: string): PrerenderTarget => ({
  path,
  kind: PRERENDERED_PAGE,
  screenModule: `features/${screenModule}`,
});
const shell = (path: string, screenModule: string): PrerenderTarget => ({
  path,
  kind: PRERENDERED_SHELL,
  screenModule: `features/${screenModule}`,
});

/** Pages the same for every visitor, and the shells of those that read the device. */
export const PRERENDER_TARGETS: readonly PrerenderTarget[] = [
  page(paths.home.href(), 'catalogue/home-page.tsx'),
  page(paths.services.href(), 'catalogue/services-page.tsx'),
  // Each category's filtered list, for the home page's category cards and shared links.
  ...CATEGORY_IDS.map((category) => ({
    ...page(paths.services.href(), 'catalogue/services-page.tsx'),
    search: `category=${category}`,
  })),
  ...SERVICES.map((service) => page(paths.service.href(service.id), 'catalogue/service-page.tsx')),
  page(paths.about.href(), 'catalogue/about-page.tsx'),
  page(paths.terms.href(), 'catalogue/terms-page.tsx'),
  page(paths.privacy.href(), 'catalogue/privacy-page.tsx'),
  shell(paths.cart.href(), 'cart/cart-page.tsx'),
  shell(paths.booking.href(), 'booking/booking-page.tsx'),
  shell(paths.onlineConsultation.href(), 'consultation/consultation-page.tsx'),
];

export interface RenderedPage {
  /** What goes inside #root. */
  html: string;
  /** The document title the page sets. */
  title: string;
}

/**
 * Renders one page as the browser's first render will (before any effect has run), from `catalogue`
 * when given (the server's current version; the page then carries its patch for the browser to
 * render the same), else from the compiled one.
 */
export async function renderPage(path: string, catalogue?: Catalogue): Promise<RenderedPage> {
  // On the server a screen that cannot load fails the build instead of reloading a page.
  const routes = appRoutes(({ path: routePath, load }) => ({
    path: routePath,
    lazy: async () => ({ Component: await load() }),
  }));
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} while prerendering`);
  if (context.errors) throw new Error(`${path} failed to prerender: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  takePrerenderedTitle();
  // Held and rendered in one synchronous step: no other render can slip in between.
  if (catalogue) holdCatalogue(catalogue, clinicsOf(catalogue));
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return { html, title: takePrerenderedTitle() };
}
