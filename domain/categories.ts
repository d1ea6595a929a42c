export const CATEGORY_IDS = [
  'face-slimming',
  'body-slimming',
  'hair-regrowth',
  'botox-fillers',
  'threads-hiko-nose',
  'skin-boosters',
  'laser-treatments',
  'laser-hair-removal',
  'iv-drips',
  'facial-treatments',
] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

export const CATEGORY_NAMES: Record<CategoryId, string> = {
  'face-slimming': 'Face Slimming',
  'body-slimming': 'Body Slimming',
  'hair-regrowth': 'Hair Regrowth',
  'botox-fillers': 'Botox & Fillers',
  'threads-hiko-nose': 'Threads & Hiko Nose',
  'skin-boosters': 'Skin Boosters',
  'laser-treatments': 'Laser Skin Whitening',
  'laser-hair-removal': 'Laser Permanent Hair Removal',
  'iv-drips': 'IV Drips',
  'facial-treatments': 'Facial Treatments',
};

export function isCategoryId(value: unknown): value is CategoryId {
  return typeof value === 'string' && (CATEGORY_IDS as readonly string[]).includes(value);
}
