import fs from 'node:fs';
import path from 'node:path';
import type { Endpoint } from '@orbita/contracts';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/kit';

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const contractsSrc = path.resolve(import.meta.dirname, '../../../../../packages/contracts/src');

/** Every endpoint the contracts define: each module's `…Endpoints` groups, found by name. */
async function contractEndpoints(): Promise<[string, Endpoint][]> {
  const modules = fs
    .readdirSync(contractsSrc, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const found: [string, Endpoint][] = [];
  for (const module of modules) {
    const exports = (await import(`@orbita/contracts/${module}`)) as Record<string, unknown>;
    for (const [group, endpoints] of Object.entries(exports))
      if (group.endsWith('Endpoints'))
        for (const [name, endpoint] of Object.entries(endpoints as Record<string, Endpoint>))
          found.push([`${group}.${name}`, endpoint]);
  }
  return found;
}

const pathParams = (apiPath: string) =>
  [...apiPath.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the contracts endpoints match the server routes (OpenAPI)', async () => {
  const app = await testApp();
  const document = (await app.inject({ url: '/api/docs/json' })).json<OpenApi>();
  const endpoints = await contractEndpoints();

  it('finds the endpoints of every module', () => {
    const groups = new Set(endpoints.map(([name]) => name.split('.')[0]));
    expect([...groups]).toEqual(
      expect.arrayContaining([
        'authEndpoints',
        'communicationEndpoints',
        'financeEndpoints',
        'flowEndpoints',
        'gamificationEndpoints',
        'workspacesEndpoints',
      ]),
    );
  });

  it.each(endpoints)('%s: method, path, path params, body and query exist', (_, endpoint) => {
    const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
    expect(
      operation,
      `${endpoint.method} ${endpoint.path} não está em /api/docs/json`,
    ).toBeDefined();
    const parameters = operation!.parameters ?? [];
    const documented = (where: string) =>
      parameters.filter((p) => p.in === where).map((p) => p.name);
    expect(documented('path').sort()).toEqual(pathParams(endpoint.path));
    expect(!!operation!.requestBody, 'body declared on one side only').toBe(!!endpoint.body);
    expect(documented('query').length > 0, 'query declared on one side only').toBe(
      !!endpoint.query,
    );
  });
});
