import {
  boxParamsSchema,
  createValuationBodySchema,
  FINANCE_ENTITY,
  finishInvestmentBodySchema,
  finishInvestmentResultSchema,
  valuationSchema,
  valuationsSchema,
} from '@orbita/contracts/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { publish } from '../../../platform/realtime/publish';
import { addValuation, finishInvestment, listValuations } from './service';

/**
 * Investments (boxes of kind `investment`): valuations are content (Editor+). Finishing is
 * a structure change (Criador+, like archiving): it closes the box for good.
 */
export const investmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/boxes/:id/valuations',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Histórico de valor atual de um investimento',
        params: boxParamsSchema,
        response: { 200: valuationsSchema, ...errors },
      },
    },
    async (request) => ({ items: await listValuations(db, request.member, request.params.id) }),
  );

  app.post(
    '/boxes/:id/valuations',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Atualizar o valor atual de um investimento',
        params: boxParamsSchema,
        body: createValuationBodySchema,
        response: { 201: valuationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const valuation = await addValuation(
        request.ctx,
        request.member,
        request.params.id,
        request.body,
      );
      await publish(request, {
        type: 'created',
        entity: FINANCE_ENTITY,
        id: valuation.id,
        data: valuation,
      });
      return reply.status(201).send(valuation);
    },
  );

  app.post(
    '/boxes/:id/finish',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary:
          'Finalizar um investimento: registra o resultado em Rendimentos e transfere o valor para outra caixa',
        params: boxParamsSchema,
        body: finishInvestmentBodySchema,
        response: { 200: finishInvestmentResultSchema, ...errors },
      },
    },
    async (request) => {
      const result = await finishInvestment(
        request.ctx,
        request.member,
        request.params.id,
        request.body,
      );
      await publish(request, {
        type: 'updated',
        entity: FINANCE_ENTITY,
        id: result.box.id,
        data: result.box,
      });
      return result;
    },
  );
};
