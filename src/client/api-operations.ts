import type { paths } from './api-types';

/*
 * The API's operations as types, read from the generated OpenAPI types (api-types.ts): a call
 * names its path template and gets its parameters, body and answer checked, with nothing restated.
 */

export type Method = 'get' | 'post' | 'patch' | 'delete';

/** The path templates that answer `method`. */
export type PathWith<M extends Method> = { [P in keyof paths]: paths[P][M] extends undefined ? never : P }[keyof paths];

type Operation<P extends keyof paths, M extends Method> = Exclude<paths[P][M], undefined>;

type Parameters<Op> = Op extends { parameters: infer Parts } ? Parts : object;

type PathPart<Op> = Parameters<Op> extends { path: infer Values } ? { path: Values } : { path?: undefined };

/** Query values may also be null: a null or absent value is not sent. */
type Nullable<Values> = { [Name in keyof Values]: Values[Name] | null };

type QueryPart<Op> =
  Parameters<Op> extends { query: infer Values }
    ? { query: Nullable<Values> }
    : Parameters<Op> extends { query?: infer Values }
      ? [Exclude<Values, undefined>] extends [never]
        ? { query?: undefined }
        : { query?: Nullable<Exclude<Values, undefined>> }
      : { query?: undefined };

type BodyPart<Op> = Op extends { requestBody: { content: { 'application/json': infer Body } } }
  ? { body: Body }
  : Op extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? { body?: Body }
    : { body?: undefined };

type Request<Op> = PathPart<Op> & QueryPart<Op> & BodyPart<Op>;

/** The request argument: optional when the operation requires nothing. */
export type RequestArgs<P extends keyof paths, M extends Method, Extra> =
  object extends Request<Operation<P, M>>
    ? [request?: Request<Operation<P, M>> & Extra]
    : [request: Request<Operation<P, M>> & Extra];

type Success<Op> = Op extends { responses: infer Responses } ? Responses[Extract<keyof Responses, 200 | 201>] : never;

/** What the envelope's `data` holds on success. */
export type Answer<P extends keyof paths, M extends Method> =
  Success<Operation<P, M>> extends { content: { 'application/json': { data: infer Data } } } ? Data : undefined;

/** `/sites/{siteId}/trees` with `{siteId}` filled in. */
export function fillPath(template: string, values: Record<string, string | number> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values?.[name];
    if (value === undefined) throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/** `?name=value&...` of the values given; null, undefined and empty values are not sent. */
export function toSearch(query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
