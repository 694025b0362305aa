import { COMPANY } from '@threadline/web-kit/company';

/** Company facts shown on several pages; the shared ones come from contracts, as the shell's. */
export const companyContact = {
  name: COMPANY.name,
  addressLines: COMPANY.addressLines,
  phones: COMPANY.phones,
  email: COMPANY.email,
  hours: COMPANY.hours,
  /** Opened only when a visitor asks for it: nothing is loaded from the map site before that. */
  mapLink: 'https://www.openstreetmap.org/search?query=Tejgaon%20Industrial%20Area%2C%20Dhaka',
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/threadline-garments' },
    { name: 'Instagram', href: 'https://www.instagram.com/threadline.garments' },
    { name: 'Facebook', href: 'https://www.facebook.com/threadline.garments' },
  ],
} as const;

export const companyAddress = companyContact.addressLines.join(', ');
