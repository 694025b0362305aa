/**
 * Static company facts shown on several pages. They repeat the shell's footer (its brand
 * config); both should move to @threadline/contracts so the two can never disagree.
 */
export const companyContact = {
  name: 'Threadline Garments',
  addressLines: ['Plot 18, Loom Street', 'Tejgaon Industrial Area', 'Dhaka 1208, Bangladesh'],
  phones: ['+880 1711-204009', '+880 1819-552009'],
  email: 'hello@threadline-garments.com',
  hours: ['Mon-Fri: 9:00 AM – 6:00 PM', 'Sat: 10:00 AM – 4:00 PM', 'Sunday: Closed'],
  /** Opened only when a visitor asks for it: nothing is loaded from the map site before that. */
  mapLink: 'https://www.openstreetmap.org/search?query=Tejgaon%20Industrial%20Area%2C%20Dhaka',
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/threadline-garments' },
    { name: 'Instagram', href: 'https://www.instagram.com/threadline.garments' },
    { name: 'Facebook', href: 'https://www.facebook.com/threadline.garments' },
  ],
} as const;

export const companyAddress = companyContact.addressLines.join(', ');
