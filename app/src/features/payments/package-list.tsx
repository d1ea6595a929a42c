import { formatManilaDate, manilaDate } from '@domain/manila-date';
import { type ClientPackage, canRedeem } from '@domain/packages';
import { FROM_PACKAGE } from '@domain/pricing';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLiveCatalogue } from '../../catalogue/live-catalogue';
import { paths } from '../../config/paths';
import { addToCart } from '../cart/cart-store';

function leftText(pkg: ClientPackage): string {
  if (pkg.sessionsLeft === null) {
    return pkg.expiresAt
      ? `Unlimited until ${formatManilaDate(manilaDate(new Date(pkg.expiresAt)))}`
      : 'Unlimited';
  }
  return `${pkg.sessionsLeft} of ${pkg.sessionsTotal} sessions left`;
}

function closedText(pkg: ClientPackage): string {
  if (pkg.refundedAt) return 'Refunded: this package is closed.';
  return pkg.sessionsLeft === 0 ? 'All sessions used.' : 'This package has expired.';
}

/**
 * The client's packages with what is left, each with a way to book the next session: a cart line
 * priced 0 "from package", then the usual booking form (same times and capacity as any visit). The
 * line carries `link`, the token of the page the packages were read on (the client's manage or "My
 * bookings" link): the server books from a package only through its owner's link.
 */
export function PackageList({ packages, link }: { packages: ClientPackage[]; link: string }) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState('');
  const { findService } = useLiveCatalogue();

  async function bookFrom(pkg: ClientPackage) {
    const service = findService(pkg.serviceId);
    if (!service) return;
    const result = await addToCart({
      id: service.id,
      name: `${service.name} (${FROM_PACKAGE})`,
      price: 0,
      image: service.image,
      packageId: pkg.id,
      packageLink: link,
      packageSessionsLeft: pkg.sessionsLeft,
    });
    if (result.status === 'cart-full') {
      setProblem('Your cart is full: book what is in it first, or remove a treatment.');
      return;
    }
    navigate(paths.cart.href());
  }

  return (
    <>
      <ul className="package-list">
        {packages.map((pkg) => {
          const name = findService(pkg.serviceId)?.name ?? pkg.serviceId;
          return (
            <li key={pkg.id} className="package-list__item" data-testid="client-package">
              <p className="package-list__name">
                {name} — {pkg.title}
              </p>
              <p className="package-list__left">{leftText(pkg)}</p>
              {canRedeem(pkg) ? (
                <button type="button" className="button button--primary" onClick={() => void bookFrom(pkg)}>
                  Book a session of {name}
                </button>
              ) : (
                <p>{closedText(pkg)}</p>
              )}
            </li>
          );
        })}
      </ul>
      {problem ? (
        <p className="proof-form__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}
