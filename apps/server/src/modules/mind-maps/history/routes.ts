import {
  createMindMapVersionBodySchema,
  mindMapHistoryEntity,
  mindMapHistoryMessages,
  mindMapSessionsQuerySchema,
  mindMapSessionsSchema,
  mindMapVersionSchema,
  mindMapVersionsSchema,
} from '@orbita/contracts/mind-maps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errors,
  idParams,
  noContent,
  requires,
  security,
  uuidParam,
} from '../../../platform/http/route-kit';
import { publish } from '../../../platform/realtime/publish';
import { mapNotFound } from '../service';
import { createVersion, listSessions, listVersions, restoreVersion } from './service';

const mapParams = idParams(mapNotFound);

/**
 * A map's history under `/api/app/mind-space/mind-maps/{id}`: any member reads the versions
 * and the sessions; saving and restoring a version change the map, so they need the role
 * that edits it (`content.write`: Admin and Editor; an Observador gets 403).
 */
export const mindMapHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mind-maps/:id/versions',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Versões com nome de um mapa, da mais nova à mais antiga',
        params: mapParams,
        response: { 200: mindMapVersionsSchema, ...errors },
      },
    },
    async (request) => ({
      versions: await listVersions(request.ctx.db, app.collab, request.member, request.params.id),
    }),
  );

  app.post(
    '/mind-maps/:id/versions',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Salvar o mapa como está agora, com um nome',
        params: mapParams,
        body: createMindMapVersionBodySchema,
        response: { 201: mindMapVersionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const version = await createVersion(
        request.ctx,
        app.collab,
        request.member,
        request.params.id,
        request.body,
      );
      const mapId = request.params.id;
      await publish(request, {
        type: 'created',
        entity: mindMapHistoryEntity,
        id: mapId,
        data: { mapId, versionId: version.id },
      });
      return reply.status(201).send(version);
    },
  );

  app.post(
    '/mind-maps/:id/versions/:versionId/restore',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Restaurar uma versão: o mapa volta a ser como era, para todos que o editam',
        params: mapParams.extend({
          versionId: uuidParam(mindMapHistoryMessages.versionNotFound),
        }),
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await restoreVersion(
        request.ctx,
        app.collab,
        request.member,
        request.params.id,
        request.params.versionId,
      );
      const { id: mapId, versionId } = request.params;
      await publish(request, {
        type: 'restored',
        entity: mindMapHistoryEntity,
        id: mapId,
        data: { mapId, versionId },
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/mind-maps/:id/sessions',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Quem mudou o quê: sessões de edição, da mais nova à mais antiga',
        params: mapParams,
        querystring: mindMapSessionsQuerySchema,
        response: { 200: mindMapSessionsSchema, ...errors },
      },
    },
    async (request) => ({
      sessions: await listSessions(
        request.ctx.db,
        app.collab,
        request.member,
        request.params.id,
        request.query.limit,
      ),
    }),
  );
};
