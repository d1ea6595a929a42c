/** SPEC section 9: the weight slider on weight-loss services runs from 60 to 180 kg. */
export const WEIGHT_MIN = 60;
export const WEIGHT_MAX = 180;

const MIN_ESTIMATE_KG = 12;
const ESTIMATE_SPAN_KG = 24;

export function clampWeight(weight: number): number {
  if (!Number.isFinite(weight)) return WEIGHT_MIN;
  return Math.min(WEIGHT_MAX, Math.max(WEIGHT_MIN, weight));
}

/** The slider's estimate: 12 kg at 60 kg, rising evenly to 36 kg at 180 kg. */
export function estimateWeightLossKg(weight: number): number {
  const clamped = clampWeight(weight);
  return Math.round(
    ((clamped - WEIGHT_MIN) / (WEIGHT_MAX - WEIGHT_MIN)) * ESTIMATE_SPAN_KG + MIN_ESTIMATE_KG,
  );
}

/** Where the typical range starts, as a share of SPEC's estimate (its upper end). */
const TYPICAL_LOW_SHARE = 0.6;

/**
 * What the page shows: a typical range over the program, not a promise. SPEC's estimate is its upper
 * end; clients commonly land from about 60% of it. Results vary, and a doctor decides.
 */
export function typicalWeightLossRangeKg(weight: number): { low: number; high: number } {
  const high = estimateWeightLossKg(weight);
  return { low: Math.round(high * TYPICAL_LOW_SHARE), high };
}

/** The plain note beside the range, said once for every page that shows it. */
export const WEIGHT_LOSS_NOTE =
  'Results vary from person to person. A doctor checks whether the program is safe for you and sets your goal at your consultation.';
