import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { noContentSchema } from '../platform/no-content';
import type { pageFormBodySchema, pageFormResultSchema } from './forms';
import type {
  createPageBodySchema,
  duplicatePageBodySchema,
  pageListSchema,
  pagePreviewSchema,
  pageSchema,
  pagesListQuerySchema,
  pageVersionBodySchema,
  updatePageBodySchema,
} from './index';

const base = '/api/app/produto/pages';

/** pages: a workspace's block-built pages (`/api/app/produto/pages`) and the public contact form. */
export const pagesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: base,
    query: schemaType<typeof pagesListQuerySchema>(),
    response: schemaType<typeof pageListSchema>(),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}`,
    response: schemaType<typeof pageSchema>(),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: base,
    body: schemaType<typeof createPageBodySchema>(),
    response: schemaType<typeof pageSchema>(),
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${base}/{id}`,
    body: schemaType<typeof updatePageBodySchema>(),
    response: schemaType<typeof pageSchema>(),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}`,
    response: schemaType<typeof noContentSchema>(),
  }),
  duplicate: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/duplicate`,
    body: schemaType<typeof duplicatePageBodySchema>(),
    response: schemaType<typeof pageSchema>(),
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/publish`,
    body: schemaType<typeof pageVersionBodySchema>(),
    response: schemaType<typeof pageSchema>(),
  }),
  unpublish: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/unpublish`,
    body: schemaType<typeof pageVersionBodySchema>(),
    response: schemaType<typeof pageSchema>(),
  }),
  /** The saved draft rendered as the public address would show it (GET: any member). */
  preview: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}/preview`,
    response: schemaType<typeof pagePreviewSchema>(),
  }),
  /** Signed out: a visitor's answer to a contact form block (also a plain HTML form post). */
  submitForm: defineEndpoint({
    method: 'POST',
    path: '/api/public/pages/forms/{pageId}/{blockId}',
    body: schemaType<typeof pageFormBodySchema>(),
    response: schemaType<typeof pageFormResultSchema>(),
  }),
};
