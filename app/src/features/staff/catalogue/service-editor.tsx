import type { CatalogueService } from '@domain/catalogue/catalogue-shapes';
import { suggestedNeeds } from '@domain/catalogue/suggested-needs';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { changeService } from './catalogue-api';
import { NeedRows } from './need-rows';
import { PromoRows } from './promo-rows';
import { changeOfDraft, type ServiceDraft, serviceDraftOf } from './service-draft';
import { ServiceFields } from './service-fields';
import { useSave } from './use-save';

interface ServiceEditorProps {
  service: CatalogueService;
  canEdit: boolean;
  onSaved: (service: CatalogueService, words: string) => void;
}

/** One treatment's price, length, texts, flags and promos; only what changed is sent. */
export function ServiceEditor({ service, canEdit, onSaved }: ServiceEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState<ServiceDraft>(() => serviceDraftOf(service));
  const { busy, error, setError, run } = useSave('Could not save the treatment');

  // Another treatment chosen, or this one saved: the form shows what the server holds.
  useEffect(() => {
    setDraft(serviceDraftOf(service));
    setError('');
  }, [service, setError]);

  const change = changeOfDraft(draft, service);
  const changed = Object.keys(change).length > 0;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!changed) return;
    await run(async () => {
      const saved = await changeService(service.id, change);
      onSaved(saved, `Saved ${saved.name}.`);
    });
  };

  return (
    <form
      className="catalogue__editor"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void save(event)}
    >
      <div className="catalogue__editor-head">
        <h2 id={`${id}-title`}>{service.name}</h2>
        <p className="catalogue__hint">
          {service.id} · {service.active ? 'Bookable' : 'Retired: not shown, not bookable'}
        </p>
      </div>
      <ServiceFields draft={draft} onChange={setDraft} disabled={!canEdit} idPrefix={id} />
      <NeedRows
        needs={draft.needs}
        suggested={suggestedNeeds(service)}
        disabled={!canEdit}
        onChange={(needs) => setDraft({ ...draft, needs })}
      />
      <PromoRows
        promos={draft.promos}
        disabled={!canEdit}
        onChange={(promos) => setDraft({ ...draft, promos })}
      />
      <p className="catalogue__error" role="alert">
        {error}
      </p>
      {canEdit ? (
        <div className="catalogue__actions">
          <button
            type="submit"
            className="staff-button staff-button--primary"
            aria-disabled={busy || !changed || undefined}
          >
            {busy ? 'Saving…' : 'Save changes'}
          </button>
          <button
            type="button"
            className="staff-button staff-button--quiet"
            disabled={!changed || busy}
            onClick={() => {
              setDraft(serviceDraftOf(service));
              setError('');
            }}
          >
            Undo my edits
          </button>
          <button
            type="button"
            className="staff-button"
            disabled={busy}
            onClick={() => setDraft({ ...draft, active: !draft.active })}
            aria-pressed={!draft.active}
          >
            {draft.active ? 'Retire this treatment' : 'Make it bookable again'}
          </button>
          {draft.active !== service.active ? (
            <p className="catalogue__hint">
              {draft.active
                ? 'Save to show it on the site again.'
                : 'Save to retire it: past bookings keep it, new ones cannot choose it.'}
            </p>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
