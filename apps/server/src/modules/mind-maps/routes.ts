import { apiErrorSchema } from '@orbita/contracts';
import {
  createMindMapBodySchema,
  duplicateMindMapBodySchema,
  importMindMapBodySchema,
  MIND_MAP_IMPORT_MAX,
  mindMapExportFileSchema,
  mindMapExportQuerySchema,
  mindMapFavouriteSchema,
  mindMapTemplatesSchema,
  mindMapPageSchema,
  mindMapSchema,
  mindMapsEntity,
  mindMapsListQuerySchema,
  updateMindMapBodySchema,
} from '@orbita/contracts/mind-maps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, idParams, noContent, requires, security } from '../../platform/http/route-kit';
import { publish } from '../../platform/realtime/publish';
import { presentMindMap, presentMindMapPage, presentMindMapRecord } from './presenter';
import { startSummaryRefresh } from './summary-refresh';
import {
  createMap,
  deleteMap,
  duplicateMap,
  exportMap,
  getMap,
  importMap,
  listMaps,
  listTemplates,
  mapNotFound,
  setArchived,
  setFavourite,
  updateMap,
  type MindMapView,
} from './service';

const mapParams = idParams(mapNotFound);
/** An uploaded file that was read but cannot become a map (formats/imported.ts). */
const unprocessable = { 422: apiErrorSchema };
/**
 * An import's body: the file's text as a JSON string, which escapes some characters (a
 * quote or a line break takes two bytes), so the body may be about twice the file.
 */
export const MIND_MAP_IMPORT_BODY_LIMIT = 2 * MIND_MAP_IMPORT_MAX + 64 * 1024;

/**
 * `/api/app/mind-space/mind-maps`: any member reads; Editor and above rename and edit the
 * tree; Criador and above create, copy, import, archive and delete maps (maps are
 * structures, like lists: contracts/workspaces/roles.ts). A favourite is the person's own
 * mark, so an Observador may set it. Each route: validate → `requires(action)` (before the
 * body is parsed) → service (its own transaction) → presenter → `publish`.
 */
export const mindMapsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The maps' trees: Yjs documents of the collaboration layer (platform/collab).
  const docs = app.collab;
  startSummaryRefresh(app.ctx, docs, (stop) => app.addHook('onClose', async () => stop()));

  /** Tells the workspace's other tabs; the per-person favourite mark is not published. */
  const published = async (
    request: Parameters<typeof publish>[0],
    type: 'created' | 'updated',
    view: MindMapView,
  ) => {
    await publish(request, {
      type,
      entity: mindMapsEntity,
      id: view.id,
      data: presentMindMapRecord(view),
    });
    return presentMindMap(view);
  };

  app.get(
    '/mind-maps',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Mapas mentais, do alterado mais recentemente ao mais antigo',
        querystring: mindMapsListQuerySchema,
        response: { 200: mindMapPageSchema, ...errors },
      },
    },
    async (request) =>
      presentMindMapPage(await listMaps(request.ctx.db, request.member, request.query)),
  );

  app.post(
    '/mind-maps',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Criar um mapa em branco ou a partir de um modelo',
        body: createMindMapBodySchema,
        response: { 201: mindMapSchema, ...errors },
      },
    },
    async (request, reply) => {
      const view = await createMap(request.ctx, docs, request.member, request.body);
      return reply.status(201).send(await published(request, 'created', view));
    },
  );

  app.get(
    '/mind-maps/templates',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Modelos de mapa (Mind place): título, descrição e prévia',
        response: { 200: mindMapTemplatesSchema, ...errors },
      },
    },
    async () => listTemplates(),
  );

  app.post(
    '/mind-maps/import',
    {
      preParsing: requires('structure.manage'),
      bodyLimit: MIND_MAP_IMPORT_BODY_LIMIT,
      schema: {
        security,
        summary:
          'Importar um arquivo (JSON do Orbita, OPML, Markdown, FreeMind .mm) como um mapa novo; arquivo inválido, com DOCTYPE/entidades ou acima dos limites: 422',
        body: importMindMapBodySchema,
        response: { 201: mindMapSchema, ...errors, ...unprocessable },
      },
    },
    async (request, reply) => {
      const view = await importMap(request.ctx, docs, request.member, request.body);
      return reply.status(201).send(await published(request, 'created', view));
    },
  );

  app.post(
    '/mind-maps/:id/duplicate',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Duplicar um mapa (o documento inteiro, sem os vínculos com tarefas)',
        params: mapParams,
        body: duplicateMindMapBodySchema,
        response: { 201: mindMapSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { ctx, member, params, body } = request;
      const view = await duplicateMap(ctx, docs, member, params.id, body);
      return reply.status(201).send(await published(request, 'created', view));
    },
  );

  app.get(
    '/mind-maps/:id/export',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Exportar um mapa como arquivo (JSON sem perdas, OPML, Markdown, FreeMind)',
        params: mapParams,
        querystring: mindMapExportQuerySchema,
        response: { 200: mindMapExportFileSchema, ...errors },
      },
    },
    async (request) =>
      exportMap(request.ctx.db, docs, request.member, request.params.id, request.query.format),
  );

  app.get(
    '/mind-maps/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Um mapa',
        params: mapParams,
        response: { 200: mindMapSchema, ...errors },
      },
    },
    async (request) =>
      presentMindMap(await getMap(request.ctx.db, request.member, request.params.id)),
  );

  app.patch(
    '/mind-maps/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Alterar o título ou a descrição de um mapa',
        params: mapParams,
        body: updateMindMapBodySchema,
        response: { 200: mindMapSchema, ...errors },
      },
    },
    async (request) =>
      published(
        request,
        'updated',
        await updateMap(request.ctx, docs, request.member, request.params.id, request.body),
      ),
  );

  for (const [path, archived, summary] of [
    ['/mind-maps/:id/archive', true, 'Arquivar um mapa'],
    ['/mind-maps/:id/unarchive', false, 'Desarquivar um mapa'],
  ] as const)
    app.post(
      path,
      {
        preParsing: requires('structure.manage'),
        schema: {
          security,
          summary,
          params: mapParams,
          response: { 200: mindMapSchema, ...errors },
        },
      },
      async (request) =>
        published(
          request,
          'updated',
          await setArchived(request.ctx, docs, request.member, request.params.id, archived),
        ),
    );

  for (const [method, favourite, summary] of [
    ['PUT', true, 'Marcar um mapa como favorito (só para você)'],
    ['DELETE', false, 'Desmarcar um mapa como favorito'],
  ] as const)
    app.route({
      method,
      url: '/mind-maps/:id/favourite',
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary,
        params: mapParams,
        response: { 200: mindMapFavouriteSchema, ...errors },
      },
      handler: async (request) =>
        setFavourite(request.ctx, request.member, request.params.id, favourite),
    });

  app.delete(
    '/mind-maps/:id',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Excluir um mapa e seu documento',
        params: mapParams,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await deleteMap(request.ctx, docs, request.member, id);
      await publish(request, { type: 'deleted', entity: mindMapsEntity, id, data: { id } });
      return reply.status(204).send(null);
    },
  );
};
