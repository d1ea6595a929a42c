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
