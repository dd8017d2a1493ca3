import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './test/harness.ts';
import type { JsonSchema } from './test/openapi-operations.ts';

/**
 * One casing in the answers (docs/product/api-contract.md#naming,
 * docs/decisions/205-one-casing-messages-deps.md): a field the product spec names keeps the
 * spec's spelling, every other field is camelCase. A field with an underscore in any answer of
 * /api/openapi.json must be one of the names below, so a new snake_case field fails here.
 */
const SPEC_FIXED = [
  // Pagination
  'current_page',
  'total_pages',
  'total_items',
  'items_per_page',
  // Course and course stats
  'course_fee',
  'original_course_fee',
  'num_reviews',
  'num_students',
  'duration_hours',
  'duration_minutes',
  'course_description',
  'what_you_will_learn',
  'publication_date',
  'total_courses',
  'total_students',
  'average_rating',
  'published_courses',
  // Review
  '_id',
  'user_id',
  'user_name',
  'course_id',
  'course_title',
  // Event
  'image_url',
  'start_date',
  'end_date',
  'registration_deadline',
  'duration_days',
  'registered_participants',
  'max_participants',
  'available_spots',
  'is_full',
  'is_free',
  'original_price',
  'skills_covered',
  // The payment provider's checkout answer, passed on as the provider spells it
  'razorpay_order_id',
  'razorpay_payment_id',
  'razorpay_signature',
];

/** Older fields the spec does not name, kept as clients already read them (listed in the contract). */
const KEPT_BEFORE_THE_RULE = ['title_ta', 'description_ta', 'course_description_ta', 'pdf_link'];

const ALLOWED = new Set([...SPEC_FIXED, ...KEPT_BEFORE_THE_RULE]);

interface Document {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }>
  >;
}

/** Every property name of a schema with an underscore, nested objects, arrays and alternatives included. */
function underscored(schema: JsonSchema | undefined, at: string, found: Map<string, string>): void {
  if (!schema) return;
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    if (name.includes('_') && !found.has(name)) found.set(name, at);
    underscored(child, `${at}.${name}`, found);
  }
  underscored(schema.items, `${at}[]`, found);
  for (const alternative of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    underscored(alternative, at, found);
  }
}

let app: FastifyInstance;
const found = new Map<string, string>();

beforeAll(async () => {
  ({ app } = await testApp());
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        for (const content of Object.values(response.content ?? {})) {
          underscored(content.schema, `${method.toUpperCase()} ${path} ${status}`, found);
        }
      }
    }
  }
});
afterAll(() => app.close());

describe('field casing in the OpenAPI answers', () => {
  it('has no snake_case field but those the spec fixes and the listed older ones', () => {
    const strays = [...found].filter(([name]) => !ALLOWED.has(name)).map(([name, at]) => `${name} in ${at}`);
    expect(strays).toEqual([]);
  });

  it('still answers every listed name, so the list never outgrows the answers', () => {
    expect([...ALLOWED].filter((name) => !found.has(name))).toEqual([]);
  });
});
