import type { CodexBodyNode, CodexEntry, UpdateCodexEntryBody } from '@orbita/contracts/codex';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useVersionedSave } from '../../../platform/concurrency';
import { writeEntry, useUpdateEntry } from '../api/mutations';

/** The text of a body (for the conflict dialog): its text nodes and link titles, in order. */
export function plainText(body: unknown): string {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const n = node as CodexBodyNode;
    if (typeof n.text === 'string') out.push(n.text);
    else if (n.type === 'entryLink' && typeof n.attrs?.title === 'string') out.push(n.attrs.title);
    if (Array.isArray(n.content)) {
      n.content.forEach(walk);
      if (n.type === 'paragraph' || n.type === 'heading') out.push(' ');
    }
  };
  walk(body);
  return out.join('').replace(/\s+/g, ' ').trim();
}

export type SaveState = 'saved' | 'pending' | 'saving' | 'conflict' | 'error';

/** How long after the last keystroke a change is saved. */
export const SAVE_DELAY_MS = 800;

/**
 * The entry's title saved as versioned PATCHes (the body is edited live, see editor/
 * live-entry-body.tsx, and never goes through here), one at a time: changes made
 * while a save is on its way wait and go together in the next, with the version the last
 * answer brought (never a 409 against my own save). A real conflict (someone else saved)
 * opens the platform's dialog: "Reaplicar" sends mine on the newer version, "Descartar" asks
 * the screen to show the newer one (`onReset`). An error keeps the changes for "Tentar de novo".
 */
export function useEntrySave(entry: CodexEntry, onReset: () => void) {
  const client = useQueryClient();
  const update = useUpdateEntry(entry.id);
  const version = useRef(entry.version);
  const pending = useRef<UpdateCodexEntryBody>({});
  const busy = useRef(false);
  const blocked = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [state, setState] = useState<SaveState>('saved');
  const reset = useRef(onReset);
  useEffect(() => {
    reset.current = onReset;
  }, [onReset]);

  // The title and body the server last answered (what `version` stands for). A newer version
  // with the same content is a move of the page (the tree): the next save takes it. Any other
  // newer version is someone's edit: the next save meets it as a conflict, as it should.
  const known = useRef({ title: entry.title, body: JSON.stringify(entry.body) });
  useEffect(() => {
    if (entry.version <= version.current || busy.current) return;
    if (entry.title === known.current.title && JSON.stringify(entry.body) === known.current.body)
      version.current = entry.version;
  }, [entry]);
  const adopt = useCallback((saved: CodexEntry) => {
    version.current = saved.version;
    known.current = { title: saved.title, body: JSON.stringify(saved.body) };
  }, []);

  const flushRef = useRef<() => Promise<void>>(async () => undefined);
  const { save, dialog } = useVersionedSave<CodexEntry, UpdateCodexEntryBody>({
    send: (body) => update.mutateAsync(body),
    writeCurrent: (current) => writeEntry(client, current),
    labels: { title: 'Título', body: 'Texto' },
    format: (field, value) => {
      if (field !== 'body') return undefined;
      const text = plainText(value);
      return text.length > 240 ? `${text.slice(0, 240)}…` : text || '—';
    },
    onReapplied: (saved) => {
      adopt(saved);
      blocked.current = false;
      setState('saved');
      void flushRef.current();
    },
    onDiscarded: (current) => {
      adopt(current);
      blocked.current = false;
      pending.current = {};
      setState('saved');
      reset.current();
    },
  });

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (busy.current || blocked.current) return;
    const body = pending.current;
    if (body.title === undefined && body.body === undefined) return;
    pending.current = {};
    busy.current = true;
    setState('saving');
    let again = false;
    try {
      const saved = await save(body, version.current);
      if (saved) {
        adopt(saved);
        again = pending.current.title !== undefined || pending.current.body !== undefined;
        setState(again ? 'pending' : 'saved');
      } else {
        blocked.current = true;
        setState('conflict');
      }
    } catch {
      // Kept for "Tentar de novo" (what was typed since goes on top).
      pending.current = { ...body, ...pending.current };
      setState('error');
    } finally {
      busy.current = false;
    }
    if (again) void flushRef.current();
  }, [save, adopt]);
  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);

  const change = useCallback(
    (patch: UpdateCodexEntryBody) => {
      pending.current = { ...pending.current, ...patch };
      if (blocked.current) return;
      setState((s) => (s === 'saving' ? s : 'pending'));
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [flush],
  );

  // Leaving the entry (another one opened, the screen closed) saves what is waiting.
  useEffect(
    () => () => {
      void flushRef.current();
    },
    [],
  );

  const retry = useCallback(() => void flush(), [flush]);
  return { change, flush, retry, state, dialog: dialog as ReactNode };
}
