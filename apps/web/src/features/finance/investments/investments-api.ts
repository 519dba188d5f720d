import {
  financeEndpoints as finance,
  type CreateTransferBody,
  type CreateValuationBody,
  type FinishInvestmentBody,
} from '@orbita/contracts/finance';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../platform/http';
import { financeKeys } from '../api/keys';
import { boxOptionsQuery } from '../cash-flow/finance-options';

export const investmentsApi = {
  box: (id: string) => callApi(finance.box, { params: { id } }),
  valuations: (id: string) => callApi(finance.valuations, { params: { id } }).then((r) => r.items),
  addValuation: (id: string, body: CreateValuationBody) =>
    callApi(finance.addValuation, { params: { id }, body }),
  transfer: (body: CreateTransferBody) => callApi(finance.createTransfer, { body }),
  finish: (id: string, body: FinishInvestmentBody) =>
    callApi(finance.finishInvestment, { params: { id }, body }),
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
