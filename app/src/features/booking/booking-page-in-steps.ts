import { nextTask } from '../../lib/next-task';

/**
 * /booking's code, run in two tasks instead of one long one that would hold back a tap on a phone
 * (131 ms at a mid-range phone's speed): the form rules first (zod and the booking schemas, the
 * heaviest part to run), then the page. A shell opened at /booking has fetched all of it already
 * (the page lists its modules, see scripts/vite/prerender.ts), so nothing waits on the network. When
 * the app navigates here instead, the page's modules are asked for once the rules have run: one more
 * round trip on a first visit, none once the service worker holds them.
 * (A function, not a top-level await: that would make the bundler wrap the app's chunks.)
 */
export async function inSteps() {
  await import('./booking-form-rules');
  await nextTask();
  return import('./booking-page');
}
