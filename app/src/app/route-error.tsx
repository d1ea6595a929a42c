import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { usePageTitle } from '../components/use-page-title';
import { paths } from '../config/paths';
import { finishHydration } from './prerender/hydration-state';
import { useDeviceStartup } from './use-device-startup';

/** Shown when a screen fails to load (most often a chunk lost to a deploy or to no signal). */
export function RouteError() {
  const error = useRouteError();
  // The layout did not render, so its outbox sync did not start: bookings waiting still go out.
  useDeviceStartup();
  // The page is the app's now: taps held while it loaded go to this screen (or nowhere).
  useEffect(finishHydration, []);
  // The tab says so too, instead of keeping the title of the page that was open before.
  usePageTitle('Page could not open');
  const detail = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : '';
  return (
    <main className="page page--narrow status-page" aria-labelledby="route-error-title">
      <h1 id="route-error-title">This page could not open</h1>
      <p>
        Please check your connection and try again. Your cart and anything you typed are kept on this device.
      </p>
      {detail ? <p className="status-page__detail">{detail}</p> : null}
      <div className="status-page__actions">
        <button className="button button--primary" type="button" onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link className="button button--ghost" to={paths.home.href()} reloadDocument>
          Go home
        </Link>
      </div>
    </main>
  );
}
