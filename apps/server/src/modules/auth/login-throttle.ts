import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Sign-in throttle (docs/decisions/101). Failures are counted per account AND client address,
 * so someone guessing from one place slows only themselves: the owner signing in from another
 * address is never refused. After FREE_FAILURES each further attempt from that place waits
 * twice as long as the one before, up to MAX_DELAY. A looser account-wide count slows guessing
 * spread over many addresses.
 *
 * The attempt is counted BEFORE the password is checked, in one atomic step (a Lua script in
 * Redis; a synchronous update in process), so parallel guesses cannot all slip past the check.
 * A correct password clears its own place's count; a completed password reset clears the account.
 */
export const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 15 * 60 * 1000;
export const ACCOUNT_FREE_FAILURES = 100;
const ACCOUNT_MAX_DELAY_MS = 60 * 1000;
const WINDOW_MS = 60 * 60 * 1000;
const ACCOUNT = '*';
const PLACES_KEPT = 64;
/** An address (at most 45 characters, two bytes each) with its two numbers and the Map's slot. */
const PLACE_BYTES = 45 * 2 + 64;
export const LOCAL_THROTTLE_MAX_BYTES = 16 * 1024 * 1024;

export interface LoginThrottle {
  /** Counts an attempt; returns how many ms the caller must still wait (0: go ahead). */
  reserve(email: string, address: string): Promise<number>;
  /** A correct password from this place: its count starts again. */
  succeeded(email: string, address: string): Promise<void>;
  /** A completed password reset: every count of the account starts again. */
  clearAccount(email: string): Promise<void>;
}

/** The wait that follows the `count`-th attempt, given the free attempts and the cap. */
export function delayAfter(count: number, free: number, maxMs: number): number {
  if (count <= free) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(count - free - 1, 30), maxMs);
}

const RESERVE_SCRIPT = `
local now = tonumber(ARGV[1])
local wait = 0
for i = 0, 1 do
  local place = ARGV[2 + i * 3]
  local blocked = tonumber(redis.call('HGET', KEYS[1], 'until:' .. place) or '0')
  if blocked > now then wait = math.max(wait, blocked - now) end
end
if wait > 0 then return wait end
for i = 0, 1 do
  local place = ARGV[2 + i * 3]
  local free = tonumber(ARGV[3 + i * 3])
  local maxDelay = tonumber(ARGV[4 + i * 3])
  local count = redis.call('HINCRBY', KEYS[1], 'count:' .. place, 1)
  if count > free then
    local delay = math.min(${FIRST_DELAY_MS} * 2 ^ math.min(count - free - 1, 30), maxDelay)
    redis.call('HSET', KEYS[1], 'until:' .. place, now + delay)
  end
end
redis.call('PEXPIRE', KEYS[1], ${WINDOW_MS})
return 0
`;

export function loginThrottle(redis: Redis | undefined): LoginThrottle {
  const key = (email: string) => `kalvi-login:${email}`;
  type Counts = Map<string, { count: number; until: number }>;
  // Bounded in entries and in bytes (docs/decisions/142): an account keeps its counts for at most
  // PLACES_KEPT addresses, each costing about PLACE_BYTES, so guessing one account from a million
  // addresses cannot grow one entry without end.
  const accounts = new LRUCache<string, Counts>({
    max: 50_000,
    maxSize: LOCAL_THROTTLE_MAX_BYTES,
    sizeCalculation: (counts, email) => email.length * 2 + counts.size * PLACE_BYTES,
    ttl: WINDOW_MS,
  });
  const places = (address: string) =>
    [
      { place: address, free: FREE_FAILURES, maxDelay: MAX_DELAY_MS },
      { place: ACCOUNT, free: ACCOUNT_FREE_FAILURES, maxDelay: ACCOUNT_MAX_DELAY_MS },
    ] as const;
  const local: LoginThrottle = {
    // No await inside: the check and the count happen in one turn of the event loop.
    reserve: async (email, address) => {
      const now = Date.now();
      const counts: Counts = accounts.get(email) ?? new Map();
      const wait = Math.max(...places(address).map((p) => (counts.get(p.place)?.until ?? 0) - now));
      if (wait > 0) return wait;
      for (const p of places(address)) {
        const entry = counts.get(p.place) ?? { count: 0, until: 0 };
        entry.count += 1;
        const delay = delayAfter(entry.count, p.free, p.maxDelay);
        if (delay > 0) entry.until = now + delay;
        // Moved to the end: the Map's order is then least recently tried first.
        counts.delete(p.place);
        counts.set(p.place, entry);
      }
      // The least recently tried address first (a Map keeps insertion order); the account-wide count stays.
      for (const place of counts.keys()) {
        if (counts.size <= PLACES_KEPT + 1) break;
        if (place !== ACCOUNT) counts.delete(place);
      }
      accounts.set(email, counts);
      return 0;
    },
    succeeded: async (email, address) => {
      const counts = accounts.get(email);
      counts?.delete(address);
      // The account-wide count took this attempt too: give it back.
      const account = counts?.get(ACCOUNT);
      if (account) account.count = Math.max(0, account.count - 1);
    },
    clearAccount: async (email) => {
      accounts.delete(email);
    },
  };
  if (!redis) return local;
  const shared: LoginThrottle = {
    reserve: async (email, address) => {
      const wait = await redis.eval(
        RESERVE_SCRIPT,
        1,
        key(email),
        Date.now(),
        address,
        FREE_FAILURES,
        MAX_DELAY_MS,
        ACCOUNT,
        ACCOUNT_FREE_FAILURES,
        ACCOUNT_MAX_DELAY_MS,
      );
      return Number(wait);
    },
    succeeded: async (email, address) => {
      // The account-wide count took this attempt too: give it back.
      await redis
        .multi()
        .hdel(key(email), `count:${address}`, `until:${address}`)
        .hincrby(key(email), `count:${ACCOUNT}`, -1)
        .exec();
    },
    clearAccount: async (email) => {
      await redis.del(key(email));
    },
  };
  // While Redis is unreachable this instance counts on its own (docs/decisions/140).
  const orLocal =
    <A extends unknown[], R>(remote: (...args: A) => Promise<R>, fallback: (...args: A) => Promise<R>) =>
    (...args: A) =>
      remote(...args).catch(() => fallback(...args));
  return {
    reserve: orLocal(shared.reserve, local.reserve),
    succeeded: orLocal(shared.succeeded, local.succeeded),
    clearAccount: orLocal(shared.clearAccount, local.clearAccount),
  };
}
