import { CATEGORY_IDS, CATEGORY_NAMES, type CategoryId } from '../categories';
import { categoryIcon } from './artwork';
import type { Category } from './types';

const DESCRIPTIONS: Record<CategoryId, string> = {
  'face-slimming':
    'Non-surgical lifting and contouring for a slimmer, more defined face. From HIFU to fat-dissolving meso, each plan is shaped around your features.',
  'body-slimming':
    'Fat freezing, muscle toning, fat-dissolving shots and doctor-guided weight-loss programs. Sculpt the areas that diet and exercise leave behind.',
  'hair-regrowth':
    'Scalp treatments that wake up thinning hair and support fuller, stronger growth. Gentle sessions with little to no downtime.',
  'botox-fillers':
    'Softened lines, a slimmer jaw and subtle volume where you want it. Done by our doctors with a light, natural hand.',
  'threads-hiko-nose':
    'Dissolvable threads that lift sagging skin and give the nose a higher bridge without surgery. Results show the same day.',
  'skin-boosters':
    'Injectable hydration and repair that give skin a dewy, bouncy glow from within. Ideal for dull, dry or tired-looking skin.',
  'laser-treatments':
    'Laser sessions that even out dark underarms, spots and uneven tone for brighter, clearer skin. Quick, comfortable and safe for Filipino skin.',
  'laser-hair-removal':
    'Long-lasting hair reduction from upper lip to full legs with our cooled diode laser. Say goodbye to shaving, waxing and ingrown hairs.',
  'iv-drips':
    'Vitamin and antioxidant drips for glow, energy, immunity and recovery. Have them at any branch or at home with our nurses.',
  'facial-treatments':
    'Korean-inspired facials that cleanse, hydrate and renew. Walk out glowing and go straight back to your day.',
};

export const CATEGORIES: readonly Category[] = CATEGORY_IDS.map((id) => ({
  id,
  name: CATEGORY_NAMES[id],
  icon: categoryIcon(id),
  description: DESCRIPTIONS[id],
}));

export function findCategory(id: string): Category | undefined {
  return CATEGORIES.find((category) => category.id === id);
}
