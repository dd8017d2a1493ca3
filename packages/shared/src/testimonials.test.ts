import { describe, expect, it } from 'vitest';
import { TESTIMONIALS } from './testimonials.ts';

describe('testimonials', () => {
  it('are ten distinct, verified entries rated 1 to 5', () => {
    expect(TESTIMONIALS).toHaveLength(10);
    expect(new Set(TESTIMONIALS.map((t) => t.name)).size).toBe(10);
    expect(new Set(TESTIMONIALS.map((t) => t.review)).size).toBe(10);
    for (const t of TESTIMONIALS) {
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.rating).toBeLessThanOrEqual(5);
      expect(t.verified).toBe(true);
    }
  });
});
