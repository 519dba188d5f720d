import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { noContentSchema } from '../platform/no-content';
import type {
  create{{Pascal}}ItemBodySchema,
  {{camel}}ItemPageSchema,
  {{camel}}ItemSchema,
  {{camel}}ListQuerySchema,
  update{{Pascal}}ItemBodySchema,
} from './index';

const base = '{{apiBase}}';

/** {{name}}: list, read, create, change and delete items (`{{apiBase}}`). */
export const {{camel}}Endpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: base,
    query: schemaType<typeof {{camel}}ListQuerySchema>(),
    response: schemaType<typeof {{camel}}ItemPageSchema>(),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}`,
    response: schemaType<typeof {{camel}}ItemSchema>(),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: base,
    body: schemaType<typeof create{{Pascal}}ItemBodySchema>(),
    response: schemaType<typeof {{camel}}ItemSchema>(),
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${base}/{id}`,
    body: schemaType<typeof update{{Pascal}}ItemBodySchema>(),
    response: schemaType<typeof {{camel}}ItemSchema>(),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}`,
    response: schemaType<typeof noContentSchema>(),
  }),
};
