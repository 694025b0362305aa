/** The landing page's main heading (the release journeys build a release with another one). */
export const HERO_HEADING = 'Crafting Quality Garments with Precision';
