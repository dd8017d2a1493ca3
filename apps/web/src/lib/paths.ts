/** The one route map of the web app (docs/product/screens.md#route-table, /cookies included). */
export const paths = {
  home: '/',
  courses: '/courses',
  events: '/events',
  problems: '/problems',
  research: '/research',
  articles: '/articles',
  testimonials: '/testimonials',
  about: '/about',
  contact: '/contact',
  profile: '/profile',
  resetPassword: '/reset-password',
  terms: '/terms',
  privacy: '/privacy',
  refund: '/refund',
  cookies: '/cookies',
} as const;

export type PathName = keyof typeof paths;
