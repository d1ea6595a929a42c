/** One recorded edit of the catalogue (`GET /api/catalogue/history`): who, when, before and after. */
export interface CatalogueChange {
  version: number;
  entity: 'service' | 'branch';
  entityId: string;
  changedBy: string;
  changedAt: string;
  /** Null when the edit created it. */
  before: unknown;
  after: unknown;
}
