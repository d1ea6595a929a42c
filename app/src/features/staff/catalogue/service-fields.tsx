import { CATEGORY_IDS, CATEGORY_NAMES, type CategoryId } from '@domain/categories';
import { START_STEP_MINUTES } from '@domain/opening-hours';
import type { ServiceDraft } from './service-draft';

interface ServiceFieldsProps {
  draft: ServiceDraft;
  onChange: (draft: ServiceDraft) => void;
  disabled: boolean;
  idPrefix: string;
}

/** The fields a treatment shares between its editor and the new-treatment form. */
export function ServiceFields({ draft, onChange, disabled, idPrefix: id }: ServiceFieldsProps) {
  const set = (change: Partial<ServiceDraft>) => onChange({ ...draft, ...change });
  return (
    <fieldset className="catalogue__fields" disabled={disabled}>
      <legend className="visually-hidden">Treatment</legend>
      <label htmlFor={`${id}-name`}>Name</label>
      <input id={`${id}-name`} value={draft.name} onChange={(event) => set({ name: event.target.value })} />
      <label htmlFor={`${id}-category`}>Category</label>
      <select
        id={`${id}-category`}
        value={draft.category}
        onChange={(event) => set({ category: event.target.value as CategoryId })}
      >
        {CATEGORY_IDS.map((category) => (
          <option key={category} value={category}>
            {CATEGORY_NAMES[category]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-price`}>Price (₱)</label>
      <div className="catalogue__inline">
        <input
          id={`${id}-price`}
          inputMode="numeric"
          disabled={draft.priceUponConsultation}
          value={draft.price}
          onChange={(event) => set({ price: event.target.value })}
        />
        <label className="catalogue__check">
          <input
            type="checkbox"
            checked={draft.priceUponConsultation}
            onChange={(event) => set({ priceUponConsultation: event.target.checked })}
          />
          Price upon consultation
        </label>
      </div>
      <label htmlFor={`${id}-duration`}>Length (minutes)</label>
      <input
        id={`${id}-duration`}
        inputMode="numeric"
        aria-describedby={`${id}-duration-hint`}
        value={draft.durationMinutes}
        onChange={(event) => set({ durationMinutes: event.target.value })}
      />
      <p id={`${id}-duration-hint`} className="catalogue__hint catalogue__span">
        A multiple of {START_STEP_MINUTES}, preparation and aftercare included.
      </p>
      <label htmlFor={`${id}-short`}>Short description</label>
      <textarea
        id={`${id}-short`}
        rows={2}
        value={draft.shortDescription}
        onChange={(event) => set({ shortDescription: event.target.value })}
      />
      <label htmlFor={`${id}-long`}>Full description</label>
      <textarea
        id={`${id}-long`}
        rows={5}
        value={draft.longDescription}
        onChange={(event) => set({ longDescription: event.target.value })}
      />
      <span className="catalogue__label">Where</span>
      <div className="catalogue__inline">
        <label className="catalogue__check">
          <input
            type="checkbox"
            checked={draft.homeService}
            onChange={(event) => set({ homeService: event.target.checked })}
          />
          Home service
        </label>
        <label className="catalogue__check">
          <input
            type="checkbox"
            checked={draft.clinicOnly}
            onChange={(event) => set({ clinicOnly: event.target.checked })}
          />
          Clinic only
        </label>
      </div>
    </fieldset>
  );
}
