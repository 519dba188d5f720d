import { flowEntities } from '@orbita/contracts';
import {
  convertNodesBodySchema,
  convertNodesResultSchema,
  listMapSchema,
  mindMapWorkMessages,
  nodeLinksSchema,
  taskMapLinkSchema,
} from '@orbita/contracts/mind-maps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, idParams, requires, security, uuidParam } from '../../../platform/http/route-kit';
import { publish, type Change } from '../../../platform/realtime/publish';
import { mapNotFound } from '../service';
import { convertNodes } from './convert';
import { mapLinks, taskMapLink } from './links';
import { listAsMap } from './list-map';

const mapParams = idParams(mapNotFound);

/**
 * Nodes ↔ work under `/api/app/mind-space/mind-maps`. Converting creates tasks, so it needs
 * the role that creates tasks in a list (`content.write`, like flow's POST …/tasks); the
 * reads need a member. Flow's boards hear about the new tasks and items (its realtime
 * entities), and the map editors refresh the badges on the same messages.
 */
export const mindMapWorkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/mind-maps/:id/nodes/convert',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary:
          'Transformar nós (ou ramos) em itens da caixa de entrada ou em tarefas de uma lista',
        params: mapParams,
        body: convertNodesBodySchema,
        response: { 200: convertNodesResultSchema, ...errors },
      },
    },
    async (request) => {
      const result = await convertNodes(
        request.ctx,
        app.collab,
        request.member,
        request.params.id,
        request.body,
      );
      const changes: Change[] = [
        ...result.tasks.map((task): Change => ({
          type: 'created',
          entity: flowEntities.task,
          id: task.id,
          data: task,
        })),
        ...result.items.map((item): Change => ({
          type: 'created',
          entity: flowEntities.item,
          id: item.id,
          data: item,
        })),
      ];
      await publish(request, ...changes);
      return { converted: result.converted, skipped: result.skipped };
    },
  );

  app.get(
    '/mind-maps/:id/links',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Nós do mapa ligados a tarefas ou itens, com o status atual de cada um',
        params: mapParams,
        response: { 200: nodeLinksSchema, ...errors },
      },
    },
    async (request) => ({
      links: await mapLinks(request.ctx.db, request.member, request.params.id),
    }),
  );

  app.get(
    '/mind-maps/task-links/:taskId',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'O nó de mapa de onde uma tarefa veio',
        params: z.object({ taskId: uuidParam(mindMapWorkMessages.linkNotFound) }),
        response: { 200: taskMapLinkSchema, ...errors },
      },
    },
    async (request) => taskMapLink(request.ctx.db, request.member, request.params.taskId),
  );

  app.get(
    '/mind-maps/from-list/:listId',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Uma lista como mapa (somente leitura): status em ordem do quadro e suas tarefas',
        params: z.object({ listId: uuidParam('Lista não encontrada.') }),
        response: { 200: listMapSchema, ...errors },
      },
    },
    async (request) => listAsMap(request.ctx.db, request.member, request.params.listId),
  );
};
