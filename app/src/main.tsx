import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router';
import { ensureOutboxSync } from './offline/outbox/page-outbox-sync';
import { keepStorageOnceCartFills } from './pwa/persist-storage';
import './styles/tokens.css';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Whatever page the visitor opens, bookings saved on this device but not yet sent go out.
ensureOutboxSync();
keepStorageOnceCartFills();

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
