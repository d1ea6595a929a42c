import { CLINIC_PHONE, CLINIC_PHONE_TEL, CONFIRMATION_MINUTES } from '@domain/brand';
import type { Service } from '@domain/catalogue/types';
import { CATEGORY_NAMES } from '@domain/categories';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ShieldIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { ServicePrice } from '../shared/service-price';
import { AddToCartButton } from './add-to-cart-button';
import { PromoPackagePicker } from './promo-package-picker';
import { ServiceFlags } from './service-flags';
import type { PackageChoice } from './use-package-choice';
import { WeightSlider } from './weight-slider';
import './purchase-panel.css';

interface PurchasePanelProps {
  service: Service;
  choice: PackageChoice;
  /** Extra content under the add-to-cart button, such as the promo-code box. */
  children?: ReactNode;
  badge?: ReactNode;
}

/** The right-hand column of a service: name, price, options and the way into the cart. */
export function PurchasePanel({ service, choice, children, badge }: PurchasePanelProps) {
  const packages = service.hasPromoPackages ? (service.promoPackages ?? []) : [];
  return (
    <div className="purchase">
      <p className="eyebrow">
        <Link className="purchase__category" to={paths.services.href({ category: service.category })}>
          {CATEGORY_NAMES[service.category]}
        </Link>
      </p>
      {badge}
      <h1 className="purchase__title">{service.name}</h1>
      <p className="purchase__slogan">{service.slogan}</p>
      <div className="purchase__price" aria-live="polite">
        <ServicePrice
          service={service}
          amount={choice.selected === null ? undefined : choice.price}
          size="large"
        />
        {choice.selected ? <p className="purchase__chosen">{choice.selected}</p> : null}
      </div>
      <p className="purchase__summary">{service.shortDescription}</p>
      <ServiceFlags service={service} />
      {packages.length > 0 ? (
        <PromoPackagePicker
          service={service}
          packages={packages}
          selected={choice.selected}
          onSelect={choice.select}
        />
      ) : null}
      {service.inquireForPromos ? (
        <p className="purchase__inquire">
          Ask us about current promos for this treatment: call or text{' '}
          <a href={`tel:${CLINIC_PHONE_TEL}`}>{CLINIC_PHONE}</a>.
        </p>
      ) : null}
      {service.weightLoss ? <WeightSlider /> : null}
      <AddToCartButton item={choice.cartItem} />
      {children}
      <p className="purchase__assurance">
        <ShieldIcon />
        <span>
          Pay when you book. Our team confirms your schedule within {CONFIRMATION_MINUTES} minutes; until then
          your booking stays tentative.
        </span>
      </p>
    </div>
  );
}
