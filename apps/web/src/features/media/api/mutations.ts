import type {
  MediaFile,
  MediaFilePage,
  MediaFolder,
  UpdateMediaFileBody,
  UpdateMediaFolderBody,
} from '@orbita/contracts/media';
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  addToList,
  batchInvalidate,
  removeFromLists,
  replaceInLists,
} from '../../../platform/cache';
import { versionConflictOf } from '../../../platform/concurrency';
import { mediaApi } from './media-api';
import { ORPHAN_DAYS } from './orphans';
import { mediaQueries, type MediaFilters } from './queries';

type ListData = InfiniteData<MediaFilePage, string | undefined>;

/** Whether a new file belongs in a list shown with `filters` (a search always reloads). */
function fits(file: MediaFile, filters: MediaFilters): boolean {
  if (filters.q.trim()) return false;
  if (filters.kind && filters.kind !== file.kind) return false;
  if (filters.folderId === null) return true;
  return filters.folderId === 'root' ? file.folderId === null : filters.folderId === file.folderId;
}

/**
 * A new upload goes first in every cached list it belongs to (the lists are newest first),
 * so it shows at once; the quota is reloaded.
 */
export function addUploaded(client: QueryClient, file: MediaFile): void {
  for (const [key, data] of client.getQueriesData<ListData>({ queryKey: mediaQueries.lists() })) {
    const filters = key[2] as MediaFilters | undefined;
    const first = data?.pages[0];
    if (!data || !first || !filters) continue;
    if (data.pages.some((p) => p.items.some((f) => f.id === file.id))) continue;
    if (!fits(file, filters)) {
      if (filters.q.trim()) void client.invalidateQueries({ queryKey: key, exact: true });
      continue;
    }
    client.setQueryData<ListData>(key, {
      ...data,
      pages: [{ ...first, items: [file, ...first.items] }, ...data.pages.slice(1)],
    });
  }
  void client.invalidateQueries({ queryKey: mediaQueries.quota().queryKey });
}

/** The answer of a file change (or a conflict's `current`) over its cached copies. */
export function writeFile(client: QueryClient, file: MediaFile): void {
  replaceInLists(client, mediaQueries.lists(), file);
  client.setQueryData(mediaQueries.detail(file.id).queryKey, file);
}

export function useUpdateMediaFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateMediaFileBody }) =>
      mediaApi.update(id, body),
    onSuccess: (file, { body }) => {
      writeFile(client, file);
      // A move changes which folder lists hold it: those reload.
      if (body.folderId !== undefined)
        void client.invalidateQueries({ queryKey: mediaQueries.lists(), refetchType: 'active' });
    },
  });
}

/** Moves several files into a folder (null: out of every folder), one request each. */
/**
 * Moves files, each on the version the person saw: a file changed meanwhile (moved, renamed
 * elsewhere) is not moved over that change — its 409 brings the file as it is now, which
 * goes into the cache, and it is reported in `stale` so the page can say so. The others move.
 */
export function useMoveMediaFiles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      files,
      folderId,
    }: {
      files: readonly { id: string; version: number }[];
      folderId: string | null;
    }) => {
      const moved: MediaFile[] = [];
      const stale: MediaFile[] = [];
      for (const { id, version } of files) {
        try {
          moved.push(await mediaApi.update(id, { folderId, version }));
        } catch (error) {
          const current = versionConflictOf<MediaFile>(error);
          if (!current) throw error;
          stale.push(current);
        }
      }
      return { moved, stale };
    },
    onSuccess: ({ moved, stale }) => {
      for (const file of [...moved, ...stale]) writeFile(client, file);
    },
    onSettled: () => client.invalidateQueries({ queryKey: mediaQueries.lists() }),
  });
}

/** Deletes files; `force` also deletes the ones in use (their usages go with them). */
export function useDeleteMediaFiles() {
  const client = useQueryClient();
  const quota = useMemo(() => batchInvalidate(client), [client]);
  return useMutation({
    mutationFn: async ({ ids, force }: { ids: readonly string[]; force: boolean }) => {
      const deleted: string[] = [];
      try {
        for (const id of ids) {
          await mediaApi.remove(id, force);
          deleted.push(id);
        }
      } finally {
        for (const id of deleted) removeFromLists(client, mediaQueries.lists(), id);
      }
      return deleted;
    },
    // The dialog deletes a selection one file at a time: the quota reloads once, after the last.
    onSettled: () => quota.invalidate({ queryKey: mediaQueries.quota().queryKey }),
  });
}

/**
 * The orphan clean-up (files no record uses, uploaded ORPHAN_DAYS ago or more). Every file
 * query reloads afterwards: the lists, the quota and the orphan count.
 */
export function useCleanMediaOrphans() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => mediaApi.cleanOrphans({ olderThanDays: ORPHAN_DAYS }),
    onSuccess: () => client.invalidateQueries({ queryKey: mediaQueries.all() }),
  });
}

export function useCreateMediaFolder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; parentId: string | null }) => mediaApi.createFolder(body),
    onSuccess: (folder) => {
      const key = mediaQueries.folders().queryKey;
      if (!addToList(client, key, folder)) void client.invalidateQueries({ queryKey: key });
    },
  });
}

export function useUpdateMediaFolder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateMediaFolderBody }) =>
      mediaApi.updateFolder(id, body),
    onSuccess: (folder: MediaFolder) =>
      replaceInLists(client, mediaQueries.folders().queryKey, folder),
  });
}

export function useDeleteMediaFolder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await mediaApi.removeFolder(id);
      return id;
    },
    onSuccess: (id) => removeFromLists(client, mediaQueries.folders().queryKey, id),
  });
}
