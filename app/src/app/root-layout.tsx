import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { type Location, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { AfterFirstPaint } from '../components/after-first-paint';
import { Footer } from '../components/layout/footer';
import { SkipLink } from '../components/layout/skip-link';
import { TopBar } from '../components/layout/top-bar';
import { isStaffPath } from '../config/paths';
import { OutboxStatusRegion } from '../features/booking/outbox-status-region';
import { FloatingCartButton } from '../features/cart/floating-cart-button';
import { OfflineBanner } from '../pwa/offline-banner';
import { finishHydration } from './prerender/hydration-state';
import { APP_READY_MARK } from './prerender/marker';
import { DeviceStartup } from './use-device-startup';

// Chrome that reads IndexedDB: its code (and Dexie's) is fetched once the page has painted.
const OutboxStatus = lazy(() =>
  import('../features/booking/outbox-status').then((module) => ({ default: module.OutboxStatus })),
);
const CartStorageBanner = lazy(() =>
  import('../features/cart/cart-storage-banner').then((module) => ({ default: module.CartStorageBanner })),
);
const CartCountFeed = lazy(() =>
  import('../features/cart/cart-count-feed').then((module) => ({ default: module.CartCountFeed })),
);
// The service worker registers after the page's load event anyway; its code need not come first.
const UpdatePrompt = lazy(() =>
  import('../pwa/update-prompt').then((module) => ({ default: module.UpdatePrompt })),
);

const noneWaiting = <OutboxStatusRegion count={0} />;

/**
 * Its effect runs once the screen inside it has committed, layout effects and all. On a prerendered
 * page React hydrates the content of a Suspense boundary after the rest, so this is where the page
 * is fully hydrated (and taps held until then are made again: prerender/hold-early-taps.ts). One
 * wrapper adds no branch to the tree, so ids (useId) stay as the server made them.
 */
function ScreenCommitted({ children }: { children: ReactNode }) {
  useEffect(() => {
    finishHydration();
    performance.mark(APP_READY_MARK);
  }, []);
  return children;
}

/**
 * Every page opened by a full load gets the key 'default'; keyed by path instead, a reload keeps its
 * own place and a different page never inherits another's scroll position.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? location.pathname : location.key);

/**
 * The shop's frame (header, cart, footer) around every public page. Back-office screens leave it out:
 * their own frame (features/staff/components/staff-shell.tsx) carries the title, screen buttons and
 * Logout, so a desk screen spends its height on bookings.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const shop = !isStaffPath(useLocation().pathname);
  return (
    <>
      <DeviceStartup />
      <SkipLink />
      {shop ? (
        <TopBar
          status={
            <AfterFirstPaint fallback={noneWaiting}>
              <OutboxStatus />
            </AfterFirstPaint>
          }
        />
      ) : null}
      {shop ? <OfflineBanner /> : null}
      {shop ? (
        <AfterFirstPaint fallback={null}>
          <CartStorageBanner />
          <CartCountFeed />
        </AfterFirstPaint>
      ) : null}
      <main id="main" tabIndex={-1} aria-busy={navigation.state === 'loading'}>
        <Suspense fallback={<p className="page loading-text">Loading…</p>}>
          <ScreenCommitted>
            <Outlet />
          </ScreenCommitted>
        </Suspense>
      </main>
      {shop ? <FloatingCartButton /> : null}
      <AfterFirstPaint fallback={null}>
        <UpdatePrompt />
      </AfterFirstPaint>
      {shop ? <Footer /> : null}
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
