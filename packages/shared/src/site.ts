/** The academy's public facts, used by the web footer, e-mails and invoices alike. */
export const SITE = {
  brand: 'Kalvi',
  tagline: 'Hands-on tech courses in Tamil and English',
  legalName: 'Kalvi Academy Private Limited',
  email: 'support@kalvi.academy',
  phone: '+91 98765 43210',
  address: {
    line1: '2nd Floor, 41 Race Course Road',
    city: 'Coimbatore',
    state: 'Tamil Nadu',
    postalCode: '641018',
    country: 'India',
  },
  /** SAC for commercial training and coaching services. */
  sacCode: '999293',
  gstRatePercent: 18,
  social: {
    instagram: 'https://www.instagram.com/kalvi.academy',
    linkedin: 'https://www.linkedin.com/company/kalvi-academy',
    facebook: '',
    twitter: '',
  },
  hours: 'Mon-Fri 9:00 AM to 5:00 PM',
  themeColor: '#1e3a8a',
} as const;

export function formatAddress(): string {
  const a = SITE.address;
  return `${a.line1}, ${a.city}, ${a.state} ${a.postalCode}, ${a.country}`;
}
