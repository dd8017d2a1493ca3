import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** The only reader of process.env (DESIGN.md §4). */

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));
const optionalUrl = (protocols: string[]) =>
  optionalString.refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
    message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  });
const httpUrl = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine((v) => /^https?:\/\/\S+$/.test(v), { message: 'must be an http(s) URL' })
    .transform(withoutTrailingSlashes);

/** A loop, not /\/+$/, which backtracks quadratically on a long run of slashes. */
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  APP_URL: optionalUrl(['http', 'https']),
  JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: optionalString,
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  RAZORPAY_API_URL: httpUrl('https://api.razorpay.com/v1'),
  PAYMENTS_MODE: z.enum(['live', 'test']).optional(),
  CODEFORCES_API_URL: httpUrl('https://codeforces.com/api'),
  ARXIV_API_URL: httpUrl('https://export.arxiv.org/api'),
  WIKIPEDIA_API_URL: httpUrl('https://en.wikipedia.org/w/api.php'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Trust X-Forwarded-For from a load balancer in front of us (for per-client rate limits). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  appUrl: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  razorpay: {
    keyId: string | undefined;
    keySecret: string | undefined;
    webhookSecret: string | undefined;
    apiUrl: string;
  };
  /** 'razorpay' with real keys; otherwise the built-in test gateway. */
  paymentsProvider: 'razorpay' | 'test-gateway';
  feeds: FeedsConfig;
  logLevel: string;
  trustProxy: boolean;
  /** Directory of the built web app; served when it exists. */
  webDist: string;
}

/** The public services behind the problems, research and articles pages (external-services.md). */
export interface FeedsConfig {
  codeforcesUrl: string;
  arxivUrl: string;
  wikipediaUrl: string;
  /** How long we wait for an answer before serving the last good copy. */
  timeoutMs: number;
  /** The least time between two calls to one service, as each asks. */
  spacingMs: { codeforces: number; arxiv: number; wikipedia: number };
  userAgent: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  const production = e.NODE_ENV === 'production';
  const hasRazorpayKeys = Boolean(e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET);

  if (Boolean(e.RAZORPAY_KEY_ID) !== Boolean(e.RAZORPAY_KEY_SECRET)) {
    problems.push('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together');
  }
  if (production && !e.JWT_SECRET) problems.push('JWT_SECRET is required when NODE_ENV=production');
  if (production && !hasRazorpayKeys && e.PAYMENTS_MODE !== 'test') {
    problems.push(
      'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required when NODE_ENV=production (or set PAYMENTS_MODE=test)',
    );
  }
  if (production && hasRazorpayKeys && !e.RAZORPAY_WEBHOOK_SECRET) {
    problems.push('RAZORPAY_WEBHOOK_SECRET is required when NODE_ENV=production with Razorpay keys');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = resolve(e.DATA_DIR);
  const appUrl = withoutTrailingSlashes(e.APP_URL ?? `http://localhost:${e.PORT}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    appUrl,
    jwtSecret: e.JWT_SECRET ?? developmentSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Kalvi <no-reply@kalvi.academy>',
    razorpay: {
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: e.RAZORPAY_API_URL,
    },
    paymentsProvider: hasRazorpayKeys ? 'razorpay' : 'test-gateway',
    feeds: {
      codeforcesUrl: e.CODEFORCES_API_URL,
      arxivUrl: e.ARXIV_API_URL,
      wikipediaUrl: e.WIKIPEDIA_API_URL,
      timeoutMs: 5000,
      spacingMs: { codeforces: 2000, arxiv: 3000, wikipedia: 0 },
      userAgent: `KalviAcademy/1.0 (${appUrl}; support@kalvi.academy) feeds`,
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: resolve(import.meta.dirname, '../../web/dist'),
  };
}

/** Development only: one random secret per data directory, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
