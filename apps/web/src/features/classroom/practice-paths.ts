import { paths } from '../../lib/paths';

/** /practice/<slug>, built from the one route map. */
export const practiceProblemPath = (slug: string) =>
  paths.practiceProblem.replace(':slug', encodeURIComponent(slug));
