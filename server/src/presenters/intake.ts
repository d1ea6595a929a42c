import type { ServiceSource } from '../../../domain/catalogue/catalogue-rules';
import { healthQuestionsFor } from '../../../domain/health-form/health-questions';
import type { IntakeForm } from '../../../domain/health-form/intake-form';
import type { BookingRow } from '../db/rows';
import type { Intake } from '../health-data/intake-store';
import { visitCategories } from '../health-data/visit-categories';
import { reviewIsOpen } from './health-review';

/** The client's form for one visit: the questions its treatments ask, and every answer they gave. */
export function presentIntakeForm(
  row: BookingRow,
  intake: Intake | null,
  services: ServiceSource,
): IntakeForm {
  return {
    questions: healthQuestionsFor(visitCategories(row, services)),
    answers: intake?.answers ?? {},
    updatedAt: intake?.updatedAt ?? null,
    healthReview: reviewIsOpen(row),
  };
}
