import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { MediaKind } from '../model';
import { mediaQueries } from './queries';

/** `value` once it has stopped changing for `ms` (a search should not fire a request per key). */
function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * What a library view shows (folder, search, type) and its files, page after page as the
 * grid scrolls. Shared by the library screen and the picker dialog.
 */
export function useLibrary(initial: { kind?: MediaKind | null } = {}) {
  const [folderId, setFolderId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<MediaKind | null>(initial.kind ?? null);
  const q = useDebounced(search);
  const filters = useMemo(() => ({ folderId, q, kind }), [folderId, q, kind]);
  const query = useInfiniteQuery(mediaQueries.list(filters));
  const files = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  return {
    filters,
    folderId,
    setFolderId,
    search,
    setSearch,
    kind,
    setKind,
    query,
    files,
    /** Something narrows the list: an empty answer means "nothing found", not "empty library". */
    filtered: !!q.trim() || kind !== null || folderId !== null,
  };
}
