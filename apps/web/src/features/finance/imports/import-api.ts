import {
  financeEndpoints as finance,
  type ImportCommitBody,
  type ImportPreviewBody,
} from '@orbita/contracts/finance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../platform/http';
import { financeKeys } from '../api/keys';

export const importApi = {
  preview: (body: ImportPreviewBody) => callApi(finance.previewImport, { body }),
  commit: (body: ImportCommitBody) => callApi(finance.commitImport, { body }),
};

export const usePreviewImport = () => useMutation({ mutationFn: importApi.preview });

/** New entries change balances, lists and reports: every finance query refreshes. */
export function useCommitImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importApi.commit,
    onSuccess: () => client.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
