import { MAX_LINE_QUANTITY } from '@domain/cart-limits';
import { CATEGORY_IDS, CATEGORY_NAMES } from '@domain/categories';
import { useId } from 'react';
import './desk-form.css';
import { useLiveCatalogue } from '../../../catalogue/live-catalogue';

/** One treatment on a desk booking: the service, its promo package if any, and how many. */
export interface TreatmentLine {
  id: string;
  quantity: number;
  selectedPromo: string | null;
  /** A session of the client's package: one, at no price, and no promo of its own. */
  packageId?: string;
}

interface TreatmentPickerProps {
  lines: TreatmentLine[];
  onChange: (lines: TreatmentLine[]) => void;
  /** Shown under the picker when the lines cannot be booked as they are. */
  problem?: string | undefined;
}

/**
 * The treatments of a booking the desk takes or changes: every catalogue service by category, with
 * its promo packages; each package is its own line. Prices are the server's business.
 */
export function TreatmentPicker({ lines, onChange, problem }: TreatmentPickerProps) {
  const addId = useId();
  const problemId = useId();
  const { findService, services } = useLiveCatalogue();
  const update = (index: number, change: Partial<TreatmentLine>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...change } : line)));

  return (
    <fieldset className="desk-form__group" aria-describedby={problem ? problemId : undefined}>
      <legend>Treatments</legend>
      {lines.length === 0 ? <p className="desk-form__hint">No treatment chosen yet.</p> : null}
      <ul className="desk-form__lines">
        {lines.map((line, index) => {
          const service = findService(line.id);
          const name = service?.name ?? line.id;
          return (
            // Lines have no identity of their own (a treatment may come twice, with two packages), and
            // every input is controlled, so the position is a safe key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={`${line.id}-${index}`} className="desk-form__line">
              <span className="desk-form__line-name">{name}</span>
              {line.packageId ? (
                <span className="desk-form__from-package">From the client’s package</span>
              ) : null}
              {!line.packageId && service?.promoPackages?.length ? (
                <label>
                  <span className="visually-hidden">Package for {name}</span>
                  <select
                    value={line.selectedPromo ?? ''}
                    onChange={(event) => update(index, { selectedPromo: event.target.value || null })}
                  >
                    <option value="">Single session</option>
                    {service.promoPackages.map((promo) => (
                      <option key={promo.title} value={promo.title}>
                        {promo.title}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
              {line.packageId ? null : (
                <label className="desk-form__quantity">
                  <span className="visually-hidden">Quantity of {name}</span>
                  <input
                    type="number"
                    min={1}
                    max={MAX_LINE_QUANTITY}
                    value={line.quantity}
                    onChange={(event) =>
                      update(index, {
                        quantity: Math.min(MAX_LINE_QUANTITY, Math.max(1, Number(event.target.value) || 1)),
                      })
                    }
                  />
                </label>
              )}
              <button
                type="button"
                className="staff-button staff-button--small"
                onClick={() => onChange(lines.filter((_, at) => at !== index))}
              >
                Remove<span className="visually-hidden"> {name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="dialog-field">
        <label htmlFor={addId}>Add a treatment</label>
        <select
          id={addId}
          value=""
          onChange={(event) => {
            if (event.target.value)
              onChange([...lines, { id: event.target.value, quantity: 1, selectedPromo: null }]);
          }}
        >
          <option value="">Choose a treatment…</option>
          {/* Ids and names only: the categories' descriptions are the home page's, not the desk's. */}
          {CATEGORY_IDS.map((category) => (
            <optgroup key={category} label={CATEGORY_NAMES[category]}>
              {services
                .filter((service) => service.category === category)
                .map((service) => (
                  <option key={service.id} value={service.id}>
                    {service.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      {problem ? (
        <p id={problemId} className="desk-form__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
