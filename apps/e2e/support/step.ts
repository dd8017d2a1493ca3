import { test } from './test';

/** A step of a journey, its duration printed so a slow part shows in the log. */
export async function step<T>(name: string, body: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await test.step(name, body);
  } finally {
    const took = `${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`;
    test.info().annotations.push({ type: 'step', description: took });
    process.stdout.write(`  ${took}\n`);
  }
}
