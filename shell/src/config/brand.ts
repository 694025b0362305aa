import { COMPANY } from '@threadline/web-kit/company';

/** The business as the shell presents it (brand, footer contact block). */
export const brand = {
  name: COMPANY.name,
  shortName: 'Threadline',
  tagline: 'Crafting quality garments since 2009',
  blurb:
    'Threadline Garments makes and sources clothing for brands and retailers: custom tailoring, bulk manufacturing, fabric sourcing and quality control, since 2009.',
  address: COMPANY.addressLines,
  phones: COMPANY.phones,
  email: COMPANY.email,
  copyrightYear: 2025,
  credit: { studio: 'Stitchwork Web Studio', href: 'https://example.com/' },
} as const;
