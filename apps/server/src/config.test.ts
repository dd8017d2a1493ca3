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
    expect(open).toHaveLength(1);
    expect(open[0]).toMatch(/anyone reaching HOST=0\.0\.0\.0 could enrol without paying/);
    expect(loadConfig({ ...base, HOST: '0.0.0.0', PAYMENTS_MODE: 'test' }).paymentsProvider).toBe(
      'test-gateway',
    );
    const keys = { RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 's' };
    expect(loadConfig({ ...base, ...keys, HOST: '0.0.0.0' }).paymentsProvider).toBe('razorpay');
    expect(problems({ ...base, PAYMENTS_MODE: 'live' })).toEqual([
      'PAYMENTS_MODE=live needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
    ]);
  });

  it('needs SMTP in production, so codes never live only in a log', () => {
    const production = { ...base, NODE_ENV: 'production', PAYMENTS_MODE: 'test' };
    expect(problems(production)).toEqual([
      'SMTP_URL is required when NODE_ENV=production, so codes and links reach people, not a log',
    ]);
    expect(problems({ ...production, SMTP_URL: 'smtp://mail.internal:587' })).toEqual([]);
  });
});
