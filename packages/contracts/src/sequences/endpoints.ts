import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { sequencePageSchema, sequenceSchema, updateSequenceBodySchema } from './index';

const base = '/api/app/fabrica/sequencias';

/** sequences: every code sequence of the workspace, one, and its edit (`/api/app/fabrica/sequencias`). */
export const sequencesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: base,
    response: schemaType<typeof sequencePageSchema>(),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}`,
    response: schemaType<typeof sequenceSchema>(),
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${base}/{id}`,
    body: schemaType<typeof updateSequenceBodySchema>(),
    response: schemaType<typeof sequenceSchema>(),
  }),
};
