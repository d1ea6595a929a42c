import { preloadScreenFor } from './app/preload-screen';
import './styles/tokens.css';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The entry stays tiny so the opened page's screen is fetched alongside React and the router, not
// after them. Bookings saved on this device but not yet sent go out from whatever page opens: the
// layout (or the error screen) starts the outbox once the page has painted (app/use-device-startup.ts).
preloadScreenFor(window.location.pathname);
// Not a top-level await: the app's chunk imports modules from this one, which must finish first.
void import('./app/start').then(({ startApp }) => startApp(container));
