import { paths } from '../../lib/paths';

/** /practice/<slug>, built from the one route map. */
export const practiceProblemPath = (slug: string) =>
  paths.practiceProblem.replace(':slug', encodeURIComponent(slug));

/** The embedded judge's languages by their own names, which read the same in every language. */
export const LANGUAGE_NAMES = { python: 'Python', javascript: 'JavaScript', sql: 'SQL' } as const;
