import {
  financeEndpoints as finance,
  type CreatePortfolioBody,
  type UpdatePortfolioBody,
} from '@orbita/contracts/finance';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../platform/http';
import { financeKeys } from '../api/keys';
import { boxOptionsQuery } from '../cash-flow/finance-options';

export const portfoliosApi = {
  all: () => callApi(finance.portfolios).then((r) => r.items),
  detail: (id: string) => callApi(finance.portfolio, { params: { id } }),
  create: (body: CreatePortfolioBody) => callApi(finance.createPortfolio, { body }),
  update: (id: string, body: UpdatePortfolioBody) =>
    callApi(finance.updatePortfolio, { params: { id }, body }),
  remove: (id: string) => callApi(finance.deletePortfolio, { params: { id } }),
};

export const portfolioQueries = {
  all: () => queryOptions({ queryKey: financeKeys.portfolios(), queryFn: portfoliosApi.all }),
  detail: (id: string) =>
    queryOptions({ queryKey: financeKeys.portfolio(id), queryFn: () => portfoliosApi.detail(id) }),
  boxes: boxOptionsQuery,
};

function useRefreshing<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: financeKeys.all }),
  });
}

export const useCreatePortfolio = () => useRefreshing(portfoliosApi.create);
export const useUpdatePortfolio = () =>
  useRefreshing(({ id, body }: { id: string; body: UpdatePortfolioBody }) =>
    portfoliosApi.update(id, body),
  );
export const useDeletePortfolio = () => useRefreshing(portfoliosApi.remove);
