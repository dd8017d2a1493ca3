import fc from 'fast-check';
import type { JsonSchema } from '../test/openapi-operations.ts';

/**
 * fast-check generators of bad input for the API fuzzing suite (docs/decisions/108): values
 * that follow an operation's schema closely enough to get past the first checks, and values
 * that break it in the ways clients and attackers do.
 */

/** Strings people and tools send that code tends to trip on. */
export const oddString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\uFEFF',
    '\u202Etxt.exe',
    '%00',
    '%',
    '%E0%A4%A',
    '../../etc/passwd',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '{"$gt": ""}',
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    '9'.repeat(400),
    'null',
    'true',
    'கற்க கசடற',
    '😀'.repeat(50),
    'a'.repeat(10_001),
    `http://${'.'.repeat(20_000)} x`,
  ),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.string({ unit: 'grapheme', maxLength: 64 }),
  fc.integer({ min: 1, max: 200_000 }).map((n) => 'x'.repeat(n)),
);

/** Anything at all where a value is expected. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(oddString, { maxLength: 5 }),
  fc.dictionary(oddString, oddString, { maxKeys: 5 }),
  fc.jsonValue({ maxDepth: 4 }),
);

/** A value that follows the schema, to get a request past validation into the handler. */
export function fitting(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return wrongValue;
  const choices = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (choices.length > 0) return fc.oneof(...choices.map((c) => fitting(c, depth + 1)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return fittingString(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 10_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -10, max: schema.maximum ?? 10_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fitting(schema.items, depth + 1), { maxLength: 3 });
    case 'object': {
      const entries = Object.entries(schema.properties ?? {});
      return fc.record(Object.fromEntries(entries.map(([k, v]) => [k, fitting(v, depth + 1)])), {
        requiredKeys: schema.required?.filter((k) => entries.some(([name]) => name === k)) ?? [],
      });
    }
    default:
      return wrongValue;
  }
}

function fittingString(schema: JsonSchema): fc.Arbitrary<string> {
  const max = Math.min(schema.maxLength ?? 40, 200);
  const min = Math.min(schema.minLength ?? 0, max);
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.stringMatching(/^\d{6,10}$/),
    fc.constantFrom('9876543210', '123456', 'a quiet mountain lake', 'https://example.com/me'),
  );
}

/** The schema's value with some fields replaced by wrong ones, or added where none belong. */
export function broken(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema?.properties ?? {});
  const base = fitting(schema);
  if (keys.length === 0) return fc.oneof(base, wrongValue);
  return fc.oneof(
    wrongValue,
    fc
      .tuple(
        base,
        fc.subarray(keys, { minLength: 1 }),
        fc.array(wrongValue, { minLength: keys.length, maxLength: keys.length }),
      )
      .map(([value, picked, replacements]) => {
        const copy = { ...(value as Record<string, unknown>) };
        picked.forEach((key, i) => {
          copy[key] = replacements[i];
        });
        return copy;
      }),
    fc
      .tuple(base, oddString, wrongValue)
      .map(([value, key, extra]) => ({ ...(value as object), [key]: extra })),
  );
}

/** Raw bodies that are not the JSON they claim to be, or are JSON nested far too deep. */
export const rawBody = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    '{"a":1}}',
    'undefined',
    '\u0000',
    '{"__proto__":{"admin":true}}',
    '"',
  ),
  fc.integer({ min: 1_000, max: 100_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 1_000, max: 50_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  oddString,
);

export const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  '',
);

export const clientAddress = fc
  .tuple(
    fc.integer({ min: 1, max: 223 }),
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 1, max: 254 }),
  )
  .map((parts) => parts.join('.'));
