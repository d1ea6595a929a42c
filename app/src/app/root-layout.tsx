import { lazy, Suspense } from 'react';
import { type Location, Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { AfterFirstPaint } from '../components/after-first-paint';
import { Footer } from '../components/layout/footer';
import { SkipLink } from '../components/layout/skip-link';
import { TopBar } from '../components/layout/top-bar';
import { OutboxStatusRegion } from '../features/booking/outbox-status-region';
import { FloatingCartButton } from '../features/cart/floating-cart-button';
import { OfflineBanner } from '../pwa/offline-banner';
import { useDeviceStartup } from './use-device-startup';

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
 * Every page opened by a full load gets the key 'default'; keyed by path instead, a reload keeps its
 * own place and a different page never inherits another's scroll position.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? location.pathname : location.key);

export function RootLayout() {
  const navigation = useNavigation();
  useDeviceStartup();
  return (
    <>
      <SkipLink />
      <TopBar
        status={
          <AfterFirstPaint fallback={noneWaiting}>
            <OutboxStatus />
          </AfterFirstPaint>
        }
      />
      <OfflineBanner />
      <AfterFirstPaint fallback={null}>
        <CartStorageBanner />
        <CartCountFeed />
      </AfterFirstPaint>
      <main id="main" tabIndex={-1} aria-busy={navigation.state === 'loading'}>
        <Suspense fallback={<p className="page loading-text">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
      <FloatingCartButton />
      <AfterFirstPaint fallback={null}>
        <UpdatePrompt />
      </AfterFirstPaint>
      <Footer />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
