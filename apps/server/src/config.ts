import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { type MeetingsConfig, meetingsConfig } from './meetings/provider.ts';
import { type WhatsappConfig, whatsappConfig } from './whatsapp/config.ts';

/** The only reader of process.env (docs/product/engineering.md#configuration). */

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

/** The webhook secret is chosen by hand in Razorpay's dashboard: a short one can be guessed. */
export const WEBHOOK_SECRET_MIN = 20;

/**
 * deploy/kalvi.env.example marks every value an operator must replace with this; a production
 * server refuses to start with one left in (docs/decisions/168-refusing-unsafe-starts.md).
 */
const PLACEHOLDER = /change-me/i;
const SECRET_VARIABLES = [
  'JWT_SECRET',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'METRICS_TOKEN',
  'JUDGE0_AUTH_TOKEN',
  'WHATSAPP_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
  'BBB_SECRET',
] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  /**
   * Put before every Redis key and channel of this academy, so that several academies (or test
   * runs) can share one Redis without sharing counters: letters, digits and `:_.-`, up to 64.
   */
  REDIS_KEY_PREFIX: optionalString.refine((v) => v === undefined || /^[A-Za-z0-9:_.-]{1,64}$/.test(v), {
    message: 'may hold only letters, digits and : _ . - (at most 64 characters)',
  }),
  APP_URL: optionalUrl(['http', 'https']),
  JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: optionalString,
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  /** Anyone who knows it can sign a `payment.captured` webhook and enrol without paying. */
  RAZORPAY_WEBHOOK_SECRET: optionalString.refine((v) => v === undefined || v.length >= WEBHOOK_SECRET_MIN, {
    message: `must be at least ${WEBHOOK_SECRET_MIN} characters (for example: openssl rand -hex 24)`,
  }),
  RAZORPAY_API_URL: httpUrl('https://api.razorpay.com/v1'),
  PAYMENTS_MODE: z.enum(['live', 'test']).optional(),
  WHATSAPP_TOKEN: optionalString,
  WHATSAPP_PHONE_NUMBER_ID: optionalString,
  WHATSAPP_APP_SECRET: optionalString,
  WHATSAPP_VERIFY_TOKEN: optionalString,
  WHATSAPP_API_URL: httpUrl('https://graph.facebook.com/v21.0'),
  CODEFORCES_API_URL: httpUrl('https://codeforces.com/api'),
  ARXIV_API_URL: httpUrl('https://export.arxiv.org/api'),
  WIKIPEDIA_API_URL: httpUrl('https://en.wikipedia.org/w/api.php'),
  /** Where live sessions' Jitsi Meet rooms are made (docs/decisions/213-live-session-meetings.md). */
  JITSI_BASE_URL: httpUrl('https://meet.jit.si'),
  /** A BigBlueButton server instead (docs/decisions/219-bigbluebutton-meetings.md). */
  BBB_URL: optionalUrl(['https', 'http']),
  BBB_SECRET: optionalString,
  /** Bearer token a Prometheus scraper sends to GET /metrics; without it /metrics is off. */
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, {
    message: 'must be at least 16 characters',
  }),
  /** Judge worker processes of this instance (docs/decisions/171-coding-exercises.md#judge). */
  JUDGE_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  /** Set: a self-hosted Judge0 judges what it lists, the embedded judge SQL (decision 201); unset: the embedded judge. */
  JUDGE0_URL: optionalUrl(['http', 'https']).transform((v) => (v ? withoutTrailingSlashes(v) : v)),
  JUDGE0_AUTH_TOKEN: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which X-Forwarded-For hops to believe (docs/decisions/103): unset or 'false' for none, a
   * number of proxies in front of us, or a comma-separated list of their addresses. Never 'true':
   * believing every hop lets any client pick its own address and walk around the rate limits.
   */
  TRUST_PROXY: optionalString,
  /** 'false': this instance takes no judging work; `npm run judge:worker` processes do (docs/decisions/172-exercise-queue-and-access.md). */
  JUDGE_IN_PROCESS: z.enum(['true', 'false']).default('true'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Before every Redis key and pub/sub channel; '' by default. */
  redisKeyPrefix: string;
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
  /** The Cloud API; without a token and phone number id, WhatsApp messages go to the outbox. */
  whatsapp: WhatsappConfig;
  feeds: FeedsConfig;
  logLevel: string;
  metricsToken: string | undefined;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
  trustProxy: false | number | string[];
  /** Directory of the built web app; served when it exists. */
  webDist: string;
  /** Live sessions' meetings (docs/decisions/213-live-session-meetings.md). */
  meetings: MeetingsConfig;
  judge: JudgeConfig;
  /** This instance runs the judging loop (docs/decisions/172-exercise-queue-and-access.md). */
  judgeInProcess: boolean;
}

/** Which judge runs coding exercises (docs/decisions/171-coding-exercises.md#judge). */
export interface JudgeConfig {
  /** Worker processes of the embedded judge. */
  workers: number;
  /** Set: Judge0 judges what it lists, the embedded judge the rest; unset: the embedded judge. */
  judge0Url: string | undefined;
  judge0AuthToken: string | undefined;
}

/**
 * The public services behind the problems, research and articles pages
 * (docs/product/feeds-and-chat.md#feeds-through-our-server).
 */
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
  problems.push(...meetingsConfig(e).problems);
  if (Boolean(e.WHATSAPP_TOKEN) !== Boolean(e.WHATSAPP_PHONE_NUMBER_ID)) {
    problems.push('WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together');
  }
  if (production) {
    if (!e.JWT_SECRET) problems.push('JWT_SECRET is required when NODE_ENV=production');
    if (e.JUDGE0_URL?.startsWith('http://'))
      problems.push('JUDGE0_URL must be an https:// address when NODE_ENV=production');
    if (e.JITSI_BASE_URL.startsWith('http://'))
      problems.push('JITSI_BASE_URL must be an https:// address when NODE_ENV=production');
    for (const name of SECRET_VARIABLES) {
      if (PLACEHOLDER.test(e[name] ?? '')) {
        problems.push(
          `${name} still holds the example's CHANGE-ME placeholder: replace it with the real value`,
        );
      }
    }
  }
  if (!production && !isLoopback(e.HOST)) {
    problems.push(
      `HOST=${e.HOST} would open a ${e.NODE_ENV} server to the network, and its demo accounts' passwords are in the README: listen on 127.0.0.1 (the default), or set NODE_ENV=production for a real academy`,
    );
  }
  if (production && !hasRazorpayKeys && e.PAYMENTS_MODE !== 'test') {
    problems.push(
      'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required when NODE_ENV=production (or set PAYMENTS_MODE=test)',
    );
  }
  if (production && !e.SMTP_URL) {
    problems.push(
      'SMTP_URL is required when NODE_ENV=production, so codes and links reach people, not a log',
    );
  }
  if (!hasRazorpayKeys && e.PAYMENTS_MODE !== 'test' && !isLoopback(e.HOST)) {
    problems.push(
      `Without RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET the built-in test gateway takes payments, and anyone reaching HOST=${e.HOST} could enrol without paying: set the Razorpay keys, listen on 127.0.0.1, or set PAYMENTS_MODE=test to run it on purpose`,
    );
  }
  if (e.PAYMENTS_MODE === 'live' && !hasRazorpayKeys) {
    problems.push('PAYMENTS_MODE=live needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (typeof trustProxy === 'string') problems.push(trustProxy);
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
    redisKeyPrefix: e.REDIS_KEY_PREFIX ?? '',
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
    whatsapp: whatsappConfig(e),
    feeds: {
      codeforcesUrl: e.CODEFORCES_API_URL,
      arxivUrl: e.ARXIV_API_URL,
      wikipediaUrl: e.WIKIPEDIA_API_URL,
      timeoutMs: 5000,
      spacingMs: { codeforces: 2000, arxiv: 3000, wikipedia: 0 },
      userAgent: `KalviAcademy/1.0 (${appUrl}; support@kalvi.academy) feeds`,
    },
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    trustProxy: typeof trustProxy === 'string' ? false : trustProxy,
    webDist: resolve(import.meta.dirname, '../../web/dist'),
    meetings: meetingsConfig(e).meetings,
    judge: {
      workers: e.JUDGE_WORKERS,
      judge0Url: e.JUDGE0_URL,
      judge0AuthToken: e.JUDGE0_AUTH_TOKEN,
    },
    judgeInProcess: e.JUDGE_IN_PROCESS === 'true',
  };
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);
const isLoopback = (host: string) => LOOPBACK_HOSTS.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);

/** The trust setting Fastify takes, or the problem with the value given. */
function parseTrustProxy(value: string | undefined): false | number | string[] | string {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') {
    return 'TRUST_PROXY=true would believe any X-Forwarded-For: give the number of proxies in front of the server (for example 1) or their addresses';
  }
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value.split(',').map((a) => a.trim());
  if (addresses.every((a) => isIP(a.split('/')[0] ?? '') !== 0)) return addresses;
  return 'TRUST_PROXY must be false, a number of proxies, or a comma-separated list of proxy addresses';
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
