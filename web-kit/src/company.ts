/** The business's contact facts, shown by the shell's footer and the public pages alike. */
export const COMPANY = {
  name: 'Threadline Garments',
  founded: 2009,
  addressLines: ['Plot 18, Loom Street', 'Tejgaon Industrial Area', 'Dhaka 1208, Bangladesh'],
  phones: ['+880 1711-204009', '+880 1819-552009'],
  email: 'hello@threadline-garments.com',
  hours: ['Mon-Fri: 9:00 AM – 6:00 PM', 'Sat: 10:00 AM – 4:00 PM', 'Sunday: Closed'],
} as const;
