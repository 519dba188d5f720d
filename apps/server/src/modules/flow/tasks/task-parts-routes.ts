import {
  checklistItemSchema,
  commentBodyInputSchema,
  commentListQuerySchema,
  commentPageSchema,
  commentSchema,
  createChecklistItemBodySchema,
  deletedSchema,
  moveChecklistItemBodySchema,
  updateChecklistItemBodySchema,
} from '@orbita/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberContext } from '../../../platform/scope';
import { publishFlow } from '../shared/events';
import {
  checklistParams,
  commentParams,
  errors,
  requires,
  security,
  tags,
  taskParams,
} from '../shared/route-kit';
import {
  addChecklistItem,
  deleteChecklistItem,
  moveChecklistItem,
  updateChecklistItem,
} from './checklist';
import { addComment, deleteComment, editComment, listComments } from './comments';
import { getTask } from './service';

/** A checklist change updates the task for everyone (progress, order): the whole task goes out. */
async function publishTask(
  app: FastifyInstance,
  member: MemberContext,
  taskId: string,
): Promise<void> {
  const task = await getTask(app.database.db, member, taskId);
  await publishFlow(app, member.workspaceId, [
    { type: 'updated', entity: 'task', id: taskId, data: task },
  ]);
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
        tags,
        security,
        summary: 'Adicionar um item ao checklist (no fim)',
        params: taskParams,
        body: createChecklistItemBodySchema,
        response: { 201: checklistItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = await addChecklistItem(db, request.member, request.params.id, request.body.text);
      await publishTask(app, request.member, request.params.id);
      return reply.status(201).send(item);
    },
  );

  app.patch(
    '/tasks/:id/checklist/:itemId',
    {
      preParsing: write,
      schema: {
        tags,
        security,
        summary: 'Alterar um item do checklist (texto, feito)',
        params: checklistParams,
        body: updateChecklistItemBodySchema,
        response: { 200: checklistItemSchema, ...errors },
      },
    },
    async (request) => {
      const item = await updateChecklistItem(
        db,
        request.member,
        request.params.id,
        request.params.itemId,
        request.body,
      );
      await publishTask(app, request.member, request.params.id);
      return item;
    },
  );

  app.post(
    '/tasks/:id/checklist/:itemId/move',
    {
      preParsing: write,
      schema: {
        tags,
        security,
        summary: 'Reordenar um item do checklist',
        params: checklistParams,
        body: moveChecklistItemBodySchema,
        response: { 200: checklistItemSchema, ...errors },
      },
    },
    async (request) => {
      const item = await moveChecklistItem(
        db,
        request.member,
        request.params.id,
        request.params.itemId,
        request.body,
      );
      await publishTask(app, request.member, request.params.id);
      return item;
    },
  );

  app.delete(
    '/tasks/:id/checklist/:itemId',
    {
      preParsing: write,
      schema: {
        tags,
        security,
        summary: 'Excluir um item do checklist',
        params: checklistParams,
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteChecklistItem(db, request.member, request.params.id, request.params.itemId);
      await publishTask(app, request.member, request.params.id);
      return { id: request.params.itemId, deleted: true as const };
    },
  );

  app.get(
    '/tasks/:id/comments',
    {
      preParsing: requires('workspace.read'),
      schema: {
        tags,
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
        tags,
        security,
        summary: 'Comentar uma tarefa',
        params: taskParams,
        body: commentBodyInputSchema,
        response: { 201: commentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const comment = await addComment(db, request.member, request.params.id, request.body.body);
      await publishFlow(app, request.member.workspaceId, [
        { type: 'comment-created', entity: 'task', id: request.params.id, data: comment },
      ]);
      return reply.status(201).send(comment);
    },
  );

  app.patch(
    '/tasks/:id/comments/:commentId',
    {
      preParsing: write,
      schema: {
        tags,
        security,
        summary: 'Editar o próprio comentário',
        params: commentParams,
        body: commentBodyInputSchema,
        response: { 200: commentSchema, ...errors },
      },
    },
    async (request) => {
      const comment = await editComment(
        db,
        request.member,
        request.params.id,
        request.params.commentId,
        request.body.body,
      );
      await publishFlow(app, request.member.workspaceId, [
        { type: 'comment-updated', entity: 'task', id: request.params.id, data: comment },
      ]);
      return comment;
    },
  );

  app.delete(
    '/tasks/:id/comments/:commentId',
    {
      preParsing: write,
      schema: {
        tags,
        security,
        summary: 'Excluir o próprio comentário (Admin: qualquer um)',
        params: commentParams,
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteComment(db, request.member, request.params.id, request.params.commentId);
      const deleted = { id: request.params.commentId, deleted: true as const };
      await publishFlow(app, request.member.workspaceId, [
        { type: 'comment-deleted', entity: 'task', id: request.params.id, data: deleted },
      ]);
      return deleted;
    },
  );
};
