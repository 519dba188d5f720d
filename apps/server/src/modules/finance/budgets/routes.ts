import { conflictErrorSchema } from '@orbita/contracts';
import {
  budgetParamsSchema,
  budgetReportQuerySchema,
  budgetReportSchema,
  budgetSchema,
  budgetsQuerySchema,
  budgetsSchema,
  createBudgetBodySchema,
  FINANCE_ENTITY,
  financeDeletedSchema,
  updateBudgetBodySchema,
} from '@orbita/contracts/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../../platform/db/versioned';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { publish } from '../../../platform/realtime/publish';
import { budgetReport } from './report';
import { createBudget, deleteBudget, getBudget, listBudgets, updateBudget } from './service';

/** `/api/app/riqueza/budgets` ("metas de gastos") and `/budget-report`: planning, Criador+ writes. */
export const budgetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/budgets',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Orçamentos de um mês com gasto, saldo e percentual (mais arriscados primeiro)',
        querystring: budgetsQuerySchema,
        response: { 200: budgetsSchema, ...errors },
      },
    },
    async (request) => listBudgets(db, request.member, request.query.month),
  );

  app.get(
    '/budget-report',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Gastos por categoria mês a mês (últimos 6 meses) com o orçamento',
        querystring: budgetReportQuerySchema,
        response: { 200: budgetReportSchema, ...errors },
      },
    },
    async (request) => budgetReport(db, request.member, request.query.month),
  );

  app.post(
    '/budgets',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Definir o orçamento de uma categoria de despesa a partir de um mês',
        body: createBudgetBodySchema,
        response: { 201: budgetSchema, ...errors },
      },
    },
    async (request, reply) => {
      const budget = await createBudget(request.ctx, request.member, request.body);
      await publish(request, {
        type: 'created',
        entity: FINANCE_ENTITY,
        id: budget.id,
        data: budget,
      });
      return reply.status(201).send(budget);
    },
  );

  app.patch(
    '/budgets/:id',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Alterar valor, repetição ou transporte de saldo de um orçamento',
        params: budgetParamsSchema,
        body: updateBudgetBodySchema,
        response: { 200: budgetSchema, ...errors, 409: conflictErrorSchema(budgetSchema) },
      },
    },
    async (request) => {
      const budget = await withCurrentOnConflict(
        () => updateBudget(request.ctx, request.member, request.params.id, request.body),
        () => getBudget(db, request.member, request.params.id),
      );
      await publish(request, {
        type: 'updated',
        entity: FINANCE_ENTITY,
        id: budget.id,
        data: budget,
      });
      return budget;
    },
  );

  app.delete(
    '/budgets/:id',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Excluir um orçamento (e a repetição dele nos meses seguintes)',
        params: budgetParamsSchema,
        response: { 200: financeDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteBudget(request.ctx, request.member, request.params.id);
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
