import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { Footer } from '../components/layout/footer';
import { SkipLink } from '../components/layout/skip-link';
import { TopBar } from '../components/layout/top-bar';
import { FloatingCartButton } from '../features/cart/floating-cart-button';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <SkipLink />
      <TopBar />
      <main id="main" tabIndex={-1} aria-busy={navigation.state === 'loading'}>
        <Suspense fallback={<p className="page loading-text">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
      <FloatingCartButton />
      <Footer />
      <ScrollRestoration />
    </>
  );
}
