import {
  boxParamsSchema,
  FINANCE_ENTITY,
  payStatementBodySchema,
  statementDetailSchema,
  statementParamsSchema,
  statementsSchema,
  transferSchema,
} from '@orbita/contracts/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { publish } from '../../../platform/realtime/publish';
import { getStatement, listStatements, payStatement } from './service';

/** `/api/app/riqueza/boxes/:id/statements`: a credit card's statements; paying one is a transfer (Editor+). */
export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/boxes/:id/statements',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Faturas do cartão (mais recentes primeiro)',
        params: boxParamsSchema,
        response: { 200: statementsSchema, ...errors },
      },
    },
    async (request) => ({ items: await listStatements(db, request.member, request.params.id) }),
  );

  app.get(
    '/boxes/:id/statements/:month',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Uma fatura com seus lançamentos e pagamentos',
        params: statementParamsSchema,
        response: { 200: statementDetailSchema, ...errors },
      },
    },
    async (request) => getStatement(db, request.member, request.params.id, request.params.month),
  );

  app.post(
    '/boxes/:id/statements/:month/pay',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Pagar uma fatura (uma transferência para o cartão)',
        params: statementParamsSchema,
        body: payStatementBodySchema,
        response: { 201: transferSchema, ...errors },
      },
    },
    async (request, reply) => {
      const transfer = await payStatement(
        request.ctx,
        request.member,
        request.params.id,
        request.params.month,
        request.body,
      );
      await publish(request, {
        type: 'created',
        entity: FINANCE_ENTITY,
        id: transfer.id,
        data: transfer,
      });
      return reply.status(201).send(transfer);
    },
  );
};
