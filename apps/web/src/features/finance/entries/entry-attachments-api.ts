import { financeAttachmentEndpoints as api } from '@orbita/contracts/finance';
import { mediaEndpoints } from '@orbita/contracts/media';
import { queryOptions, useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../platform/http';
import { notify } from '../../../platform/toasts';

/** Keys under `finance`, so a finance realtime message (an entry updated) refreshes them too. */
export const attachmentKeys = {
  list: (entryId: string) => ['finance', 'attachments', entryId] as const,
  counts: (ids: string[]) => ['finance', 'attachment-counts', ids] as const,
};

export const attachmentQueries = {
  list: (entryId: string) =>
    queryOptions({
      queryKey: attachmentKeys.list(entryId),
      queryFn: () =>
        callApi(api.entryAttachments, { params: { id: entryId } }).then((r) => r.items),
    }),
  counts: (ids: string[]) =>
    queryOptions({
      queryKey: attachmentKeys.counts(ids),
      queryFn: () =>
        callApi(api.entryAttachmentCounts, { query: { ids: ids.join(',') } }).then((r) => r.counts),
      enabled: ids.length > 0,
      staleTime: 30_000,
    }),
};

/**
 * How many receipts each loaded entry has (the list's paperclip): one small query per page of
 * the list, so scrolling further asks only for the new page.
 */
export function useAttachmentCounts(pages: { items: { id: string }[] }[]): Map<string, number> {
  const answers = useQueries({
    queries: pages.map((p) => attachmentQueries.counts(p.items.map((e) => e.id))),
  });
  const counts = new Map<string, number>();
  for (const a of answers) for (const [id, n] of Object.entries(a.data ?? {})) counts.set(id, n);
  return counts;
}

function useAttachmentWrite<V>(entryId: string, run: (v: V) => Promise<unknown>, done: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      notify.check(done);
      await Promise.all([
        client.invalidateQueries({ queryKey: attachmentKeys.list(entryId) }),
        client.invalidateQueries({ queryKey: ['finance', 'attachment-counts'] }),
      ]);
    },
    onError: (error) => notify.error(error.message),
  });
}

export const useAttachEntryFile = (entryId: string) =>
  useAttachmentWrite(
    entryId,
    (fileId: string) => callApi(api.attachEntryFile, { params: { id: entryId }, body: { fileId } }),
    'Comprovante anexado.',
  );

export const useDetachEntryFile = (entryId: string) =>
  useAttachmentWrite(
    entryId,
    (attachmentId: string) =>
      callApi(api.detachEntryFile, { params: { id: entryId, attachmentId } }),
    'Comprovante removido.',
  );

/** Attaches files to a just-saved entry, one after another (the entry's limit counts in order). */
export async function attachFiles(entryId: string, fileIds: string[]): Promise<void> {
  for (const fileId of fileIds)
    await callApi(api.attachEntryFile, { params: { id: entryId }, body: { fileId } });
}

/** A fresh signed link of the file (links expire); null when the file left the library. */
export async function fileLink(fileId: string): Promise<string | null> {
  try {
    return (await callApi(mediaEndpoints.get, { params: { id: fileId } })).urls.original;
  } catch {
    return null;
  }
}
