import type {
  Box,
  CreateTransferBody,
  CreateValuationBody,
  FinishInvestmentBody,
  FinishInvestmentResult,
  Transfer,
  Valuation,
} from '@orbita/contracts/finance';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { financeKeys } from '../api/keys';
import { boxOptionsQuery } from '../cash-flow/finance-options';

const base = 'app/riqueza';
const box = (id: string) => `${base}/boxes/${encodeURIComponent(id)}`;

export const investmentsApi = {
  box: (id: string) => http.get<Box>(box(id)),
  valuations: (id: string) =>
    http.get<{ items: Valuation[] }>(`${box(id)}/valuations`).then((r) => r.items),
  addValuation: (id: string, body: CreateValuationBody) =>
    http.post<Valuation>(`${box(id)}/valuations`, body),
  transfer: (body: CreateTransferBody) => http.post<Transfer>(`${base}/transfers`, body),
  finish: (id: string, body: FinishInvestmentBody) =>
    http.post<FinishInvestmentResult>(`${box(id)}/finish`, body),
};

export const investmentQueries = {
  /** Every box (pickers: where money comes from or goes to). */
  boxes: boxOptionsQuery,
  detail: (id: string) =>
    queryOptions({ queryKey: financeKeys.investment(id), queryFn: () => investmentsApi.box(id) }),
  valuations: (id: string) =>
    queryOptions({
      queryKey: financeKeys.valuations(id),
      queryFn: () => investmentsApi.valuations(id),
    }),
};

/** Any write moves balances everywhere: refresh every finance query (as the realtime event would). */
function useFinanceMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: financeKeys.all }),
  });
}

export const useAddValuation = (id: string) =>
  useFinanceMutation((body: CreateValuationBody) => investmentsApi.addValuation(id, body));
export const useInvestmentTransfer = () => useFinanceMutation(investmentsApi.transfer);
export const useFinishInvestment = (id: string) =>
  useFinanceMutation((body: FinishInvestmentBody) => investmentsApi.finish(id, body));
