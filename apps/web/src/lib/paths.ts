/** The one route map of the web app (spec §2 route table, plus /cookies of DESIGN.md §5). */
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
