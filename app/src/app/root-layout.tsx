import { Suspense } from 'react';
import { type Location, Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { Footer } from '../components/layout/footer';
import { SkipLink } from '../components/layout/skip-link';
import { TopBar } from '../components/layout/top-bar';
import { OutboxStatus } from '../features/booking/outbox-status';
import { CartStorageBanner } from '../features/cart/cart-storage-banner';
import { FloatingCartButton } from '../features/cart/floating-cart-button';
import { OfflineBanner } from '../pwa/offline-banner';
import { UpdatePrompt } from '../pwa/update-prompt';

/**
 * Every page opened by a full load gets the key 'default'; keyed by path instead, a reload keeps its
 * own place and a different page never inherits another's scroll position.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? location.pathname : location.key);

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <SkipLink />
      <TopBar status={<OutboxStatus />} />
      <OfflineBanner />
      <CartStorageBanner />
      <main id="main" tabIndex={-1} aria-busy={navigation.state === 'loading'}>
        <Suspense fallback={<p className="page loading-text">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
      <FloatingCartButton />
      <UpdatePrompt />
      <Footer />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
