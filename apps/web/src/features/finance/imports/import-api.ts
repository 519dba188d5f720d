import type {
  ImportCommitBody,
  ImportPreview,
  ImportPreviewBody,
  ImportResult,
} from '@orbita/contracts/finance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { financeKeys } from '../api/keys';

export const importApi = {
  preview: (body: ImportPreviewBody) =>
    http.post<ImportPreview>('app/riqueza/imports/preview', body),
  commit: (body: ImportCommitBody) => http.post<ImportResult>('app/riqueza/imports', body),
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
