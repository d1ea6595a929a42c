import type { ServiceSource } from '../../../domain/catalogue/catalogue-rules';
import type { ConsentRecord, ConsentsForm } from '../../../domain/consent/consent-record';
import { consentLabel, consentTextsFor } from '../../../domain/consent/consent-texts';
import type { BookingRow } from '../db/rows';
import { consentHash } from '../health-data/consent-store';
import { visitCategories } from '../health-data/visit-categories';

/** The consents one visit asks for, as the client reads them, and what the client signed. */
export function presentConsentsForm(
  row: BookingRow,
  consents: ConsentRecord[],
  services: ServiceSource,
): ConsentsForm {
  return {
    texts: consentTextsFor(visitCategories(row, services)).map((text) => ({
      kind: text.kind,
      category: text.category ?? null,
      label: consentLabel(text.kind, text.category),
      version: text.version,
      title: text.title,
      paragraphs: [...text.paragraphs],
      textHash: consentHash(text),
    })),
    consents,
  };
}
