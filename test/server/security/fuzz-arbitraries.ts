import fc from 'fast-check';
import { resolve, type JsonSchema, type OpenApiDocument } from './openapi-document';

/*
 * fast-check values from the OpenAPI schemas: `schemaValue` stays inside the schema (edges
 * included), `mutated` bends such a value (a field dropped, an unknown or read-only field added,
 * one value swapped for garbage, an array blown past its bound), `hostileValue` is garbage.
 */

const hostileStrings = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '-1',
  '99999999999999999999999',
  'null',
  'undefined',
  'true',
  '\u0000',
  '\uFEFF',
  '\uD800',
  '💥🌳',
  'Z̸̢͓a̷l̴g̵o̶',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '2026-02-30',
  '0000-00-00',
  '9999-99-99',
  'x'.repeat(10_000),
];
const hostileNumbers = [0, -1, -0, 0.5, 1e-300, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER];

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...hostileNumbers),
  fc.constant(null),
  fc.boolean(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

/** JSON a body may carry in place of a field (too big for a URL): nested 3,000 deep, 20,000 long, NUL deep inside. */
export const hostileJson: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  JSON.parse(`${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`),
  Array.from({ length: 20_000 }, (_, index) => index),
  { text: 'nul\u0000inside', list: ['ok', '\u0000'] },
);

/** Header-safe garbage (fetch itself refuses control and non-Latin-1 characters in headers). */
export const hostileHeaderValue = fc.oneof(
  fc.constantFrom('', 'not-a-uuid', '00000000-0000-0000-0000-000000000000', 'x'.repeat(2000), "' OR 1=1 --", 'null'),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 80 }),
);

/** Bodies that are not usable JSON objects at all. */
export const hostileRawBody = fc.constantFrom(
  '',
  '{',
  'not json',
  '[]',
  '"text"',
  '42',
  'null',
  '{"a":',
  '\uFEFF{}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
);

const readOnlyFields = [
  'id',
  'orgId',
  'org_id',
  'createdAt',
  'updatedAt',
  'totalCents',
  'subtotalCents',
  'number',
  'status',
  'controlVersion',
  '__proto__',
  'constructor',
];

const nearDay = fc
  .integer({ min: 0, max: 120 })
  .map((offset) => new Date(Date.UTC(2026, 1, 15 + offset)).toISOString().slice(0, 10));
/** Mostly days near the world's, sometimes the calendar's edges and far beyond them: spans of 8,000 years. */
const dayArbitrary = fc.oneof(
  { weight: 4, arbitrary: nearDay },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '2000-01-01',
      '2099-12-31',
      '2028-02-29',
      '1999-12-31',
      '2100-01-01',
      '9999-12-24',
      '0001-01-01',
    ),
  },
);

function stringValue(schema: JsonSchema, ids: readonly string[]): fc.Arbitrary<unknown> {
  if (schema.format === 'uuid') return ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), fc.uuid()) : fc.uuid();
  if (schema.format === 'email') return fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 320));
  if (typeof schema.pattern === 'string' && schema.pattern.includes('\\d{4}-\\d{2}-\\d{2}')) return dayArbitrary;
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 60;
  return fc.oneof(
    fc
      .string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, minLength + 30) })
      .filter((text) => text.trim().length >= minLength),
    fc.constant('a'.repeat(maxLength)),
  );
}

function numberValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const integer = schema.type === 'integer';
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0.001) : -1000);
  const max = schema.maximum ?? min + 10_000;
  const edges = fc.constantFrom(min, max);
  return integer
    ? fc.oneof(fc.integer({ min, max }), edges)
    : fc.oneof(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), edges);
}

/** A value the schema accepts (not always one the service accepts: references may point nowhere). */
export function schemaValue(
  doc: OpenApiDocument,
  raw: JsonSchema,
  ids: readonly string[],
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = resolve(doc, raw);
  const choices: JsonSchema[] | undefined = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => schemaValue(doc, choice, ids, depth)));
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.type))
    return fc.oneof(...(schema.type as string[]).map((type) => schemaValue(doc, { ...schema, type }, ids, depth)));
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringValue(schema, ids);
    case 'integer':
    case 'number':
      return numberValue(schema);
    case 'array': {
      if (Array.isArray(schema.prefixItems))
        return fc.tuple(...(schema.prefixItems as JsonSchema[]).map((item) => schemaValue(doc, item, ids, depth + 1)));
      const minLength = schema.minItems ?? 0;
      return fc.array(schemaValue(doc, schema.items ?? {}, ids, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)),
      });
    }
    case 'object': {
      const properties: Record<string, JsonSchema> = schema.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, schemaValue(doc, property, ids, depth + 1)]),
      );
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    default:
      return depth > 2 ? fc.constant(null) : hostileValue;
  }
}

function mutateArray(items: unknown[]): fc.Arbitrary<unknown> {
  const first = items[0];
  return fc.oneof(
    fc.constant([]),
    fc.constantFrom(201, 1002).map((length) => Array.from({ length }, () => first ?? 'x')),
    first === undefined ? hostileValue : mutated(first).map((value) => [value, ...items.slice(1)]),
    hostileValue.map((value) => [...items, value]),
  );
}

function mutateObject(value: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(value);
  const withKey = (key: string, next: unknown) => ({ ...value, [key]: next });
  const options: fc.Arbitrary<unknown>[] = [
    fc.tuple(fc.constantFrom(...readOnlyFields, 'unexpected'), hostileValue).map(([key, next]) => withKey(key, next)),
  ];
  if (keys.length > 0) {
    options.push(
      fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(value).filter(([name]) => name !== key))),
      fc
        .constantFrom(...keys)
        .chain((key) => fc.oneof(hostileValue, hostileJson, mutated(value[key])).map((next) => withKey(key, next))),
    );
  }
  return fc.oneof(...options);
}

/** A near miss of a valid value: most of it intact, one part wrong. */
export function mutated(value: unknown): fc.Arbitrary<unknown> {
  if (Array.isArray(value)) return mutateArray(value);
  if (value !== null && typeof value === 'object') return mutateObject(value as Record<string, unknown>);
  return hostileValue;
}
