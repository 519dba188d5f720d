import type {
  CreatePortfolioBody,
  FinanceDeleted,
  Portfolio,
  PortfolioDetail,
  UpdatePortfolioBody,
} from '@orbita/contracts/finance';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { financeKeys } from '../api/keys';
import { boxOptionsQuery } from '../cash-flow/finance-options';

const base = 'app/riqueza/portfolios';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const portfoliosApi = {
  all: () => http.get<{ items: Portfolio[] }>(base).then((r) => r.items),
  detail: (id: string) => http.get<PortfolioDetail>(one(id)),
  create: (body: CreatePortfolioBody) => http.post<PortfolioDetail>(base, body),
  update: (id: string, body: UpdatePortfolioBody) => http.patch<PortfolioDetail>(one(id), body),
  remove: (id: string) => http.delete<FinanceDeleted>(one(id)),
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
