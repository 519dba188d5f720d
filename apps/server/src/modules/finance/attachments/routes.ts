import {
  attachEntryFileBodySchema,
  entryAttachmentCountsQuerySchema,
  entryAttachmentCountsSchema,
  entryAttachmentParamsSchema,
  entryAttachmentSchema,
  entryAttachmentsSchema,
  entryParamsSchema,
  FINANCE_ENTITY,
  financeDeletedSchema,
} from '@orbita/contracts/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { publish } from '../../../platform/realtime/publish';
import { getEntry } from '../entries/service';
import {
  attachEntryFile,
  countEntryAttachments,
  detachEntryFile,
  listEntryAttachments,
} from './service';

/**
 * `/api/app/riqueza/entries/:id/attachments`: receipts (comprovantes) from the media library
 * (Editor+ attaches and removes; everyone reads). Other tabs hear the entry as updated.
 */
export const entryAttachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const publishEntry = async (request: FastifyRequest, entryId: string) => {
    const entry = await getEntry(db, request.member, entryId);
    await publish(request, { type: 'updated', entity: FINANCE_ENTITY, id: entry.id, data: entry });
  };

  app.get(
    '/entries/:id/attachments',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Comprovantes de um lançamento',
        params: entryParamsSchema,
        response: { 200: entryAttachmentsSchema, ...errors },
      },
    },
    async (request) => ({
      items: await listEntryAttachments(db, request.member, request.params.id),
    }),
  );

  app.get(
    '/entry-attachments/counts',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Quantos comprovantes tem cada lançamento pedido (o clipe da lista)',
        querystring: entryAttachmentCountsQuerySchema,
        response: { 200: entryAttachmentCountsSchema, ...errors },
      },
    },
    async (request) => countEntryAttachments(db, request.member, request.query.ids),
  );

  app.post(
    '/entries/:id/attachments',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Anexar um arquivo da biblioteca de mídia ao lançamento (o mesmo de novo: 200)',
        params: entryParamsSchema,
        body: attachEntryFileBodySchema,
        response: { 200: entryAttachmentSchema, 201: entryAttachmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { ctx, member, params, body } = request;
      const { attachment, created } = await attachEntryFile(ctx, member, params.id, body.fileId);
      if (created) await publishEntry(request, params.id);
      return reply.status(created ? 201 : 200).send(attachment);
    },
  );

  app.delete(
    '/entries/:id/attachments/:attachmentId',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Remover um comprovante do lançamento (o arquivo continua na biblioteca)',
        params: entryAttachmentParamsSchema,
        response: { 200: financeDeletedSchema, ...errors },
      },
    },
    async (request) => {
      const { ctx, member, params } = request;
      await detachEntryFile(ctx, member, params.id, params.attachmentId);
      await publishEntry(request, params.id);
      return { id: params.attachmentId, deleted: true as const };
    },
  );
};
