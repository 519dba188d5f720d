import {
  createPortfolioBodySchema,
  financeDeletedSchema,
  portfolioDetailSchema,
  portfolioParamsSchema,
  portfoliosSchema,
  updatePortfolioBodySchema,
} from '@orbita/contracts/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, publishFinance, requires, security, tags } from '../shared/route-kit';
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
        tags,
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
        tags,
        security,
        summary: 'Criar um portfólio',
        body: createPortfolioBodySchema,
        response: { 201: portfolioDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const portfolio = await createPortfolio(db, request.member, request.body);
      await publishFinance(app, request.member.workspaceId, [
        { type: 'created', id: portfolio.id, data: portfolio },
      ]);
      return reply.status(201).send(portfolio);
    },
  );

  app.get(
    '/portfolios/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        tags,
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
        tags,
        security,
        summary: 'Alterar um portfólio (investmentIds substitui o conjunto)',
        params: portfolioParamsSchema,
        body: updatePortfolioBodySchema,
        response: { 200: portfolioDetailSchema, ...errors },
      },
    },
    async (request) => {
      const portfolio = await updatePortfolio(db, request.member, request.params.id, request.body);
      await publishFinance(app, request.member.workspaceId, [
        { type: 'updated', id: portfolio.id, data: portfolio },
      ]);
      return portfolio;
    },
  );

  app.delete(
    '/portfolios/:id',
    {
      preParsing: requires('structure.manage'),
      schema: {
        tags,
        security,
        summary: 'Excluir um portfólio (os investimentos ficam)',
        params: portfolioParamsSchema,
        response: { 200: financeDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await deletePortfolio(db, request.member, request.params.id);
      const deleted = { id: request.params.id, deleted: true as const };
      await publishFinance(app, request.member.workspaceId, [
        { type: 'deleted', id: deleted.id, data: deleted },
      ]);
      return deleted;
    },
  );
};
