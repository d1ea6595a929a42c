import { preloadScreenFor } from './app/preload-screen';
import { holdEarlyTaps } from './app/prerender/hold-early-taps';
import { startHydration } from './app/prerender/hydration-state';
import { prerenderedKind } from './app/prerender/marker';
import { nextTask } from './lib/next-task';
import './styles/tokens.css';
import './styles/base.css';

/** Where a prerendered page lists the app's chunks, to be fetched once it has painted. */
const AFTER_PAINT_MODULES = 'meta[name="modulepreload-after-paint"]';
const PRELOADS_PER_TASK = 5;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The entry stays tiny so the opened page's screen is fetched alongside React and the router, not
// after them. Bookings saved on this device but not yet sent go out from whatever page opens: the
// layout (or the error screen) starts the outbox once the page has painted (app/use-device-startup.ts).
function start(root: HTMLElement) {
  preloadScreenFor(window.location.pathname);
  // Not a top-level await: the app's chunk imports modules from this one, which must finish first.
  void import('./app/start').then(({ startApp }) => startApp(root));
}

/**
 * A prerendered page paints without a script, so its code is fetched once it has: on a slow
 * connection it would otherwise share the bandwidth with the styles and images of the first paint.
 * React is then run in a task of its own and the app in the next, so that neither holds a phone's
 * main thread for long; links work as plain links until the page is hydrated.
 */
async function startPrerendered(root: HTMLElement) {
  const modules = [...document.querySelectorAll<HTMLMetaElement>(AFTER_PAINT_MODULES)];
  // Each preload costs a phone's main thread several milliseconds to start: /booking's 25 in one
  // task took 170 ms at a mid-range phone's speed, so they are started a few per task.
  for (const [index, meta] of modules.entries()) {
    if (index > 0 && index % PRELOADS_PER_TASK === 0) await nextTask();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = meta.content;
    document.head.append(link);
  }
  preloadScreenFor(window.location.pathname);
  await import('react-dom/client');
  await nextTask();
  const { startApp } = await import('./app/start');
  await startApp(root);
}

const prerendered = prerenderedKind(container);
if (prerendered) {
  startHydration();
  holdEarlyTaps(container);
  // Only the sales pages have a countdown: its clock is fetched for them, not carried by every page.
  if (container.querySelector('[data-countdown-ends]')) {
    void import('./features/catalogue/sales/countdown-clock').then(({ showCountdownsNow }) =>
      showCountdownsNow(container),
    );
  }
}
if (prerendered) {
  // A page hydrates, a shell (/cart, /booking) renders from the device: both once painted.
  requestAnimationFrame(() => setTimeout(() => void startPrerendered(container), 0));
} else {
  // The bare shell.html (/admin, an unknown service): nothing to show until the code has run.
  start(container);
}
