import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { noContentSchema } from '../platform/no-content';
import type {
  createMindMapBodySchema,
  duplicateMindMapBodySchema,
  importMindMapBodySchema,
  mindMapExportFileSchema,
  mindMapExportQuerySchema,
  mindMapFavouriteSchema,
  mindMapPageSchema,
  mindMapSchema,
  mindMapsListQuerySchema,
  mindMapTemplatesSchema,
  updateMindMapBodySchema,
} from './index';

const base = '/api/app/mind-space/mind-maps';

/** mind-maps: the maps' records, templates, favourites, copies, import and export. */
export const mindMapsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: base,
    query: schemaType<typeof mindMapsListQuerySchema>(),
    response: schemaType<typeof mindMapPageSchema>(),
  }),
  templates: defineEndpoint({
    method: 'GET',
    path: `${base}/templates`,
    response: schemaType<typeof mindMapTemplatesSchema>(),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}`,
    response: schemaType<typeof mindMapSchema>(),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: base,
    body: schemaType<typeof createMindMapBodySchema>(),
    response: schemaType<typeof mindMapSchema>(),
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${base}/{id}`,
    body: schemaType<typeof updateMindMapBodySchema>(),
    response: schemaType<typeof mindMapSchema>(),
  }),
  archive: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/archive`,
    response: schemaType<typeof mindMapSchema>(),
  }),
  unarchive: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/unarchive`,
    response: schemaType<typeof mindMapSchema>(),
  }),
  favourite: defineEndpoint({
    method: 'PUT',
    path: `${base}/{id}/favourite`,
    response: schemaType<typeof mindMapFavouriteSchema>(),
  }),
  unfavourite: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}/favourite`,
    response: schemaType<typeof mindMapFavouriteSchema>(),
  }),
  duplicate: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/duplicate`,
    body: schemaType<typeof duplicateMindMapBodySchema>(),
    response: schemaType<typeof mindMapSchema>(),
  }),
  export: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}/export`,
    query: schemaType<typeof mindMapExportQuerySchema>(),
    response: schemaType<typeof mindMapExportFileSchema>(),
  }),
  import: defineEndpoint({
    method: 'POST',
    path: `${base}/import`,
    body: schemaType<typeof importMindMapBodySchema>(),
    response: schemaType<typeof mindMapSchema>(),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}`,
    response: schemaType<typeof noContentSchema>(),
  }),
};
