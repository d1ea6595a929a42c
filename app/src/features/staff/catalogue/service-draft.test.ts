import { catalogueSeed } from '@domain/catalogue/catalogue-seed';
import { promoEndsAtOf } from '@domain/catalogue/promo-dates';
import { describe, expect, it } from 'vitest';
import { changeOfDraft, serviceDraftOf } from './service-draft';

const service = catalogueSeed().services.find((one) => one.promos.length > 0);
if (!service) throw new Error('the seed has a treatment with promo packages');

describe('a treatment form', () => {
  it('sends nothing when nothing was edited, promos and dates included', () => {
    expect(changeOfDraft(serviceDraftOf(service), service)).toEqual({});
  });

  it('sends only the fields the admin changed', () => {
    const longer = service.durationMinutes + 30;
    const draft = { ...serviceDraftOf(service), price: '4,250', durationMinutes: String(longer) };
    expect(changeOfDraft(draft, service)).toEqual({ price: 4250, durationMinutes: longer });
  });

  it('sends words that are not a figure as typed, so the server names the field and the form keeps them', () => {
    const draft = { ...serviceDraftOf(service), price: 'about 4k' };
    expect(changeOfDraft(draft, service)).toEqual({ price: 'about 4k' });
  });

  it('ends a promo at the last moment of the Manila day picked', () => {
    const draft = serviceDraftOf(service);
    const promos = draft.promos.map((promo, index) =>
      index === 0 ? { ...promo, lastDay: '2026-12-31' } : promo,
    );
    const change = changeOfDraft({ ...draft, promos }, service);
    expect(change.promos?.[0]?.endsAt).toBe(promoEndsAtOf('2026-12-31'));
    expect(change.promos?.slice(1)).toEqual(service.promos.slice(1));
  });

  it('sends the needs as the server reads them, the typed skill and type trimmed, and only when changed', () => {
    const draft = {
      ...serviceDraftOf(service),
      needs: [
        { kind: 'practitioner' as const, tag: ' doctor ' },
        { kind: 'room' as const, tag: 'ignored for a room' },
        { kind: 'machine' as const, tag: 'hifu' },
      ],
    };
    expect(changeOfDraft(draft, service)).toEqual({
      needs: [{ kind: 'practitioner', skill: 'doctor' }, { kind: 'room' }, { kind: 'machine', type: 'hifu' }],
    });
    const saved = { ...service, needs: [{ kind: 'machine' as const, type: 'laser' }] };
    expect(changeOfDraft(serviceDraftOf(saved), saved)).toEqual({});
  });
});
