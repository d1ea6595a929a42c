import type { Service } from '@domain/catalogue/types';
import { displayPrice, PRICE_UPON_CONSULTATION } from '@domain/money';
import './service-price.css';

/** 'Price starts at' applies to ranged prices only; a consultation price never 'starts at'. */
export function priceLabel(service: Pick<Service, 'price' | 'priceFrom'>): string | null {
  const shown = displayPrice(service.price);
  return service.priceFrom && shown !== PRICE_UPON_CONSULTATION ? 'Price starts at' : null;
}

interface ServicePriceProps {
  service: Pick<Service, 'price' | 'priceFrom'>;
  /** Overrides the catalogue price, e.g. with the chosen package's. */
  amount?: number | undefined;
  size?: 'small' | 'large';
}

export function ServicePrice({ service, amount, size = 'small' }: ServicePriceProps) {
  const shown = displayPrice(amount ?? service.price);
  const label = amount === undefined ? priceLabel(service) : null;
  const isConsultation = shown === PRICE_UPON_CONSULTATION;
  return (
    <p className={`service-price service-price--${size}${isConsultation ? ' service-price--consult' : ''}`}>
      {label ? <span className="service-price__label">{label}</span> : null}
      <span className="service-price__amount">{shown}</span>
    </p>
  );
}
