import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig, testDatabase } from '../test/harness.ts';
import { redactUrl } from './logging.ts';

/** docs/decisions/104: no token, password, code, cookie or authorization in any log line. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});

let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  // debug: an ordinary answer gets its own line only at debug (plugins/request-log.ts), and that
  // line must be as clean as the warn line of a failure, which is built the same way.
  app = await buildApp(testConfig({ LOG_LEVEL: 'debug' }), {
    database: await testDatabase(),
    logger: { stream: sink },
  });
  app.post('/test/log-body', async (request) => {
    request.log.info({ body: request.body, headers: request.headers }, 'a handler that logs what it got');
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('log redaction', () => {
  it('masks secret query values and keeps the rest of the address', () => {
    expect(redactUrl('/api/payments/invoices/abc?token=s3cr3t&x=1')).toBe(
      '/api/payments/invoices/abc?token=[redacted]&x=1',
    );
    expect(redactUrl('/reset-password?TOKEN=s3cr3t')).toBe('/reset-password?TOKEN=[redacted]');
    expect(redactUrl('/api/courses?search=react')).toBe('/api/courses?search=react');
  });

  it('keeps tokens, passwords, codes, cookies and authorization out of every line', async () => {
    lines.length = 0;
    await app.inject({
      method: 'GET',
      url: '/api/payments/invoices/00000000-0000-4000-8000-000000000000?token=INVOICE-SECRET',
    });
    await app.inject({
      method: 'POST',
      url: '/test/log-body',
      payload: { password: 'PASSWORD-SECRET', otp: '493817', email: 'a@example.com' },
      headers: { authorization: 'Bearer BEARER-SECRET', cookie: 'kalvi_session=COOKIE-SECRET' },
    });
    const text = lines.join('');
    expect(text).toContain('/api/payments/invoices/00000000-0000-4000-8000-000000000000?token=[redacted]');
    expect(text).toContain('a handler that logs what it got');
    expect(text).toContain('a@example.com');
    for (const secret of ['INVOICE-SECRET', 'PASSWORD-SECRET', '493817', 'BEARER-SECRET', 'COOKIE-SECRET']) {
      expect(text).not.toContain(secret);
    }
  });
});
