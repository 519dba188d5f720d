import { conflictErrorSchema } from '@orbita/contracts';
import {
  createPortfolioBodySchema,
  FINANCE_ENTITY,
  financeDeletedSchema,
  portfolioDetailSchema,
  portfolioParamsSchema,
  portfoliosSchema,
  updatePortfolioBodySchema,
} from '@orbita/contracts/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../../platform/db/versioned';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { publish } from '../../../platform/realtime/publish';
import {
  createPortfolio,
  deletePortfolio,
  getPortfolio,
  listPortfolios,
  updatePortfolio,
} from './service';

/** `/api/app/riqueza/portfolios`: structures (Criador+ writes). */
export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/portfolios',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Portfólios com totais',
        response: { 200: portfoliosSchema, ...errors },
      },
    },
    async (request) => ({ items: await listPortfolios(db, request.member) }),
  );

  app.post(
    '/portfolios',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Criar um portfólio',
        body: createPortfolioBodySchema,
        response: { 201: portfolioDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const portfolio = await createPortfolio(request.ctx, request.member, request.body);
      await publish(request, {
        type: 'created',
        entity: FINANCE_ENTITY,
        id: portfolio.id,
        data: portfolio,
      });
      return reply.status(201).send(portfolio);
    },
  );

  app.get(
    '/portfolios/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Um portfólio: investimentos, totais, alocação e histórico',
        params: portfolioParamsSchema,
        response: { 200: portfolioDetailSchema, ...errors },
      },
    },
    async (request) => getPortfolio(db, request.member, request.params.id),
  );

  app.patch(
    '/portfolios/:id',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Alterar um portfólio (investmentIds substitui o conjunto)',
        params: portfolioParamsSchema,
        body: updatePortfolioBodySchema,
        response: {
          200: portfolioDetailSchema,
          ...errors,
          409: conflictErrorSchema(portfolioDetailSchema),
        },
      },
    },
    async (request) => {
      const portfolio = await withCurrentOnConflict(
        () => updatePortfolio(request.ctx, request.member, request.params.id, request.body),
        () => getPortfolio(db, request.member, request.params.id),
      );
      await publish(request, {
        type: 'updated',
        entity: FINANCE_ENTITY,
        id: portfolio.id,
        data: portfolio,
      });
      return portfolio;
    },
  );

  app.delete(
    '/portfolios/:id',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Excluir um portfólio (os investimentos ficam)',
        params: portfolioParamsSchema,
        response: { 200: financeDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await deletePortfolio(request.ctx, request.member, request.params.id);
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
