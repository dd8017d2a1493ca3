import { ADVISOR_SUCCESS } from '@kalvi/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { advisorRequests } from '../../db/schema.ts';
import { testApp, unique } from '../../test/harness.ts';
import { ADVISOR_DEDUPE_WINDOW_MS, saveAdvisorRequest } from './service.ts';

let app: FastifyInstance;
let database: Database;
let clients = 0;

beforeAll(async () => {
  ({ app, database } = await testApp());
});
afterAll(() => app.close());

/** Each test speaks from its own address, so the per-client rate limit never couples tests. */
function newClient(): string {
  clients += 1;
  return `10.20.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
}

function request(overrides: Record<string, unknown> = {}) {
  return {
    email: `${unique('advisee')}@example.com`,
    fullName: 'Kavya Subramanian',
    graduationYear: 2025,
    jobTitle: 'Student',
    program: 'Web Development',
    mobile: '9876543210',
    ...overrides,
  };
}

function post(body: unknown, remoteAddress = newClient()) {
  return app.inject({ method: 'POST', url: '/api/advisor', payload: body as object, remoteAddress });
}

async function rowsFor(email: string) {
  return database.db.select().from(advisorRequests).where(eq(advisorRequests.email, email));
}

describe('POST /api/advisor', () => {
  it('stores the request and answers 201 with the success message', async () => {
    const body = request({ fullName: '  <script>alert(1)</script> Kavya  ' });
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: ADVISOR_SUCCESS,
      data: { id: expect.any(String) },
    });
    const rows = await rowsFor(body.email as string);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      fullName: '<script>alert(1)</script> Kavya',
      graduationYear: 2025,
      jobTitle: 'Student',
      program: 'Web Development',
      mobile: '9876543210',
    });
  });

  it('keeps the e-mail lower-cased', async () => {
    const email = `${unique('Mixed')}@Example.COM`;
    expect((await post(request({ email }))).statusCode).toBe(201);
    expect(await rowsFor(email.toLowerCase())).toHaveLength(1);
  });

  it.each([
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'kavya@' }, 'Invalid email'],
    ['fullName', { fullName: '' }, 'Full name is required'],
    ['fullName', { fullName: 'x'.repeat(5000) }, 'Full name must be at most 100 characters'],
    ['graduationYear', { graduationYear: undefined }, 'Graduation year is required'],
    ['graduationYear', { graduationYear: '2024' }, 'Graduation year is required'],
    ['graduationYear', { graduationYear: 1900 }, 'Enter a valid graduation year'],
    ['graduationYear', { graduationYear: 3000 }, 'Enter a valid graduation year'],
    ['jobTitle', { jobTitle: undefined }, 'Please choose your job title'],
    ['jobTitle', { jobTitle: 'CEO' }, 'Please choose your job title'],
    ['program', { program: '' }, 'Please choose a program'],
    ['mobile', { mobile: '' }, 'Mobile number is required'],
    ['mobile', { mobile: '+91987654321' }, 'Mobile number must be 10 digits'],
  ])('answers 400 on a bad %s (%o) with "%s", and stores nothing', async (field, change, message) => {
    const body = request(change);
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message, errors: [{ field, message }] });
    expect(await rowsFor(String(body.email).toLowerCase())).toHaveLength(0);
  });

  it('answers 400, not 500, to a body that is not JSON or missing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/advisor',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
      remoteAddress: newClient(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    const empty = await app.inject({ method: 'POST', url: '/api/advisor', remoteAddress: newClient() });
    expect(empty.statusCode).toBe(400);
  });

  it('does not store a repeated identical request, yet answers success', async () => {
    const body = request();
    const client = newClient();
    const first = await post(body, client);
    const second = await post(body, client);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(await rowsFor(body.email as string)).toHaveLength(1);
  });

  it('does not store twins when the same request arrives twice at once (a double click)', async () => {
    const body = request();
    const answers = await Promise.all([post(body), post(body), post(body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(await rowsFor(body.email as string)).toHaveLength(1);
  });

  it('stores a changed request, and the same one again once the window has passed', async () => {
    const body = request();
    await post(body);
    await post({ ...body, program: 'AI/ML' });
    expect(await rowsFor(body.email as string)).toHaveLength(2);

    const later = new Date(Date.now() + ADVISOR_DEDUPE_WINDOW_MS + 60_000);
    const again = await saveAdvisorRequest(
      { db: database.db },
      { ...body, graduationYear: 2025, jobTitle: 'Student', program: 'Web Development' } as never,
      later,
    );
    expect(again.duplicate).toBe(false);
    expect(await rowsFor(body.email as string)).toHaveLength(3);
  });

  it('limits each client to 5 requests per 15 minutes with a 429 and a clear message', async () => {
    const client = newClient();
    for (let i = 0; i < 5; i += 1) {
      expect((await post(request(), client)).statusCode).toBe(201);
    }
    const limited = await post(request(), client);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many requests/),
    });
    // Another learner is not affected.
    expect((await post(request())).statusCode).toBe(201);
  });

  it('is documented in the OpenAPI description', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(spec.paths['/api/advisor'].post.responses).toHaveProperty('201');
  });
});
