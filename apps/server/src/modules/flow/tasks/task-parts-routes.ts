import {
  checklistItemSchema,
  commentBodyInputSchema,
  commentListQuerySchema,
  commentPageSchema,
  commentSchema,
  conflictErrorSchema,
  createChecklistItemBodySchema,
  deletedSchema,
  editCommentBodySchema,
  flowEntities,
  moveChecklistItemBodySchema,
  updateChecklistItemBodySchema,
} from '@orbita/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../../platform/db/versioned';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { publish } from '../../../platform/realtime/publish';
import { checklistParams, commentParams, taskParams } from '../params';
import {
  addChecklistItem,
  deleteChecklistItem,
  getChecklistItem,
  moveChecklistItem,
  updateChecklistItem,
} from './checklist';
import { addComment, deleteComment, editComment, getComment, listComments } from './comments';
import { getTask } from './service';

/** A checklist change updates the task for everyone (progress, order): the whole task goes out. */
async function publishTask(request: FastifyRequest, taskId: string): Promise<void> {
  const task = await getTask(request.ctx.db, request.member, taskId);
  await publish(request, { type: 'updated', entity: flowEntities.task, id: taskId, data: task });
}

/** `/api/app/flow/tasks/:id/checklist/...` and `/tasks/:id/comments/...`. */
export const taskPartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const write = requires('content.write');

  app.post(
    '/tasks/:id/checklist',
    {
      preParsing: write,
      schema: {
        security,
        summary: 'Adicionar um item ao checklist (no fim)',
        params: taskParams,
        body: createChecklistItemBodySchema,
        response: { 201: checklistItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = await addChecklistItem(
        request.ctx,
        request.member,
        request.params.id,
        request.body.text,
      );
      await publishTask(request, request.params.id);
      return reply.status(201).send(item);
    },
  );

  app.patch(
    '/tasks/:id/checklist/:itemId',
    {
      preParsing: write,
      schema: {
        security,
        summary:
          'Alterar um item do checklist (texto, feito; `version` desatualizada: 409 com o item atual)',
        params: checklistParams,
        body: updateChecklistItemBodySchema,
        response: {
          200: checklistItemSchema,
          ...errors,
          409: conflictErrorSchema(checklistItemSchema),
        },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      const item = await withCurrentOnConflict(
        () => updateChecklistItem(request.ctx, request.member, id, itemId, request.body),
        () => getChecklistItem(db, request.member, id, itemId),
      );
      await publishTask(request, request.params.id);
      return item;
    },
  );

  app.post(
    '/tasks/:id/checklist/:itemId/move',
    {
      preParsing: write,
      schema: {
        security,
        summary:
          'Reordenar um item do checklist (`version` do item desatualizada: 409 com o item atual)',
        params: checklistParams,
        body: moveChecklistItemBodySchema,
        response: {
          200: checklistItemSchema,
          ...errors,
          409: conflictErrorSchema(checklistItemSchema),
        },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      const item = await withCurrentOnConflict(
        () => moveChecklistItem(request.ctx, request.member, id, itemId, request.body),
        () => getChecklistItem(db, request.member, id, itemId),
      );
      await publishTask(request, request.params.id);
      return item;
    },
  );

  app.delete(
    '/tasks/:id/checklist/:itemId',
    {
      preParsing: write,
      schema: {
        security,
        summary: 'Excluir um item do checklist',
        params: checklistParams,
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteChecklistItem(
        request.ctx,
        request.member,
        request.params.id,
        request.params.itemId,
      );
      await publishTask(request, request.params.id);
      return { id: request.params.itemId, deleted: true as const };
    },
  );

  app.get(
    '/tasks/:id/comments',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Comentários de uma tarefa (mais antigos primeiro)',
        params: taskParams,
        querystring: commentListQuerySchema,
        response: { 200: commentPageSchema, ...errors },
      },
    },
    async (request) => listComments(db, request.member, request.params.id, request.query),
  );

  app.post(
    '/tasks/:id/comments',
    {
      preParsing: write,
      schema: {
        security,
        summary: 'Comentar uma tarefa',
        params: taskParams,
        body: commentBodyInputSchema,
        response: { 201: commentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const comment = await addComment(
        request.ctx,
        request.member,
        request.params.id,
        request.body.body,
      );
      await publish(request, {
        type: 'comment-created',
        entity: flowEntities.task,
        id: request.params.id,
        data: comment,
      });
      return reply.status(201).send(comment);
    },
  );

  app.patch(
    '/tasks/:id/comments/:commentId',
    {
      preParsing: write,
      schema: {
        security,
        summary:
          'Editar o próprio comentário (`version` desatualizada: 409 com o comentário atual)',
        params: commentParams,
        body: editCommentBodySchema,
        response: { 200: commentSchema, ...errors, 409: conflictErrorSchema(commentSchema) },
      },
    },
    async (request) => {
      const { id, commentId } = request.params;
      const comment = await withCurrentOnConflict(
        () => editComment(request.ctx, request.member, id, commentId, request.body),
        () => getComment(db, request.member, id, commentId),
      );
      await publish(request, {
        type: 'comment-updated',
        entity: flowEntities.task,
        id: request.params.id,
        data: comment,
      });
      return comment;
    },
  );

  app.delete(
    '/tasks/:id/comments/:commentId',
    {
      preParsing: write,
      schema: {
        security,
        summary: 'Excluir o próprio comentário (Admin: qualquer um)',
        params: commentParams,
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteComment(request.ctx, request.member, request.params.id, request.params.commentId);
      const deleted = { id: request.params.commentId, deleted: true as const };
      await publish(request, {
        type: 'comment-deleted',
        entity: flowEntities.task,
        id: request.params.id,
        data: deleted,
      });
      return deleted;
    },
  );
};
