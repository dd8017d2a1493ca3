import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/harness.ts';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await testApp());
});

describe('framework errors', () => {
  it('answers a malformed percent-encoding in the path with the failure envelope', async () => {
    for (const url of ['/api/courses/%ff', '/api/events/%E0%A4', '/api/reviews/course/%zz']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'The address is not valid' });
    }
  });
});
