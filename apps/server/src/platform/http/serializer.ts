import { isDeepStrictEqual } from 'node:util';
import build from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type JsonSchema = Record<string, unknown>;

/**
 * Answers are written by a serializer compiled from each route's response schema
 * (zod → JSON Schema → fast-json-stringify, as Fastify does natively) instead of parsing
 * every outgoing object with zod and then `JSON.stringify`-ing the copy. The profile of a
 * list of 50 tasks (issue 26) put zod's parse, its copy and the GC they cause among the
 * request's largest costs.
 *
 * What stays guaranteed: a field the schema does not list never leaves the server (the
 * compiled writer only knows the listed properties: objects are `additionalProperties:
 * false` for zod, and the writer writes only `properties`). What changes: production no longer *checks* an answer's types; a wrong type is
 * coerced by the writer instead of answering 500. So outside production (`verify`), every
 * answer also goes through zod as before and the two must be the same JSON, which turns
 * every test that reads an answer into a check of the compiled writer.
 *
 * A schema JSON Schema cannot express (a transform, a date, a custom check), or a recursive
 * one, keeps zod's serializer. Compiling is lazy (first answer of that route and status) and shared by every
 * app of the process (a WeakMap on the schema), because apps are built many times in tests.
 */
const compiled = new WeakMap<z.ZodType, Serialize | null>();

export function createResponseSerializerCompiler(options: {
  verify: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const zodSerialize = zodSerializerCompiler(route as never) as Serialize;
    const schema = route.schema as z.ZodType;
    let fast: Serialize | null | undefined;
    return (data: unknown) => {
      if (fast === undefined) fast = compiledWriter(schema);
      if (!fast) return zodSerialize(data);
      if (!options.verify) {
        // The writer throws when a union's value matches no branch: zod answers instead
        // (and refuses it with a 500 if the value is really wrong, as before).
        try {
          return fast(data);
        } catch {
          return zodSerialize(data);
        }
      }
      const expected = zodSerialize(data);
      const written = fast(data);
      // The writer puts optional properties after the required ones: same JSON, other order.
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new Error(
          `O serializador compilado de ${route.method} ${route.url} (${route.httpStatus}) escreveu ` +
            `${written.slice(0, 400)} em vez de ${expected.slice(0, 400)}`,
        );
      return written;
    };
  };
}

/** The compiled writer of a schema, or null when only zod can write it. */
export function compiledWriter(schema: z.ZodType): Serialize | null {
  if (!(schema instanceof z.ZodType)) return null;
  const known = compiled.get(schema);
  if (known !== undefined) return known;
  let writer: Serialize | null = null;
  try {
    const json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-07',
      unrepresentable: 'throw',
      cycles: 'ref',
      reused: 'inline',
    }) as JsonSchema;
    // A recursive schema (a mind map's or a codex's tree) becomes `$ref`s, which the writer's
    // union matching failed to resolve (a structure's snapshot answered 500): zod writes it.
    writer = 'definitions' in json ? null : build(forTheWriter(json) as never);
  } catch {
    writer = null;
  }
  compiled.set(schema, writer);
  return writer;
}

/**
 * Keywords that only validate. The writer picks a union's branch by validating the value
 * against each branch, and JSON Schema's checks are not zod's: `z.url()`'s `format: uri`
 * refused a shortcut's address that zod accepts (with a `"` in its path), so no branch
 * matched and the answer was a 500. Without them, a branch is chosen by its types, consts
 * (the discriminator), enums and required fields.
 */
const validationOnly = new Set([
  'pattern',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'contentEncoding',
  'contentMediaType',
]);

/** Maps whose keys are names (of properties, of definitions), not keywords. */
const namedSchemas = new Set(['properties', 'patternProperties', 'definitions', '$defs']);

/**
 * Rewrites of zod's JSON Schema for the writer:
 *  - the validation-only keywords go (above);
 *  - `additionalProperties: false` goes: the writer ignores unlisted properties anyway, but
 *    its union matching would reject a branch for a field zod strips (a structure's
 *    snapshot answered 500).
 *  - `T | null` (`anyOf: [T, {type: null}]`, resolved by validating every value) becomes
 *    `nullable: true` (the writer's OpenAPI keyword), written directly.
 */
function forTheWriter(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forTheWriter);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (validationOnly.has(key) || (key === 'additionalProperties' && value === false)) continue;
    out[key] = namedSchemas.has(key)
      ? Object.fromEntries(
          Object.entries(value as JsonSchema).map(([k, v]) => [k, forTheWriter(v)]),
        )
      : forTheWriter(value);
  }
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const isNull = (s: unknown) =>
      !!s &&
      typeof s === 'object' &&
      (s as JsonSchema).type === 'null' &&
      Object.keys(s).length === 1;
    const other = anyOf.find((s) => !isNull(s)) as JsonSchema | undefined;
    if (
      other &&
      anyOf.some(isNull) &&
      typeof other.type === 'string' &&
      !(
        'anyOf' in other ||
        'oneOf' in other ||
        'allOf' in other ||
        '$ref' in other ||
        'const' in other
      )
    ) {
      const { anyOf: _drop, ...rest } = out;
      return { ...rest, ...other, nullable: true };
    }
  }
  return out;
}
