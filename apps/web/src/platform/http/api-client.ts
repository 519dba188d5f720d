import type {
  Endpoint,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
} from '@orbita/contracts';
import { request, type RequestOptions } from './request';

type ParamsOption<E extends Endpoint> = keyof EndpointParams<E> extends never
  ? { params?: never }
  : { params: EndpointParams<E> };

type QueryOption<E extends Endpoint> = E extends { query: object }
  ? object extends EndpointQuery<E>
    ? { query?: EndpointQuery<E> }
    : { query: EndpointQuery<E> }
  : { query?: never };

type BodyOption<E extends Endpoint> = E extends { body: object }
  ? undefined extends EndpointBody<E>
    ? { body?: EndpointBody<E> }
    : { body: EndpointBody<E> }
  : { body?: never };

/** What a call of `endpoint` takes: its path params, query and body, typed by its contract. */
export type CallOptions<E extends Endpoint> = ParamsOption<E> &
  QueryOption<E> &
  BodyOption<E> &
  RequestOptions;

type CallArgs<E extends Endpoint> =
  object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

const API_PREFIX = '/api/';

/** `/api/app/flow/tasks/{id}` with `{ id: 'a/b' }` → `app/flow/tasks/a%2Fb` (request's base adds `/api/`). */
export function endpointPath(path: string, params: Record<string, string> = {}): string {
  return path.slice(API_PREFIX.length).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    // The types make this unreachable; a missing id must not silently become "undefined".
    if (value === undefined) throw new Error(`${path}: path parameter "${name}" is missing`);
    return encodeURIComponent(value);
  });
}

/** The query string of the values that are set (`undefined` leaves a key out). */
export function queryString(query: object = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls one endpoint of the contracts through THE request helper (session refresh on 401,
 * XSRF, mobile bearer mode, retries and `HttpError`s as everywhere). The answer is typed by
 * the route's response schema, not parsed again: the server already validated it.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  ...[options]: CallArgs<E>
): Promise<EndpointResponse<E>> {
  const { params, query, body, ...requestOptions } = (options ?? {}) as {
    params?: Record<string, string>;
    query?: object;
    body?: unknown;
  } & RequestOptions;
  const path = endpointPath(endpoint.path, params) + queryString(query);
  return request<EndpointResponse<E>>(endpoint.method, path, body, requestOptions);
}
