import {
  createTransferBodySchema,
  financeDeletedSchema,
  transferParamsSchema,
  transferSchema,
  transfersPageSchema,
  transfersQuerySchema,
  updateTransferBodySchema,
} from '@orbita/contracts/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commitContext } from '../../../platform/db/transaction';
import { errors, publishFinance, requires, security, tags } from '../shared/route-kit';
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
        tags,
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
        tags,
        security,
        summary: 'Transferir entre caixas (as duas pernas numa transação)',
        body: createTransferBodySchema,
        response: { 201: transferSchema, ...errors },
      },
    },
    async (request, reply) => {
      const transfer = await createTransfer(commitContext(app), request.member, request.body);
      await publishFinance(app, request.member.workspaceId, [
        { type: 'created', id: transfer.id, data: transfer },
      ]);
      return reply.status(201).send(transfer);
    },
  );

  app.get(
    '/transfers/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        tags,
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
        tags,
        security,
        summary: 'Alterar uma transferência',
        params: transferParamsSchema,
        body: updateTransferBodySchema,
        response: { 200: transferSchema, ...errors },
      },
    },
    async (request) => {
      const transfer = await updateTransfer(
        commitContext(app),
        request.member,
        request.params.id,
        request.body,
      );
      await publishFinance(app, request.member.workspaceId, [
        { type: 'updated', id: transfer.id, data: transfer },
      ]);
      return transfer;
    },
  );

  app.delete(
    '/transfers/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        tags,
        security,
        summary: 'Excluir uma transferência',
        params: transferParamsSchema,
        response: { 200: financeDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteTransfer(commitContext(app), request.member, request.params.id);
      const deleted = { id: request.params.id, deleted: true as const };
      await publishFinance(app, request.member.workspaceId, [
        { type: 'deleted', id: deleted.id, data: deleted },
      ]);
      return deleted;
    },
  );
};
