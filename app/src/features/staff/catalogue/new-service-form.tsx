import type { CatalogueService } from '@domain/catalogue/catalogue-shapes';
import { suggestedNeeds } from '@domain/catalogue/suggested-needs';
import { CATEGORY_IDS } from '@domain/categories';
import { type FormEvent, useId, useState } from 'react';
import { addService } from './catalogue-api';
import { NeedRows } from './need-rows';
import { PromoRows } from './promo-rows';
import { type ServiceDraft, serviceOfDraft } from './service-draft';
import { ServiceFields } from './service-fields';
import { useSave } from './use-save';

const EMPTY_DRAFT: ServiceDraft = {
  name: '',
  category: CATEGORY_IDS[0],
  price: '',
  priceUponConsultation: false,
  durationMinutes: '60',
  shortDescription: '',
  longDescription: '',
  homeService: false,
  clinicOnly: false,
  active: true,
  needs: [{ kind: 'room', tag: '' }],
  promos: [],
};

/** The address of a new treatment's page: its name in lowercase words joined by dashes. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

interface NewServiceFormProps {
  onAdded: (service: CatalogueService, words: string) => void;
  onCancel: () => void;
}

/** A new treatment: bookable as soon as it is saved; its page reads its short description until edited. */
export function NewServiceForm({ onAdded, onCancel }: NewServiceFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<ServiceDraft>(EMPTY_DRAFT);
  const { busy, error, run } = useSave('Could not add the treatment');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await run(async () => {
      const fields = serviceOfDraft(draft);
      const added = await addService({
        ...(fields as Omit<CatalogueService, 'id' | 'active' | 'needs'>),
        id: slugOf(draft.name),
        image: '',
        images: [],
        slogan: '',
        benefits: [],
        inquireForPromos: false,
        transferable: false,
        noExpiration: false,
        featured: false,
      });
      onAdded(added, `Added ${added.name}: it is on the site and bookable now.`);
    });
  };

  return (
    <form
      className="catalogue__editor"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
    >
      <div className="catalogue__editor-head">
        <h2 id={`${id}-title`}>Add a treatment</h2>
        <p className="catalogue__hint">
          Its page will be {draft.name.trim() ? `/service/${slugOf(draft.name)}` : 'named after it'}.
        </p>
      </div>
      <ServiceFields draft={draft} onChange={setDraft} disabled={false} idPrefix={id} />
      <NeedRows
        needs={draft.needs}
        suggested={suggestedNeeds({ id: slugOf(draft.name), category: draft.category })}
        disabled={false}
        onChange={(needs) => setDraft({ ...draft, needs })}
      />
      <PromoRows
        promos={draft.promos}
        disabled={false}
        onChange={(promos) => setDraft({ ...draft, promos })}
      />
      <p className="catalogue__error" role="alert">
        {error}
      </p>
      <div className="catalogue__actions">
        <button
          type="submit"
          className="staff-button staff-button--primary"
          aria-disabled={busy || undefined}
        >
          {busy ? 'Adding…' : 'Add treatment'}
        </button>
        <button type="button" className="staff-button staff-button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
