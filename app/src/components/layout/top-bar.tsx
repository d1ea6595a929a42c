import { BRAND_MARK, BRAND_TAGLINE } from '@domain/brand';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useCartCount } from '../../features/cart/use-cart-count';
import { CartIcon, CloseIcon, MenuIcon } from '../icons';
import './top-bar.css';

const NAV_LINKS = [
  { to: paths.home.href(), label: 'Home', end: true },
  { to: paths.services.href(), label: 'Services', end: false },
  { to: paths.about.href(), label: 'About Us', end: false },
];

/** `status` is extra chrome shown before the cart (the app puts the outbox's waiting count there). */
export function TopBar({ status }: { status?: ReactNode }) {
  const count = useCartCount();
  const menuId = useId();
  const { pathname } = useLocation();
  // The menu stays open only on the page where it was opened, so any navigation closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const menuOpen = openOnPath === pathname;
  const setMenuOpen = (open: boolean) => setOpenOnPath(open ? pathname : null);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOnPath(null);
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const followLink = () => {
    setMenuOpen(false);
    window.scrollTo({ top: 0 });
  };

  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Link className="brand" to={paths.home.href()} onClick={followLink}>
          <span className="brand__mark">{BRAND_MARK}</span>
          <span className="brand__tagline">{BRAND_TAGLINE}</span>
        </Link>

        <nav className="top-bar__nav" aria-label="Main">
          <ul id={menuId} className={`top-bar__links${menuOpen ? ' top-bar__links--open' : ''}`}>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink className="top-bar__link" to={link.to} end={link.end} onClick={followLink}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li className="top-bar__cta-item">
              <Link
                className="button button--primary button--small"
                to={paths.services.href()}
                onClick={followLink}
              >
                Book now
              </Link>
            </li>
          </ul>
        </nav>

        {/* Its own row on the narrowest phones (top-bar.css), so a waiting booking never pushes the
            menu button off the screen. */}
        <div className="top-bar__status">{status}</div>

        <div className="top-bar__actions">
          <Link
            className="top-bar__cart"
            to={paths.cart.href()}
            onClick={followLink}
            aria-label={count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart, empty'}
          >
            <CartIcon />
            {count > 0 ? (
              <span className="top-bar__badge" data-testid="cart-badge" aria-hidden="true">
                {count}
              </span>
            ) : null}
          </Link>
          <button
            type="button"
            className="top-bar__toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
    </header>
  );
}
