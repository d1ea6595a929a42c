import { promoState } from '@domain/catalogue/promo-dates';
import { manilaDate } from '@domain/manila-date';
import { useId } from 'react';
import { EMPTY_PROMO, type PromoDraft, promoOfDraft } from './service-draft';

const STATE_WORDS = { upcoming: 'Not started yet', running: 'On sale', ended: 'Ended' } as const;

interface PromoRowsProps {
  promos: PromoDraft[];
  onChange: (promos: PromoDraft[]) => void;
  disabled: boolean;
}

/** A treatment's promo packages: title, sessions, price and the Manila days they are sold. */
export function PromoRows({ promos, onChange, disabled }: PromoRowsProps) {
  const id = useId();
  const update = (index: number, change: Partial<PromoDraft>) =>
    onChange(promos.map((promo, at) => (at === index ? { ...promo, ...change } : promo)));

  return (
    <fieldset className="catalogue__promos" disabled={disabled}>
      <legend>Promo packages</legend>
      {promos.length === 0 ? <p className="catalogue__hint">No promo packages.</p> : null}
      <ol className="catalogue__promo-list">
        {promos.map((promo, index) => {
          const rowId = `${id}-${index}`;
          const state = promoState(promoOfDraft(promo));
          const name = promo.title.trim() || `package ${index + 1}`;
          return (
            <li key={rowId} className="catalogue__promo" aria-label={name}>
              <p className={`catalogue__promo-state catalogue__promo-state--${state}`}>
                {STATE_WORDS[state]}
              </p>
              <div className="catalogue__promo-fields">
                <label htmlFor={`${rowId}-title`}>Title</label>
                <input
                  id={`${rowId}-title`}
                  value={promo.title}
                  onChange={(event) => update(index, { title: event.target.value })}
                />
                <label htmlFor={`${rowId}-price`}>Promo price (₱)</label>
                <input
                  id={`${rowId}-price`}
                  inputMode="numeric"
                  value={promo.price}
                  onChange={(event) => update(index, { price: event.target.value })}
                />
                <label htmlFor={`${rowId}-sessions`}>Sessions</label>
                <div className="catalogue__inline">
                  <input
                    id={`${rowId}-sessions`}
                    inputMode="numeric"
                    disabled={promo.unlimited}
                    aria-describedby={`${rowId}-sessions-hint`}
                    value={promo.sessions}
                    onChange={(event) => update(index, { sessions: event.target.value })}
                  />
                  <label className="catalogue__check">
                    <input
                      type="checkbox"
                      checked={promo.unlimited}
                      onChange={(event) => update(index, { unlimited: event.target.checked })}
                    />
                    Unlimited for 1 year
                  </label>
                </div>
                <p id={`${rowId}-sessions-hint`} className="catalogue__hint catalogue__span">
                  Leave empty for a single visit.
                </p>
                <label htmlFor={`${rowId}-first`}>First day</label>
                <input
                  id={`${rowId}-first`}
                  type="date"
                  value={promo.firstDay}
                  onChange={(event) => update(index, { firstDay: event.target.value })}
                />
                <label htmlFor={`${rowId}-last`}>Last day</label>
                <input
                  id={`${rowId}-last`}
                  type="date"
                  value={promo.lastDay}
                  onChange={(event) => update(index, { lastDay: event.target.value })}
                />
                <label htmlFor={`${rowId}-description`}>Description</label>
                <textarea
                  id={`${rowId}-description`}
                  rows={2}
                  value={promo.description}
                  onChange={(event) => update(index, { description: event.target.value })}
                />
              </div>
              {disabled ? null : (
                <div className="catalogue__promo-actions">
                  {state === 'ended' ? null : (
                    <button
                      type="button"
                      className="staff-button"
                      aria-label={`Make today the last day of ${name}`}
                      onClick={() => update(index, { lastDay: manilaDate() })}
                    >
                      Last day: today
                    </button>
                  )}
                  <button
                    type="button"
                    className="staff-button staff-button--quiet"
                    aria-label={`Remove ${name}`}
                    onClick={() => onChange(promos.filter((_, at) => at !== index))}
                  >
                    Remove
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="staff-button"
        onClick={() => onChange([...promos, { ...EMPTY_PROMO }])}
      >
        Add a promo package
      </button>
    </fieldset>
  );
}
