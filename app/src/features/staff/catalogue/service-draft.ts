import type { CataloguePromo, CatalogueService } from '@domain/catalogue/catalogue-shapes';
import { promoDateOf, promoEndsAtOf, promoStartsAtOf } from '@domain/catalogue/promo-dates';
import { UNLIMITED_FOR_ONE_YEAR } from '@domain/catalogue/types';
import { PRICE_UPON_CONSULTATION } from '@domain/money';
import type { ServiceChange } from './catalogue-api';
import { type NeedDraft, needDraftOf, needOfDraft } from './need-draft';

/** A promo package as its form holds it: what was typed, checked by the server on save. */
export interface PromoDraft {
  title: string;
  description: string;
  price: string;
  /** Empty for a single visit. */
  sessions: string;
  unlimited: boolean;
  originalPrice?: number;
  /** `YYYY-MM-DD` Manila days, empty when open. */
  firstDay: string;
  lastDay: string;
  /** The saved instants, kept while their day is unchanged so a save does not move them. */
  startsAt?: string;
  endsAt?: string;
}

/** A treatment as its form holds it. */
export interface ServiceDraft {
  name: string;
  category: CatalogueService['category'];
  price: string;
  priceUponConsultation: boolean;
  durationMinutes: string;
  shortDescription: string;
  longDescription: string;
  homeService: boolean;
  clinicOnly: boolean;
  active: boolean;
  needs: NeedDraft[];
  promos: PromoDraft[];
}

export const EMPTY_PROMO: PromoDraft = {
  title: '',
  description: '',
  price: '',
  sessions: '',
  unlimited: false,
  firstDay: '',
  lastDay: '',
};

export function promoDraftOf(promo: CataloguePromo): PromoDraft {
  return {
    title: promo.title,
    description: promo.description,
    price: String(promo.price),
    sessions: typeof promo.sessions === 'number' ? String(promo.sessions) : '',
    unlimited: promo.sessions === UNLIMITED_FOR_ONE_YEAR,
    ...(promo.originalPrice === undefined ? {} : { originalPrice: promo.originalPrice }),
    firstDay: promoDateOf(promo.startsAt),
    lastDay: promoDateOf(promo.endsAt),
    ...(promo.startsAt ? { startsAt: promo.startsAt } : {}),
    ...(promo.endsAt ? { endsAt: promo.endsAt } : {}),
  };
}

export function serviceDraftOf(service: CatalogueService): ServiceDraft {
  const upon = service.price === PRICE_UPON_CONSULTATION;
  return {
    name: service.name,
    category: service.category,
    price: upon ? '' : String(service.price),
    priceUponConsultation: upon,
    durationMinutes: String(service.durationMinutes),
    shortDescription: service.shortDescription,
    longDescription: service.longDescription,
    homeService: service.homeService,
    clinicOnly: service.clinicOnly,
    active: service.active,
    needs: service.needs.map(needDraftOf),
    promos: service.promos.map(promoDraftOf),
  };
}

/**
 * A typed figure as the server should see it. Words that are not a figure are sent as they are, so
 * the server's answer names the field ("price must be a number") and the form keeps the text.
 */
function figureOf(text: string): number | string {
  const plain = text.replace(/[,\s₱]/g, '');
  return plain !== '' && Number.isFinite(Number(plain)) ? Number(plain) : text;
}

export function promoOfDraft(draft: PromoDraft): CataloguePromo {
  const sessions = draft.unlimited
    ? UNLIMITED_FOR_ONE_YEAR
    : draft.sessions.trim() === ''
      ? undefined
      : figureOf(draft.sessions);
  return {
    title: draft.title.trim(),
    description: draft.description,
    price: figureOf(draft.price) as number,
    ...(sessions === undefined ? {} : { sessions: sessions as CataloguePromo['sessions'] }),
    ...(draft.originalPrice === undefined ? {} : { originalPrice: draft.originalPrice }),
    ...(draft.firstDay ? { startsAt: keptOr(draft.startsAt, draft.firstDay, promoStartsAtOf) } : {}),
    ...(draft.lastDay ? { endsAt: keptOr(draft.endsAt, draft.lastDay, promoEndsAtOf) } : {}),
  };
}

function keptOr(saved: string | undefined, day: string, instantOf: (day: string) => string): string {
  return saved && promoDateOf(saved) === day ? saved : instantOf(day);
}

/** The whole service a draft describes: what the form saves, the unchanged fields left out. */
export function serviceOfDraft(draft: ServiceDraft): ServiceChange {
  return {
    name: draft.name.trim(),
    category: draft.category,
    price: draft.priceUponConsultation ? PRICE_UPON_CONSULTATION : (figureOf(draft.price) as number),
    durationMinutes: figureOf(draft.durationMinutes) as number,
    shortDescription: draft.shortDescription,
    longDescription: draft.longDescription,
    homeService: draft.homeService,
    clinicOnly: draft.clinicOnly,
    active: draft.active,
    needs: draft.needs.map(needOfDraft),
    promos: draft.promos.map(promoOfDraft),
  };
}

/** Only what the admin changed, so the history reads "price 3,500 → 3,800", not every field. */
export function changeOfDraft(draft: ServiceDraft, saved: CatalogueService): ServiceChange {
  const wanted = serviceOfDraft(draft);
  const change: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(wanted)) {
    if (JSON.stringify(value) !== JSON.stringify(saved[field as keyof CatalogueService]))
      change[field] = value;
  }
  return change as ServiceChange;
}
