import type {
  Codex,
  CodexDetail,
  CodexEntry,
  CodexEntrySummary,
  CodexPage,
  CreateCodexBody,
  CreateCodexEntryBody,
  MoveCodexEntryBody,
  UpdateCodexBody,
  UpdateCodexEntryBody,
} from '@orbita/contracts/codex';
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { codexApi } from './codex-api';
import { codexQueries } from './queries';

type Pages = InfiniteData<CodexPage, string | undefined>;

/*
 * Each write puts the server's answer into the cache, so this tab refetches nothing (its own
 * realtime echo is skipped too); the other tabs refresh from the realtime event.
 */

function rewriteList(client: QueryClient, change: (items: Codex[], page: number) => Codex[]) {
  client.setQueryData<Pages>(
    codexQueries.list().queryKey,
    (data) =>
      data && { ...data, pages: data.pages.map((p, i) => ({ ...p, items: change(p.items, i) })) },
  );
}

/** A codex the server answered: in the list (new ones on top) and in its detail. */
export function writeCodex(client: QueryClient, codex: Codex, isNew = false): void {
  rewriteList(client, (items, page) => {
    const present = items.some((i) => i.id === codex.id);
    if (present) return items.map((i) => (i.id === codex.id ? codex : i));
    return isNew && page === 0 ? [codex, ...items] : items;
  });
  client.setQueryData<CodexDetail>(
    codexQueries.detail(codex.id).queryKey,
    (data) => data && { ...data, ...codex },
  );
}

/** An entry's tree node in its codex's detail (added when new). */
export function writeSummary(client: QueryClient, summary: CodexEntrySummary): void {
  client.setQueryData<CodexDetail>(codexQueries.detail(summary.codexId).queryKey, (data) => {
    if (!data) return data;
    const own: CodexEntrySummary = {
      id: summary.id,
      codexId: summary.codexId,
      parentId: summary.parentId,
      position: summary.position,
      title: summary.title,
      version: summary.version,
      updatedAt: summary.updatedAt,
    };
    const present = data.entries.some((e) => e.id === own.id);
    const entries = present
      ? data.entries.map((e) => (e.id === own.id ? own : e))
      : [...data.entries, own];
    return { ...data, entries, entryCount: present ? data.entryCount : data.entryCount + 1 };
  });
}

/** An entry the server answered: its detail, its node in the tree. */
export function writeEntry(client: QueryClient, entry: CodexEntry): void {
  client.setQueryData(codexQueries.entry(entry.id).queryKey, entry);
  writeSummary(client, entry);
}

/** An entry deleted (with its sub-entries, as the server deletes them). */
function dropEntry(client: QueryClient, codexId: string, entryId: string): void {
  client.setQueryData<CodexDetail>(codexQueries.detail(codexId).queryKey, (data) => {
    if (!data) return data;
    const gone = new Set([entryId]);
    // Parents come before children in the list, but not after a move: loop until stable.
    for (let grew = true; grew;) {
      grew = false;
      for (const e of data.entries)
        if (e.parentId && gone.has(e.parentId) && !gone.has(e.id)) {
          gone.add(e.id);
          grew = true;
        }
    }
    const entries = data.entries.filter((e) => !gone.has(e.id));
    return { ...data, entries, entryCount: entries.length };
  });
  client.removeQueries({ queryKey: codexQueries.entry(entryId).queryKey });
  void client.invalidateQueries({ queryKey: codexQueries.detail(codexId).queryKey });
}

export function useCreateCodex() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCodexBody) => codexApi.create(body),
    onSuccess: (codex) => writeCodex(client, codex, true),
  });
}

export function useUpdateCodex(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCodexBody) => codexApi.update(id, body),
    onSuccess: (codex) => writeCodex(client, codex),
  });
}

export function useDeleteCodex() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => codexApi.remove(id),
    onSuccess: (_none, id) => {
      rewriteList(client, (items) => items.filter((i) => i.id !== id));
      client.removeQueries({ queryKey: codexQueries.detail(id).queryKey });
    },
  });
}

export function useCreateEntry(codexId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCodexEntryBody) => codexApi.createEntry(codexId, body),
    onSuccess: (entry) => writeEntry(client, entry),
  });
}

/** A save of the editor (title and/or body, with the version edited). */
export function useUpdateEntry(entryId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCodexEntryBody) => codexApi.updateEntry(entryId, body),
    onSuccess: (entry) => writeEntry(client, entry),
  });
}

export function useMoveEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, body }: { entryId: string; body: MoveCodexEntryBody }) =>
      codexApi.moveEntry(entryId, body),
    onSuccess: (summary) => {
      writeSummary(client, summary);
      // The entry's own detail carries the summary fields (version) too.
      client.setQueryData<CodexEntry>(
        codexQueries.entry(summary.id).queryKey,
        (data) => data && { ...data, ...summary },
      );
    },
  });
}

export function useDeleteEntry(codexId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => codexApi.removeEntry(entryId),
    onSuccess: (_none, entryId) => dropEntry(client, codexId, entryId),
  });
}

export function useRestoreRevision(entryId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ revisionId, version }: { revisionId: string; version: number }) =>
      codexApi.restore(entryId, revisionId, { version }),
    onSuccess: (entry) => {
      writeEntry(client, entry);
      void client.invalidateQueries({ queryKey: codexQueries.revisions(entryId).queryKey });
    },
  });
}
