import type { FastifyInstance } from 'fastify';

/**
 * The operations /api/openapi.json describes, read the way an outside client would: the
 * adversarial-input and fuzzing suites walk every one of them, so a new route is covered the
 * day it is added.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  required?: string[];
}

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  /** Status codes the operation documents. */
  statuses: string[];
  secured: boolean;
}

interface Spec {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, unknown>;
        security?: unknown[];
      }
    >
  >;
}

export async function readOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  const spec = response.json() as Spec;
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema,
      statuses: Object.keys(op.responses ?? {}),
      secured: (op.security ?? []).length > 0,
    })),
  );
}

/** The path with each `{name}` replaced by the given value (or a well-formed stand-in). */
export function fillPath(
  path: string,
  values: Record<string, string> = {},
  options: { encoded?: boolean } = {},
): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) return '00000000-0000-4000-8000-000000000000';
    return options.encoded ? value : encodeURIComponent(value);
  });
}

/** Dotted paths to every string field of a body schema, nested objects and arrays included. */
export function stringFields(schema: JsonSchema | undefined, prefix: string[] = []): string[][] {
  if (!schema) return [];
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const own = types.includes('string') ? [prefix] : [];
  const nested = Object.entries(schema.properties ?? {}).flatMap(([key, child]) =>
    stringFields(child, [...prefix, key]),
  );
  const items = schema.items ? stringFields(schema.items, [...prefix, '0']) : [];
  const unique = new Map<string, string[]>();
  for (const field of [
    ...own,
    ...nested,
    ...items,
    ...alternatives.flatMap((a) => stringFields(a, prefix)),
  ]) {
    unique.set(field.join('.'), field);
  }
  return [...unique.values()];
}

/** A JSON value with `value` placed at the dotted path (arrays where the path says `0`). */
export function placeAt(path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (head === '0') return [placeAt(rest, value)];
  return { [head as string]: placeAt(rest, value) };
}
