/**
 * The operations of the OpenAPI document (`/api/docs/json`), reduced to what the fuzzer
 * needs: method, path template, parameters, body schema, whether it wants a bearer.
 * Every route a module registers is in the document (ARCHITECTURE.md), so every route is
 * fuzzed as soon as it lands.
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** e.g. /api/app/me/checkpoints/{id} */
  path: string;
  params: Parameter[];
  body?: JsonSchema;
  secured: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: unknown[];
      }
    >
  >;
}

const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!methods.has(method)) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        params: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
        secured: (operation.security?.length ?? 0) > 0 || path.startsWith('/api/app/'),
      });
    }
  }
  return operations.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}
