import type { CatalogueService } from '@domain/catalogue/catalogue-shapes';
import { CATEGORY_NAMES } from '@domain/categories';
import { displayPrice } from '@domain/money';
import { useId, useState } from 'react';

/** Lowercase, without accents: "Hydrafacial" finds "HydraFacial", "pina" finds "piña". */
function plain(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

interface ServiceListProps {
  services: CatalogueService[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** Every treatment, retired ones included, found by name, id or category as the admin types. */
export function ServiceList({ services, selectedId, onSelect }: ServiceListProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const words = plain(query).split(/\s+/).filter(Boolean);
  const shown = services.filter((service) => {
    const text = plain(`${service.name} ${service.id} ${CATEGORY_NAMES[service.category] ?? ''}`);
    return words.every((word) => text.includes(word));
  });

  return (
    <div className="catalogue__list">
      <label htmlFor={`${id}-find`}>Find a treatment</label>
      <input
        id={`${id}-find`}
        type="search"
        value={query}
        aria-describedby={`${id}-count`}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p id={`${id}-count`} className="catalogue__hint" aria-live="polite">
        {shown.length} of {services.length} treatments
      </p>
      <ul className="catalogue__services">
        {shown.map((service) => (
          <li key={service.id}>
            <button
              type="button"
              className="catalogue__service"
              aria-current={service.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(service.id)}
            >
              <span className="catalogue__service-name">{service.name}</span>
              <span className="catalogue__service-facts">
                {displayPrice(service.price)} · {service.durationMinutes} min
                {service.active ? '' : ' · Retired'}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
