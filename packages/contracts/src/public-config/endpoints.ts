import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { publicConfigSchema } from './schema';

/**
 * A file of its own that names the schema as a type only: the sign-in screen imports this
 * endpoint, and must not pull zod in with it (~26 KB gzip over the sign-in budget).
 */
export const publicConfigEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/public/config',
    response: schemaType<typeof publicConfigSchema>(),
  }),
};
