import fc from 'fast-check';
import type { JsonSchema, Operation } from './openapi';

/**
 * Requests for one operation, from plausible (shaped by its schemas, so validation and
 * the handler run) to hostile (bad JSON, wrong types, wrong content types, junk cookies
 * and tokens, huge strings, deep nesting, prototype keys).
 */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
}

/** Values a signed-in caller has, so some requests get past authentication and lookups. */
export interface Known {
  tokens: string[];
  ids: string[];
}

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '${jndi:ldap://x}',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\uD800',
  'ção😀',
  'null',
  'true',
  '-1',
  '1e309',
  'NaN',
  '0x10',
  '__proto__',
  'constructor',
);

const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: nasty },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 20_000 }).map((n) => 'x'.repeat(n)) },
);

/** Any JSON value, shallow. */
const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 });

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const plausible: fc.Arbitrary<string>[] = [];
  if (schema.format === 'email') plausible.push(fc.emailAddress());
  else if (schema.format === 'uuid') plausible.push(fc.uuid({ version: 4 }));
  else if (schema.format === 'uri' || schema.format === 'url') plausible.push(fc.webUrl());
  else if (schema.format === 'date-time')
    plausible.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
  else
    plausible.push(
      fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 60, 60),
      }),
    );
  return fc.oneof({ weight: 3, arbitrary: fc.oneof(...plausible) }, { weight: 1, arbitrary: text });
}

/** A value shaped by `schema` most of the time, with wrong types and extra keys mixed in. */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyJson;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((s) => valueFor(s, depth + 1)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0], depth + 1);
  let shaped: fc.Arbitrary<unknown>;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.enum) shaped = fc.constantFrom(...schema.enum);
  else if (schema.const !== undefined) shaped = fc.constant(schema.const);
  else if (type === 'string') shaped = stringFor(schema);
  else if (type === 'integer')
    shaped = fc.oneof(
      fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 1000 }),
      fc.integer(),
    );
  else if (type === 'number')
    shaped = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());
  else if (type === 'boolean') shaped = fc.boolean();
  else if (type === 'null') shaped = fc.constant(null);
  else if (type === 'array') shaped = fc.array(valueFor(schema.items, depth + 1), { maxLength: 5 });
  else if (type === 'object' || schema.properties) shaped = objectFor(schema, depth);
  else shaped = anyJson;
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: anyJson });
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of properties) model[key] = valueFor(value, depth + 1);
  const requiredKeys = (schema.required ?? []).filter((k) => k in model);
  const shaped = fc.record(model, { requiredKeys });
  const extra = fc.dictionary(
    fc.oneof(
      fc.string({ maxLength: 10 }),
      fc.constantFrom('__proto__', 'constructor', 'prototype'),
    ),
    anyJson,
    { maxKeys: 3 },
  );
  return fc.oneof(
    { weight: 4, arbitrary: shaped },
    { weight: 1, arbitrary: fc.tuple(shaped, extra).map(([a, b]) => ({ ...(a as object), ...b })) },
  );
}

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'application/vnd.api+json',
  'json',
  '',
);

/** A body: JSON of a shaped value, broken JSON, JSON with the wrong content type, or none. */
function bodyFor(operation: Operation): fc.Arbitrary<{ payload?: string; contentType?: string }> {
  const json = valueFor(operation.body).map((v) => JSON.stringify(v) ?? 'null');
  const broken = fc.oneof(
    fc.string({ maxLength: 50 }),
    fc.constantFrom(
      '{',
      '{"a":',
      '[1,2',
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"x":1}}}',
      'undefined',
      "{'a':1}",
      '\u0000',
    ),
    fc.integer({ min: 1000, max: 20_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  );
  return fc.oneof(
    { weight: 6, arbitrary: json.map((payload) => ({ payload, contentType: 'application/json' })) },
    {
      weight: 2,
      arbitrary: broken.map((payload) => ({ payload, contentType: 'application/json' })),
    },
    {
      weight: 2,
      arbitrary: fc.record({ payload: fc.oneof(json, broken), contentType: contentTypes }),
    },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.constant({ payload: '', contentType: 'application/json' }) },
  );
}

function headersFor(known: Known): fc.Arbitrary<Record<string, string>> {
  const token = known.tokens.length ? fc.constantFrom(...known.tokens) : fc.constant('x');
  const authorization = fc.oneof(
    { weight: 4, arbitrary: token.map((t) => `Bearer ${t}`) },
    { weight: 1, arbitrary: text.map((t) => `Bearer ${t}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('Bearer', 'Basic dXNlcjpwYXNz', 'bearer  ', 'Token abc'),
    },
    { weight: 1, arbitrary: token.map((t) => `Bearer ${t.slice(0, -3)}abc`) },
  );
  const cookie = fc.oneof(
    text.map((t) => `ai-token=${t}`),
    token.map(
      (t) => `ai-token=${encodeURIComponent(JSON.stringify({ token: t, checkpoints: [] }))}`,
    ),
    fc.constantFrom(
      'ai-token=%E0%A4%A',
      'ai-token={"token":1}',
      'ai-token=null',
      '=;;=;',
      'a'.repeat(5000),
    ),
    text.map((t) => `orbita_refresh=${t}; XSRF-TOKEN=${t}`),
  );
  return fc.record(
    {
      authorization,
      cookie,
      'x-client-type': fc.oneof(fc.constant('mobile'), text),
      'x-xsrf-token': text,
      'x-workspace-id': fc.oneof(
        fc.uuid(),
        text,
        known.ids.length ? fc.constantFrom(...known.ids) : text,
      ),
      'x-forwarded-for': fc.oneof(fc.ipV4(), text),
      accept: fc.constantFrom('application/json', '*/*', 'text/html', ''),
    },
    { requiredKeys: [] },
  );
}

function pathFor(operation: Operation, known: Known): fc.Arbitrary<string> {
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const segment = fc.oneof(
    { weight: 3, arbitrary: known.ids.length ? fc.constantFrom(...known.ids) : fc.uuid() },
    { weight: 2, arbitrary: fc.uuid() },
    // A lone surrogate cannot be URI-encoded (URIError in the harness, not the server).
    {
      weight: 2,
      arbitrary: text.map((t) => encodeURIComponent(t.replace(/[\uD800-\uDFFF]/g, '?'))),
    },
    { weight: 1, arbitrary: fc.constantFrom('..%2F..', '%00', '%', '%zz', 'a%2Fb', '0', '-1') },
  );
  const enums = Object.fromEntries(
    operation.params
      .filter((p) => p.in === 'path' && p.schema?.enum)
      .map((p) => [p.name, p.schema!.enum!.map(String)]),
  );
  return fc
    .tuple(
      ...names.map((name) =>
        enums[name] ? fc.oneof(fc.constantFrom(...enums[name]), segment) : segment,
      ),
    )
    .map((values) => {
      let url = operation.path;
      names.forEach((name, i) => (url = url.replace(`{${name}}`, values[i]!)));
      return url;
    });
}

function queryFor(operation: Operation): fc.Arbitrary<string> {
  const declared = operation.params.filter((p) => p.in === 'query');
  const known = fc.record(
    Object.fromEntries(
      declared.map((p) => [
        p.name,
        valueFor(p.schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
      ]),
    ),
    { requiredKeys: [] },
  );
  const random = fc.dictionary(fc.string({ maxLength: 8 }), text, { maxKeys: 3 });
  return fc
    .tuple(
      known,
      random,
      fc.constantFrom('', '&&', '&a[b]=1&a[c]=2', '&limit=-1&cursor=%', '&__proto__[x]=1'),
    )
    .map(([a, b, raw]) => {
      const query = new URLSearchParams({ ...b, ...a } as Record<string, string>).toString();
      return query || raw ? `?${query}${raw}` : '';
    });
}

export function requestFor(operation: Operation, known: Known): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathFor(operation, known),
      query: queryFor(operation),
      headers: headersFor(known),
      body: bodyFor(operation),
      ip: fc.ipV4(),
    })
    .map(({ path, query, headers, body, ip }) => ({
      method: operation.method,
      url: path + query,
      headers: {
        ...headers,
        ...(body.contentType !== undefined ? { 'content-type': body.contentType } : {}),
      },
      ...(body.payload !== undefined ? { payload: body.payload } : {}),
      remoteAddress: ip,
    }));
}
