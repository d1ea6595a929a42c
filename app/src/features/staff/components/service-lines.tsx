import type { StaffCartItem } from '../api/types';
import { priceOrConsultation } from '../format';
import './service-lines.css';

/** The services of a booking with quantity and price; a price of 0 reads 'Consultation'. */
export function ServiceLines({
  items,
  showPrice = true,
}: {
  items: readonly StaffCartItem[];
  showPrice?: boolean;
}) {
  if (items.length === 0) return <p className="service-lines__empty">No services recorded.</p>;
  return (
    <ul className="service-lines">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a booking's lines never reorder, and one service may repeat
        <li key={`${item.id ?? item.name}-${index}`} className="service-lines__item">
          <span className="service-lines__name">{item.name}</span>
          <span className="service-lines__quantity">
            <span className="visually-hidden">Quantity: </span>
            <span aria-hidden="true">× </span>
            {item.quantity ?? 1}
          </span>
          {showPrice ? <span className="service-lines__price">{priceOrConsultation(item.price)}</span> : null}
        </li>
      ))}
    </ul>
  );
}
