import fc from 'fast-check';
import {
  hostileHeaderValue,
  hostileJson,
  hostileRawBody,
  hostileValue,
  mutated,
  schemaValue,
} from './fuzz-arbitraries';
import type { OpenApiDocument, Operation, Parameter } from './openapi-document';
import type { RawRequest } from './raw-request';

export interface FuzzTarget {
  key: string;
  /** A valid value per path parameter name (a record of the fuzzed organization). */
  pathValues: Record<string, string>;
  /** Ids of the organization's records, mixed into every uuid the schemas ask for. */
  ids: readonly string[];
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A lone surrogate cannot be percent-encoded as UTF-8: send the bytes of one anyway (invalid UTF-8). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function pathValue(parameter: Parameter, target: FuzzTarget): fc.Arbitrary<string> {
  const known = target.pathValues[parameter.name];
  return fc.oneof(
    { weight: 3, arbitrary: known ? fc.constant(known) : fc.uuid() },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: hostileValue.map(asText) },
  );
}

/** Query values are text: list parameters (`...Ids`) get comma-joined ids, the rest their schema's value as text. */
function queryValue(doc: OpenApiDocument, parameter: Parameter, target: FuzzTarget): fc.Arbitrary<string> {
  const valid = parameter.name.endsWith('Ids')
    ? fc
        .array(fc.oneof(fc.constantFrom(...target.ids), fc.uuid()), { minLength: 1, maxLength: 5 })
        .map((ids) => ids.join(','))
    : parameter.name === 'bbox'
      ? fc
          .array(fc.double({ min: -200, max: 200, noNaN: true }), { minLength: 4, maxLength: 4 })
          .map((box) => box.join(','))
      : schemaValue(doc, parameter.schema, target.ids).map(asText);
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: hostileValue.map(asText) });
}

function queryString(doc: OpenApiDocument, parameters: Parameter[], target: FuzzTarget): fc.Arbitrary<string> {
  const query = parameters.filter((parameter) => parameter.in === 'query');
  const record = Object.fromEntries(query.map((parameter) => [parameter.name, queryValue(doc, parameter, target)]));
  const extras = fc.option(
    fc.constantFrom('orgId=00000000-0000-0000-0000-000000000000', 'limit=1&limit=2', 'unknown=1', 'cursor=%FF%FE'),
    { freq: 4 },
  );
  return fc.tuple(fc.record(record, { requiredKeys: [] }), extras).map(([values, extra]) => {
    const parts = Object.entries(values).map(([name, value]) => `${name}=${encode(value as string)}`);
    if (extra) parts.push(extra);
    return parts.length > 0 ? `?${parts.join('&')}` : '';
  });
}

function bodyOf(
  doc: OpenApiDocument,
  operation: Operation,
  target: FuzzTarget,
): fc.Arbitrary<{ body?: string; contentType?: string }> {
  if (operation.method === 'GET') return fc.constant({});
  if (!operation.body)
    return fc.constantFrom(
      {},
      { body: '{}', contentType: 'application/json' },
      { body: '{"extra":1}', contentType: 'application/json' },
    );
  const valid = schemaValue(doc, operation.body, target.ids);
  const json = fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 4, arbitrary: valid.chain(mutated) },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: hostileJson },
  );
  const contentType = fc.constantFrom(
    'application/json',
    'application/json',
    'application/json',
    'text/plain',
    'application/json; charset=utf-8',
  );
  return fc.oneof(
    {
      weight: 12,
      arbitrary: fc
        .tuple(json, contentType)
        .map(([value, type]) => ({ body: JSON.stringify(value) ?? 'null', contentType: type })),
    },
    { weight: 2, arbitrary: hostileRawBody.map((body) => ({ body, contentType: 'application/json' })) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/** One request to the operation: path, query, headers and body drawn from its document, often bent. */
export function requestArbitrary(
  doc: OpenApiDocument,
  operation: Operation,
  target: FuzzTarget,
): fc.Arbitrary<RawRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const path = fc
    .tuple(...pathParameters.map((parameter) => pathValue(parameter, target)))
    .map((values) =>
      pathParameters.reduce(
        (url, parameter, index) => url.replace(`{${parameter.name}}`, encode(values[index] ?? '')),
        operation.path,
      ),
    );
  const idempotencyKey = fc.oneof(
    { weight: 4, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: hostileHeaderValue },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const otherHeaders = operation.parameters.filter(
    (parameter) => parameter.in === 'header' && parameter.name !== 'Idempotency-Key',
  );
  const documentedHeaders = fc.record(
    Object.fromEntries(otherHeaders.map((parameter) => [parameter.name, fc.oneof(fc.uuid(), hostileHeaderValue)])),
    { requiredKeys: [] },
  );
  const parts = {
    path,
    query: queryString(doc, operation.parameters, target),
    body: bodyOf(doc, operation, target),
    idempotencyKey,
    documentedHeaders,
  };
  return fc
    .record(parts)
    .map(({ path: url, query, body, idempotencyKey: idempotency, documentedHeaders: extraHeaders }) => {
      const headers: Record<string, string> = {
        ...(extraHeaders as Record<string, string>),
        Authorization: `ApiKey ${target.key}`,
      };
      if (body.contentType) headers['Content-Type'] = body.contentType;
      if (idempotency !== undefined && operation.method !== 'GET') headers['Idempotency-Key'] = idempotency;
      return { method: operation.method, url: `/api/v1${url}${query}`, headers, body: body.body };
    });
}
