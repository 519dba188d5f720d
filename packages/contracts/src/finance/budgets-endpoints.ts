import { defineEndpoint, schemaType } from '../platform/endpoints';
import type {
  budgetReportQuerySchema,
  budgetReportSchema,
  budgetSchema,
  budgetsQuerySchema,
  budgetsSchema,
  createBudgetBodySchema,
  updateBudgetBodySchema,
} from './budgets';
import type { financeDeletedSchema } from './common';

const base = '/api/app/riqueza';

/** Budgets ("metas de gastos") and the month-over-month category report. */
export const financeBudgetEndpoints = {
  budgets: defineEndpoint({
    method: 'GET',
    path: `${base}/budgets`,
    query: schemaType<typeof budgetsQuerySchema>(),
    response: schemaType<typeof budgetsSchema>(),
  }),
  createBudget: defineEndpoint({
    method: 'POST',
    path: `${base}/budgets`,
    body: schemaType<typeof createBudgetBodySchema>(),
    response: schemaType<typeof budgetSchema>(),
  }),
  updateBudget: defineEndpoint({
    method: 'PATCH',
    path: `${base}/budgets/{id}`,
    body: schemaType<typeof updateBudgetBodySchema>(),
    response: schemaType<typeof budgetSchema>(),
  }),
  deleteBudget: defineEndpoint({
    method: 'DELETE',
    path: `${base}/budgets/{id}`,
    response: schemaType<typeof financeDeletedSchema>(),
  }),
  budgetReport: defineEndpoint({
    method: 'GET',
    path: `${base}/budget-report`,
    query: schemaType<typeof budgetReportQuerySchema>(),
    response: schemaType<typeof budgetReportSchema>(),
  }),
};
