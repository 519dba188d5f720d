import { conflictErrorSchema } from '@orbita/contracts';
import {
  createTransferBodySchema,
  FINANCE_ENTITY,
  financeDeletedSchema,
  transferParamsSchema,
  transferSchema,
  transfersPageSchema,
  transfersQuerySchema,
  updateTransferBodySchema,
} from '@orbita/contracts/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../../platform/db/versioned';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { publish } from '../../../platform/realtime/publish';
import {
  createTransfer,
  deleteTransfer,
  getTransfer,
  listTransfers,
  updateTransfer,
} from './service';

/** `/api/app/riqueza/transfers`: content (Editor+ writes); never revenue or expense. */
export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/transfers',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Transferências (mais recentes primeiro)',
        querystring: transfersQuerySchema,
        response: { 200: transfersPageSchema, ...errors },
      },
    },
    async (request) => listTransfers(db, request.member, request.query),
  );

  app.post(
    '/transfers',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Transferir entre caixas (as duas pernas numa transação)',
        body: createTransferBodySchema,
        response: { 201: transferSchema, ...errors },
      },
    },
    async (request, reply) => {
      const transfer = await createTransfer(request.ctx, request.member, request.body);
      await publish(request, {
        type: 'created',
        entity: FINANCE_ENTITY,
        id: transfer.id,
        data: transfer,
      });
      return reply.status(201).send(transfer);
    },
  );

  app.get(
    '/transfers/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Uma transferência',
        params: transferParamsSchema,
        response: { 200: transferSchema, ...errors },
      },
    },
    async (request) => getTransfer(db, request.member, request.params.id),
  );

  app.patch(
    '/transfers/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Alterar uma transferência',
        params: transferParamsSchema,
        body: updateTransferBodySchema,
        response: { 200: transferSchema, ...errors, 409: conflictErrorSchema(transferSchema) },
      },
    },
    async (request) => {
      const transfer = await withCurrentOnConflict(
        () => updateTransfer(request.ctx, request.member, request.params.id, request.body),
        () => getTransfer(db, request.member, request.params.id),
      );
      await publish(request, {
        type: 'updated',
        entity: FINANCE_ENTITY,
        id: transfer.id,
        data: transfer,
      });
      return transfer;
    },
  );

  app.delete(
    '/transfers/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Excluir uma transferência',
        params: transferParamsSchema,
        response: { 200: financeDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteTransfer(request.ctx, request.member, request.params.id);
      const deleted = { id: request.params.id, deleted: true as const };
      await publish(request, {
        type: 'deleted',
        entity: FINANCE_ENTITY,
        id: deleted.id,
        data: deleted,
      });
      return deleted;
    },
  );
};
