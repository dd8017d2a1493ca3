import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { DATA_DIR: '/tmp/kalvi-config-test', JWT_SECRET: 'x'.repeat(40) };

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.paymentsProvider).toBe('test-gateway');
    expect(config.razorpay.apiUrl).toBe('https://api.razorpay.com/v1');
    expect(config.feeds.arxivUrl).toBe('https://export.arxiv.org/api');
  });

  it('lists every problem at once', () => {
    const list = problems({ ...base, PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://x' });
    expect(list).toHaveLength(3);
    expect(list.join('\n')).toMatch(/PORT/);
    expect(list.join('\n')).toMatch(/DATABASE_URL: must start with postgres:\/\//);
    expect(list.join('\n')).toMatch(/SMTP_URL/);
  });

  it('refuses production without a JWT secret or payment keys', () => {
    const list = problems({ DATA_DIR: '/tmp/x', NODE_ENV: 'production' });
    expect(list).toContain('JWT_SECRET is required when NODE_ENV=production');
    expect(list.some((p) => p.startsWith('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required'))).toBe(true);
  });

  it('refuses a Judge0 reached over plain http in production, not in development', () => {
    const production = { ...base, NODE_ENV: 'production', PAYMENTS_MODE: 'test', SMTP_URL: 'smtp://mail:25' };
    expect(problems({ ...production, JUDGE0_URL: 'http://judge0.internal:2358' })).toEqual([
      'JUDGE0_URL must be an https:// address when NODE_ENV=production',
    ]);
    expect(loadConfig({ ...production, JUDGE0_URL: 'https://judge0.internal/' }).judge.judge0Url).toBe(
      'https://judge0.internal',
    );
    expect(loadConfig({ ...base, JUDGE0_URL: 'http://127.0.0.1:2358' }).judge.judge0Url).toBe(
      'http://127.0.0.1:2358',
    );
  });

  it('makes Jitsi rooms on the public service unless told otherwise, and only over https in production', () => {
    expect(loadConfig(base).meetings.jitsiBaseUrl).toBe('https://meet.jit.si');
    expect(loadConfig({ ...base, JITSI_BASE_URL: 'https://meet.example.org/' }).meetings.jitsiBaseUrl).toBe(
      'https://meet.example.org',
    );
    const production = { ...base, NODE_ENV: 'production', PAYMENTS_MODE: 'test', SMTP_URL: 'smtp://mail:25' };
    expect(problems({ ...production, JITSI_BASE_URL: 'http://jitsi.internal' })).toEqual([
      'JITSI_BASE_URL must be an https:// address when NODE_ENV=production',
    ]);
  });

  it('lets production run the test gateway only when asked to', () => {
    const config = loadConfig({
      ...base,
      NODE_ENV: 'production',
      PAYMENTS_MODE: 'test',
      SMTP_URL: 'smtp://mail:25',
    });
    expect(config.paymentsProvider).toBe('test-gateway');
  });

  it('uses Razorpay when both keys are set', () => {
    const config = loadConfig({ ...base, RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 's' });
    expect(config.paymentsProvider).toBe('razorpay');
    expect(problems({ ...base, RAZORPAY_KEY_ID: 'rzp_test_1' })).toEqual([
      'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
    ]);
  });

  it('keeps a generated development secret stable across restarts', () => {
    const dir = `/tmp/kalvi-config-${Date.now()}`;
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('refuses to believe every proxy, and takes a hop count or a list of addresses', () => {
    expect(problems({ ...base, TRUST_PROXY: 'true' })).toEqual([
      'TRUST_PROXY=true would believe any X-Forwarded-For: give the number of proxies in front of the server (for example 1) or their addresses',
    ]);
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.5, 10.0.1.0/24' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
    ]);
    expect(problems({ ...base, TRUST_PROXY: 'everyone' })).toHaveLength(1);
  });

  it('takes a Redis key prefix of plain characters, empty by default', () => {
    expect(loadConfig(base).redisKeyPrefix).toBe('');
    expect(loadConfig({ ...base, REDIS_KEY_PREFIX: 'academy-2:' }).redisKeyPrefix).toBe('academy-2:');
    expect(problems({ ...base, REDIS_KEY_PREFIX: 'has space' })).toEqual([
      'REDIS_KEY_PREFIX: may hold only letters, digits and : _ . - (at most 64 characters)',
    ]);
    expect(problems({ ...base, REDIS_KEY_PREFIX: 'x'.repeat(65) })).toHaveLength(1);
  });

  it('runs the test gateway only on loopback or when PAYMENTS_MODE=test says so', () => {
    expect(loadConfig({ ...base, HOST: '127.0.0.1' }).paymentsProvider).toBe('test-gateway');
    expect(loadConfig({ ...base, HOST: '::1' }).paymentsProvider).toBe('test-gateway');
    const open = problems({ ...base, HOST: '0.0.0.0' });
    expect(open.some((p) => /anyone reaching HOST=0\.0\.0\.0 could enrol without paying/.test(p))).toBe(true);
    const production = { ...base, NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', HOST: '0.0.0.0' };
    expect(loadConfig({ ...production, PAYMENTS_MODE: 'test' }).paymentsProvider).toBe('test-gateway');
    const keys = {
      RAZORPAY_KEY_ID: 'rzp_test_1',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w'.repeat(20),
    };
    expect(loadConfig({ ...production, ...keys }).paymentsProvider).toBe('razorpay');
    expect(problems({ ...base, PAYMENTS_MODE: 'live' })).toEqual([
      'PAYMENTS_MODE=live needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
    ]);
  });

  it('listens beyond this machine only in production, where no demo account is seeded', () => {
    const keys = { RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 's' };
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20']) {
      expect(problems({ ...base, ...keys, HOST })).toEqual([
        `HOST=${HOST} would open a development server to the network, and its demo accounts' passwords are in the README: listen on 127.0.0.1 (the default), or set NODE_ENV=production for a real academy`,
      ]);
    }
    expect(problems({ ...base, ...keys, NODE_ENV: 'test', HOST: '0.0.0.0' })[0]).toMatch(
      /^HOST=0\.0\.0\.0 would open a test server/,
    );
    for (const HOST of ['127.0.0.1', '127.0.0.2', '::1', 'localhost']) {
      expect(problems({ ...base, ...keys, HOST })).toEqual([]);
    }
  });

  it("refuses in production every secret still holding the example's CHANGE-ME, naming the variable", () => {
    const example = {
      DATA_DIR: '/tmp/x',
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://kalvi:CHANGE-ME@127.0.0.1:5432/kalvi',
      JWT_SECRET: 'CHANGE-ME-at-least-32-characters',
      SMTP_URL: 'smtps://user:CHANGE-ME@smtp.example.org:465',
      RAZORPAY_KEY_ID: 'CHANGE-ME',
      RAZORPAY_KEY_SECRET: 'change-me',
      RAZORPAY_WEBHOOK_SECRET: 'CHANGE-ME-to-a-long-random-secret',
      METRICS_TOKEN: 'CHANGE-ME-to-a-long-token',
    };
    const list = problems(example);
    for (const name of [
      'DATABASE_URL',
      'JWT_SECRET',
      'SMTP_URL',
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
      'METRICS_TOKEN',
    ]) {
      expect(list).toContain(
        `${name} still holds the example's CHANGE-ME placeholder: replace it with the real value`,
      );
    }
    expect(list).toHaveLength(7);
    // Development keeps working with whatever a developer typed.
    expect(problems({ ...example, NODE_ENV: 'development', DATABASE_URL: '' })).toEqual([]);
  });

  it('refuses a short webhook secret, which a stranger could guess and sign webhooks with', () => {
    expect(problems({ ...base, RAZORPAY_WEBHOOK_SECRET: 'CHANGE-ME' })).toEqual([
      'RAZORPAY_WEBHOOK_SECRET: must be at least 20 characters (for example: openssl rand -hex 24)',
    ]);
    expect(loadConfig({ ...base, RAZORPAY_WEBHOOK_SECRET: 'a'.repeat(20) }).razorpay.webhookSecret).toBe(
      'a'.repeat(20),
    );
  });

  it('needs SMTP in production, so codes never live only in a log', () => {
    const production = { ...base, NODE_ENV: 'production', PAYMENTS_MODE: 'test' };
    expect(problems(production)).toEqual([
      'SMTP_URL is required when NODE_ENV=production, so codes and links reach people, not a log',
    ]);
    expect(problems({ ...production, SMTP_URL: 'smtp://mail.internal:587' })).toEqual([]);
  });
});
