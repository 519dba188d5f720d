import {
  financeBudgetEndpoints as budgets,
  type CreateBudgetBody,
  type UpdateBudgetBody,
} from '@orbita/contracts/finance';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../platform/http';

/**
 * Budgets' keys start with `finance`: every finance change (an entry, a budget) published by
 * the server refreshes them with the rest of the finance home.
 */
export const budgetKeys = {
  month: (month: string) => ['finance', 'budgets', month] as const,
  report: (month: string) => ['finance', 'budget-report', month] as const,
};

export const budgetQueries = {
  month: (month: string) =>
    queryOptions({
      queryKey: budgetKeys.month(month),
      queryFn: ({ signal }) => callApi(budgets.budgets, { query: { month }, signal }),
      // Moving between months keeps the last list on screen until the next one arrives.
      placeholderData: keepPreviousData,
    }),
  report: (month: string) =>
    queryOptions({
      queryKey: budgetKeys.report(month),
      queryFn: ({ signal }) => callApi(budgets.budgetReport, { query: { month }, signal }),
      placeholderData: keepPreviousData,
    }),
};

export const budgetsApi = {
  create: (body: CreateBudgetBody) => callApi(budgets.createBudget, { body }),
  update: ({ id, body }: { id: string; body: UpdateBudgetBody }) =>
    callApi(budgets.updateBudget, { params: { id }, body }),
  remove: (id: string) => callApi(budgets.deleteBudget, { params: { id } }),
};
