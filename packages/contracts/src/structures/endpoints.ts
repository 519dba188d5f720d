import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { noContentSchema } from '../platform/no-content';
import type {
  createStructureBodySchema,
  createStructureVersionBodySchema,
  instantiatedStructureSchema,
  instantiateStructureBodySchema,
  structureDetailSchema,
  structurePageSchema,
  structureSchema,
  structuresListQuerySchema,
  structureVersionSchema,
  updateStructureBodySchema,
} from './index';

const base = '/api/app/fabrica/estruturas';

/**
 * Structures (`/api/app/fabrica/estruturas`): list (gallery + own), read, save a record as
 * one, new version from its source, change, delete, read a version, instantiate.
 */
export const structuresEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: base,
    query: schemaType<typeof structuresListQuerySchema>(),
    response: schemaType<typeof structurePageSchema>(),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}`,
    response: schemaType<typeof structureDetailSchema>(),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: base,
    body: schemaType<typeof createStructureBodySchema>(),
    response: schemaType<typeof structureDetailSchema>(),
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${base}/{id}`,
    body: schemaType<typeof updateStructureBodySchema>(),
    response: schemaType<typeof structureSchema>(),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}`,
    response: schemaType<typeof noContentSchema>(),
  }),
  createVersion: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/versoes`,
    body: schemaType<typeof createStructureVersionBodySchema>(),
    response: schemaType<typeof structureDetailSchema>(),
  }),
  getVersion: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}/versoes/{number}`,
    response: schemaType<typeof structureVersionSchema>(),
  }),
  instantiate: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/instanciar`,
    body: schemaType<typeof instantiateStructureBodySchema>(),
    response: schemaType<typeof instantiatedStructureSchema>(),
  }),
};
