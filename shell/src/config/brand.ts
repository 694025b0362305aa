/** The business as the shell presents it (brand, footer contact block). */
export const brand = {
  name: 'Threadline Garments',
  shortName: 'Threadline',
  tagline: 'Crafting quality garments since 2009',
  blurb:
    'Threadline Garments makes and sources clothing for brands and retailers: custom tailoring, bulk manufacturing, fabric sourcing and quality control, since 2009.',
  address: ['Plot 18, Loom Street', 'Tejgaon Industrial Area', 'Dhaka 1208, Bangladesh'],
  phones: ['+880 1711-204009', '+880 1819-552009'],
  email: 'hello@threadline-garments.com',
  copyrightYear: 2025,
  credit: { studio: 'Stitchwork Web Studio', href: 'https://example.com/' },
} as const;
