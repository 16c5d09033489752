import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { TestApp } from '../../support/test-app';

/** The slice of an OpenAPI 3.1 document these checks read. */
export type JsonSchema = Record<string, any>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `POST /estimates/{estimateId}/accept`: the key of every per-route table. */
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  statuses: number[];
  /** The file types its 200 answers instead of JSON (a document's PDF, the logo's image); empty for the rest. */
  fileTypes: string[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, any>>;
  components: { schemas: Record<string, JsonSchema> };
}

const httpMethods = ['get', 'post', 'put', 'patch', 'delete'];

export async function fetchDocument(api: TestApp): Promise<OpenApiDocument> {
  const res = await api.get('/api/v1/openapi.json', { key: null });
  if (res.status !== 200) throw new Error(`openapi.json answered ${res.status}`);
  return res.body as unknown as OpenApiDocument;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    httpMethods
      .filter((method) => item[method])
      .map((method) => {
        const operation = item[method];
        return {
          key: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          parameters: (operation.parameters ?? []) as Parameter[],
          body: operation.requestBody?.content?.['application/json']?.schema,
          statuses: Object.keys(operation.responses).map(Number),
          fileTypes: Object.keys(operation.responses['200']?.content ?? {}).filter(
            (type) => type !== 'application/json',
          ),
        };
      }),
  );
}

/** Follows a `#/components/schemas/X` reference; any other schema comes back unchanged. */
export function resolve(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  const ref: unknown = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.split('/').pop() ?? '';
  const target = doc.components.schemas[name];
  if (!target) throw new Error(`unresolved ${ref}`);
  return resolve(doc, target);
}

const pointerPart = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) over the whole document, so references
 * resolve where the document puts them. `validatorFor` answers the documented schema of one
 * answer, or the error envelope for the statuses every operation may answer without listing them.
 */
export function responseValidators(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...doc, $id: 'openapi' });
  const cache = new Map<string, ValidateFunction | null>();
  const errorEnvelope = ajv.compile({ $ref: 'openapi#/components/schemas/ErrorEnvelope' });

  return function validatorFor(operation: Operation, status: number): ValidateFunction | null {
    if (!operation.statuses.includes(status)) return status >= 400 ? errorEnvelope : null;
    const cacheKey = `${operation.key} ${status}`;
    if (!cache.has(cacheKey)) {
      const content = doc.paths[operation.path]?.[operation.method.toLowerCase()]?.responses?.[String(status)]?.content;
      const pointer = [
        'paths',
        operation.path,
        operation.method.toLowerCase(),
        'responses',
        String(status),
        'content',
        'application/json',
        'schema',
      ];
      cache.set(
        cacheKey,
        content?.['application/json'] ? ajv.compile({ $ref: `openapi#/${pointer.map(pointerPart).join('/')}` }) : null,
      );
    }
    return cache.get(cacheKey) ?? null;
  };
}
