/**
 * Sample data and the demo learner, whose password is published in the README, belong to
 * development only (docs/decisions/106): a production database starts empty, whatever engine.
 */
type Env = 'development' | 'production' | 'test';

/** The server fills an empty embedded database on start only in development. */
export function seedsOnStart(env: Env, engine: 'pglite' | 'postgres'): boolean {
  return env === 'development' && engine === 'pglite';
}

/** Why `npm run db:seed` refuses to run, or undefined when it may. */
export function seedRefusal(env: Env): string | undefined {
  return env === 'production'
    ? 'Sample data and the demo learner (whose password is public) are for development only: NODE_ENV=production refuses to seed'
    : undefined;
}
