import type { PromoPackage, Service } from '@domain/catalogue/types';
import { displayPrice, formatPesos } from '@domain/money';
import { useId } from 'react';
import './promo-package-picker.css';

interface PromoPackagePickerProps {
  service: Service;
  packages: readonly PromoPackage[];
  /** The chosen package's title, or null for the regular price. */
  selected: string | null;
  onSelect: (title: string | null) => void;
}

function sessionsText(sessions: PromoPackage['sessions']): string | null {
  if (sessions === undefined) return null;
  return typeof sessions === 'number' ? `${sessions} sessions` : sessions;
}

/** Regular price or one of the promo packages, as a group of radio cards. */
export function PromoPackagePicker({ service, packages, selected, onSelect }: PromoPackagePickerProps) {
  const name = useId();
  return (
    <fieldset className="packages">
      <legend className="packages__legend">Choose your package</legend>
      <div className="packages__options">
        <label className="package">
          <input type="radio" name={name} checked={selected === null} onChange={() => onSelect(null)} />
          <span className="package__body">
            <span className="package__title">Regular price</span>
            <span className="package__description">
              {service.regularOffer ?? 'A single session, booked on its own.'}
            </span>
          </span>
          <span className="package__prices">
            <span className="package__price">{displayPrice(service.price)}</span>
          </span>
        </label>
        {packages.map((option) => {
          const sessions = sessionsText(option.sessions);
          const saving =
            option.originalPrice && option.originalPrice > option.promoPrice
              ? option.originalPrice - option.promoPrice
              : null;
          return (
            <label className="package" key={option.title}>
              <input
                type="radio"
                name={name}
                checked={selected === option.title}
                onChange={() => onSelect(option.title)}
              />
              <span className="package__body">
                <span className="package__title">{option.title}</span>
                <span className="package__description">{option.description}</span>
                <span className="package__tags">
                  {sessions ? <span className="chip">{sessions}</span> : null}
                  {saving ? <span className="chip chip--gold">Save {formatPesos(saving)}</span> : null}
                </span>
              </span>
              <span className="package__prices">
                {option.originalPrice ? (
                  <s className="package__original">
                    <span className="visually-hidden">Was </span>
                    {formatPesos(option.originalPrice)}
                  </s>
                ) : null}
                <span className="package__price">
                  {option.originalPrice ? <span className="visually-hidden">, now </span> : null}
                  {formatPesos(option.promoPrice)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
