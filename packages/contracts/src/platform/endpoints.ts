import type { z } from 'zod';

/**
 * One HTTP endpoint of the API as the clients see it: method, OpenAPI path (`{name}` for each
 * path parameter) and the zod schemas of its server route. The schemas travel as types only:
 * importing an endpoint must not import zod, or the sign-in and public play pages (which ship
 * without it) would grow by ~26 KB. `contract-endpoints.test.ts` on the server checks every
 * endpoint against the OpenAPI document.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

declare const schemaBrand: unique symbol;

/** A zod schema carried as its type only; made by `schemaType<typeof someSchema>()`. */
export interface SchemaType<S extends z.ZodType = z.ZodType> {
  readonly [schemaBrand]: S;
}

// One shared marker: at run time an endpoint only records which parts it declares.
const declared = Object.freeze({});

/** Names the schema a route declares, e.g. `body: schemaType<typeof createTaskBodySchema>()`. */
export function schemaType<S extends z.ZodType>(): SchemaType<S> {
  return declared as SchemaType<S>;
}

export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly query?: SchemaType;
  readonly body?: SchemaType;
  readonly response: SchemaType;
}

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** Path parameters, from the `{name}`s of the path: strings on the wire. */
export type EndpointParams<E extends Endpoint> = { [K in ParamNames<E['path']>]: string };

/** What the client sends as the query string (`z.input` of the route's querystring schema). */
export type EndpointQuery<E extends Endpoint> = E extends { query: SchemaType<infer S> }
  ? z.input<S>
  : never;

/** What the client sends as the body (`z.input` of the route's body schema). */
export type EndpointBody<E extends Endpoint> = E extends { body: SchemaType<infer S> }
  ? z.input<S>
  : never;

/** What the client receives (`z.output` of the response schema); a 204 has no body at all. */
export type EndpointResponse<E extends Endpoint> =
  E['response'] extends SchemaType<infer S>
    ? S extends z.ZodNull
      ? undefined
      : z.output<S>
    : never;
