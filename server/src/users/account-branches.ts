import type { CatalogueRules } from '../../../domain/catalogue/catalogue-rules';
import { validationFailed } from '../errors';

/**
 * Every branch an account is limited to must be a place of the clinic's catalogue (the branches are
 * data: an admin may add one): 400 naming the field and the places there are.
 */
export function checkAccountBranches(
  places: Pick<CatalogueRules, 'catalogue' | 'findPlace'>,
  branches: readonly string[] | undefined,
): void {
  const unknown = (branches ?? []).filter((branch) => !places.findPlace(branch));
  if (unknown.length === 0) return;
  const known = places.catalogue.branches.map((branch) => branch.id).join(', ');
  throw validationFailed(`branches: ${unknown.join(', ')} is not a branch of the clinic (${known})`);
}
