import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { noContentSchema } from '../platform/no-content';
import type {
  createCodexItemBodySchema,
  codexItemPageSchema,
  codexItemSchema,
  codexListQuerySchema,
  updateCodexItemBodySchema,
} from './index';

const base = '/api/app/codex/codex';

/** codex: list, read, create, change and delete items (`/api/app/codex/codex`). */
export const codexEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: base,
    query: schemaType<typeof codexListQuerySchema>(),
    response: schemaType<typeof codexItemPageSchema>(),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}`,
    response: schemaType<typeof codexItemSchema>(),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: base,
    body: schemaType<typeof createCodexItemBodySchema>(),
    response: schemaType<typeof codexItemSchema>(),
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${base}/{id}`,
    body: schemaType<typeof updateCodexItemBodySchema>(),
    response: schemaType<typeof codexItemSchema>(),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}`,
    response: schemaType<typeof noContentSchema>(),
  }),
};
