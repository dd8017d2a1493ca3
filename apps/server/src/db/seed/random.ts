/**
 * A small seeded generator (mulberry32): the seed data comes out the same on every run for a
 * given `now`, so a test failure or a screenshot can be reproduced.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Random.pick from an empty list');
    return item;
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const a = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = a;
    }
    return copy;
  }

  /** An instant between two instants. */
  dateBetween(from: Date | number, to: Date | number): Date {
    const a = typeof from === 'number' ? from : from.getTime();
    const b = typeof to === 'number' ? to : to.getTime();
    return new Date(a + Math.floor(this.next() * Math.max(0, b - a)));
  }
}

/**
 * Ratings 1-5 whose average rounds to `target` as closely as `count` reviews allow, with a
 * natural spread: start from all fives and take stars away one at a time from random reviews.
 */
export function ratingsNear(target: number, count: number, random: Random): number[] {
  const ratings: number[] = Array.from({ length: count }, () => 5);
  let toRemove = Math.max(0, 5 * count - Math.round(target * count));
  let guard = 0;
  while (toRemove > 0 && guard < 10_000) {
    guard++;
    const i = random.int(0, count - 1);
    const r = ratings[i] ?? 1;
    // Rarely go below 2 stars, so a 4.5 course does not collect a pile of 1-star reviews.
    if (r > 2 || (r === 2 && random.chance(0.15))) {
      ratings[i] = r - 1;
      toRemove--;
    }
  }
  return random.shuffle(ratings);
}
