import type { Course } from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import type { Database } from '../../db/client.ts';
import { testApp } from '../../test/harness.ts';

export let app: FastifyInstance;
export let database: Database;

/** Builds the app the helpers below use; call once at the top of each suite. */
export function useCoursesApp(): void {
  beforeAll(async () => {
    ({ app, database } = await testApp());
  });
}

export async function list(query: string) {
  const res = await app.inject({ method: 'GET', url: `/api/courses${query}` });
  return { res, body: res.json() };
}

export const titles = (data: Course[]) => data.map((c) => c.title);
