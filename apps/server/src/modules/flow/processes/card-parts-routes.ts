import {
  attachFileBodySchema,
  cardAttachmentSchema,
  cardChecklistItemSchema,
  cardCommentPageSchema,
  cardCommentSchema,
  commentBodyInputSchema,
  commentListQuerySchema,
  conflictErrorSchema,
  createChecklistItemBodySchema,
  deletedSchema,
  editCommentBodySchema,
  flowEntities,
  updateChecklistItemBodySchema,
} from '@orbita/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../../platform/db/versioned';
import { errors, requires, security, uuidParam } from '../../../platform/http/route-kit';
import { publish } from '../../../platform/realtime/publish';
import { cardParams } from '../params';
import { attachCardFile, detachCardFile } from './card-attachments';
import {
  addCardChecklistItem,
  deleteCardChecklistItem,
  getCardChecklistItem,
  updateCardChecklistItem,
} from './card-checklist';
import {
  addCardComment,
  deleteCardComment,
  editCardComment,
  getCardComment,
  listCardComments,
} from './card-comments';
import { getCard } from './cards';

const itemParams = cardParams.extend({ itemId: uuidParam('Item do checklist não encontrado.') });
const commentParams = cardParams.extend({ commentId: uuidParam('Comentário não encontrado.') });
const attachmentParams = cardParams.extend({ attachmentId: uuidParam('Anexo não encontrado.') });

/** A part of the card changed: the whole card goes out (boards and open drawers refetch it). */
async function publishCard(request: FastifyRequest, cardId: string): Promise<void> {
  const card = await getCard(request.ctx.db, request.member, cardId);
  await publish(request, { type: 'updated', entity: flowEntities.card, id: cardId, data: card });
}

/** `/api/app/flow/cards/:id/checklist|comments|attachments/...`: as a task's (Editor+ writes). */
export const cardPartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const read = requires('workspace.read');
  const write = requires('content.write');

  app.post(
    '/cards/:id/checklist',
    {
      preParsing: write,
      schema: {
        security,
        summary: 'Adicionar um item ao checklist do cartão (no fim)',
        params: cardParams,
        body: createChecklistItemBodySchema,
        response: { 201: cardChecklistItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { ctx, member, params, body } = request;
      const item = await addCardChecklistItem(ctx, member, params.id, body.text);
      await publishCard(request, params.id);
      return reply.status(201).send(item);
    },
  );

  app.patch(
    '/cards/:id/checklist/:itemId',
    {
      preParsing: write,
      schema: {
        security,
        summary:
          'Alterar um item do checklist do cartão (`version` desatualizada: 409 com o item atual)',
        params: itemParams,
        body: updateChecklistItemBodySchema,
        response: {
          200: cardChecklistItemSchema,
          ...errors,
          409: conflictErrorSchema(cardChecklistItemSchema),
        },
      },
    },
    async (request) => {
      const { ctx, member, params, body } = request;
      const item = await withCurrentOnConflict(
        () => updateCardChecklistItem(ctx, member, params.id, params.itemId, body),
        () => getCardChecklistItem(db, member, params.id, params.itemId),
      );
      await publishCard(request, params.id);
      return item;
    },
  );

  app.delete(
    '/cards/:id/checklist/:itemId',
    {
      preParsing: write,
      schema: {
        security,
        summary: 'Excluir um item do checklist do cartão',
        params: itemParams,
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => {
      const { ctx, member, params } = request;
      await deleteCardChecklistItem(ctx, member, params.id, params.itemId);
      await publishCard(request, params.id);
      return { id: params.itemId, deleted: true as const };
    },
  );

  app.get(
    '/cards/:id/comments',
    {
      preParsing: read,
      schema: {
        security,
        summary: 'Comentários do cartão, do mais antigo ao mais novo (paginação por cursor)',
        params: cardParams,
        querystring: commentListQuerySchema,
        response: { 200: cardCommentPageSchema, ...errors },
      },
    },
    async (request) => listCardComments(db, request.member, request.params.id, request.query),
  );

  app.post(
    '/cards/:id/comments',
    {
      preParsing: write,
      schema: {
        security,
        summary: 'Comentar no cartão',
        params: cardParams,
        body: commentBodyInputSchema,
        response: { 201: cardCommentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { ctx, member, params, body } = request;
      const comment = await addCardComment(ctx, member, params.id, body.body);
      await publish(request, {
        type: 'comment-created',
        entity: flowEntities.card,
        id: params.id,
        data: comment,
      });
      return reply.status(201).send(comment);
    },
  );

  app.patch(
    '/cards/:id/comments/:commentId',
    {
      preParsing: write,
      schema: {
        security,
        summary:
          'Editar o próprio comentário (`version` desatualizada: 409 com o comentário atual)',
        params: commentParams,
        body: editCommentBodySchema,
        response: {
          200: cardCommentSchema,
          ...errors,
          409: conflictErrorSchema(cardCommentSchema),
        },
      },
    },
    async (request) => {
      const { ctx, member, params, body } = request;
      const comment = await withCurrentOnConflict(
        () => editCardComment(ctx, member, params.id, params.commentId, body),
        () => getCardComment(db, member, params.id, params.commentId),
      );
      await publish(request, {
        type: 'comment-updated',
        entity: flowEntities.card,
        id: params.id,
        data: comment,
      });
      return comment;
    },
  );

  app.delete(
    '/cards/:id/comments/:commentId',
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
      const { ctx, member, params } = request;
      await deleteCardComment(ctx, member, params.id, params.commentId);
      const deleted = { id: params.commentId, deleted: true as const };
      await publishCard(request, params.id);
      return deleted;
    },
  );

  app.post(
    '/cards/:id/attachments',
    {
      preParsing: write,
      schema: {
        security,
        summary: 'Anexar um arquivo da biblioteca de mídia ao cartão (o mesmo de novo: 200)',
        params: cardParams,
        body: attachFileBodySchema,
        response: { 200: cardAttachmentSchema, 201: cardAttachmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { ctx, member, params, body } = request;
      const { attachment, created } = await attachCardFile(ctx, member, params.id, body.fileId);
      if (created) await publishCard(request, params.id);
      return reply.status(created ? 201 : 200).send(attachment);
    },
  );

  app.delete(
    '/cards/:id/attachments/:attachmentId',
    {
      preParsing: write,
      schema: {
        security,
        summary: 'Remover um anexo do cartão (o arquivo continua na biblioteca)',
        params: attachmentParams,
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => {
      const { ctx, member, params } = request;
      await detachCardFile(ctx, member, params.id, params.attachmentId);
      await publishCard(request, params.id);
      return { id: params.attachmentId, deleted: true as const };
    },
  );
};
