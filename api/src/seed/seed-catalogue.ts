import type { CategoryIcon, CategoryKey } from '@threadline/contracts';

export interface SeedCategory {
  key: CategoryKey;
  title: string;
  description: string;
  icon: CategoryIcon;
}

/**
 * The starting catalogue. Each key has four pictures in api/seed-assets/: `<key>.webp` (main)
 * and `<key>-1.webp` to `<key>-3.webp` (gallery), drawn by api/scripts/make-seed-images.mjs.
 */
export const SEED_CATEGORIES: SeedCategory[] = [
  {
    key: 'shirts',
    title: 'Shirts',
    icon: 'Shirt',
    description:
      'Dress, casual and oxford shirts cut on your own block or ours. We work in cotton poplin, twill, ' +
      'oxford and linen blends, with fused or soft collars, single or double cuffs and mother-of-pearl ' +
      'or corozo buttons. Sampling starts at 3–5 pieces per style; bulk runs from 300 pieces per colour, ' +
      'graded XS–XXXL within ±0.5 cm.',
  },
  {
    key: 'trousers',
    title: 'Trousers',
    icon: 'Scissors',
    description:
      'Chinos, tailored trousers and five-pocket jeans, from pattern to finished pressing. Fabrics range ' +
      'from stretch gabardine to 12 oz selvedge denim, with bar-tacked pockets, YKK zips and custom ' +
      'rivets or trims. Development samples in 7–14 days; every lot is inspected to AQL 2.5.',
  },
  {
    key: 'outerwear',
    title: 'Outerwear',
    icon: 'Package',
    description:
      'Overcoats, trench coats, quilted jackets and workwear shells. Our outerwear line handles wool ' +
      'melton, waxed cotton and technical shells with taped seams, full linings and interlining to your ' +
      'warmth rating. Pre-production samples in 10–15 days, bulk 45–75 days after approval.',
  },
  {
    key: 'knitwear',
    title: 'Knitwear',
    icon: 'Palette',
    description:
      'Crew necks, cardigans and polos knitted in merino, cotton and recycled blends, from fine 14-gauge ' +
      'to chunky 5-gauge. Jacquard and intarsia motifs are matched to your colour cards, with linked ' +
      'collars and rib trims. Minimums from 300 pieces per colour.',
  },
  {
    key: 'uniforms',
    title: 'Uniforms',
    icon: 'Shirt',
    description:
      'Corporate, hospitality and industrial uniforms built to be worn every day and washed at high ' +
      'temperatures: polycotton drill, ripstop and stretch fabrics, reinforced seams, reflective tape and ' +
      'embroidered or woven badges. Size runs from XS to XXXL with repeat orders kept on file.',
  },
  {
    key: 'kids-wear',
    title: 'Kids Wear',
    icon: 'Palette',
    description:
      'T-shirts, dresses, rompers and school basics for ages 2–12, in soft combed cotton and organic ' +
      'jersey. Child-safe trims, nickel-free snaps and no drawcords at the neck; prints use water-based ' +
      'inks. Every style is tested for seam strength and colour fastness before bulk.',
  },
];
