/** Static company facts shown on several pages. */
export const companyContact = {
  address: '14 Weaver Street, Textile District',
  phones: ['+1 (555) 014-2009', '+1 (555) 014-2010'],
  email: 'hello@threadline.example',
  hours: ['Mon-Fri: 9:00 AM – 6:00 PM', 'Sat: 10:00 AM – 4:00 PM', 'Sunday: Closed'],
} as const;
