import {
  flowEntities,
  taskDetailSchema,
  trashPageSchema,
  trashQuerySchema,
} from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { publish } from '../../../platform/realtime/publish';
import { listParams, taskParams } from '../params';
import { listTrash, purgeTrash, restoreTask } from './service';

const HOUR_MS = 60 * 60 * 1000;

/** The trash ("Lixeira") of deleted tasks: list one list's, restore one; an hourly purge. */
export const trashRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  // What has been in the trash for 30 days goes for good; idempotent, so every instance may run it.
  const purge = setInterval(() => void purgeTrash(app.ctx).catch(() => {}), HOUR_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  app.get(
    '/lists/:id/trash',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary:
          'Lixeira de uma lista: tarefas excluídas nos últimos 30 dias (quem e quando), da mais recente à mais antiga',
        params: listParams,
        querystring: trashQuerySchema,
        response: { 200: trashPageSchema, ...errors },
      },
    },
    async (request) => listTrash(db, request.member, request.params.id, request.query),
  );

  app.post(
    '/tasks/:id/restore',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary:
          'Restaurar uma tarefa da lixeira com checklist, comentários e campos (mesmo código; vai para o fim da sua coluna)',
        params: taskParams,
        response: { 200: taskDetailSchema, ...errors },
      },
    },
    async (request) => {
      const task = await restoreTask(request.ctx, request.member, request.params.id);
      await publish(request, {
        type: 'created',
        entity: flowEntities.task,
        id: task.id,
        data: task,
      });
      return task;
    },
  );
};
