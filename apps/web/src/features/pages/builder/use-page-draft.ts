import type { Page, UpdatePageBody } from '@orbita/contracts/pages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useVersionedSave } from '../../../platform/concurrency';
import { pagesApi } from '../api/pages-api';
import { writePage } from '../api/mutations';
import { bodyOf, draftLabels, draftOf, type DraftField, type PageDraft } from './draft';

export type SaveState = 'saved' | 'pending' | 'saving' | 'error';

/** How long the builder waits after the last change before saving it. */
export const AUTOSAVE_MS = 700;

const describe = (field: string, value: unknown): string | undefined =>
  field === 'blocks' && Array.isArray(value) ? `${value.length} bloco(s)` : undefined;

/**
 * The builder's draft: edited locally at once, saved a moment after the last change with the
 * version it was based on (a stale one opens the conflict dialog), one save at a time, and
 * flushed when the builder closes so nothing typed is lost. `saved` counts the saves (the
 * preview refreshes on it).
 */
export function usePageDraft(page: Page) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<PageDraft>(() => draftOf(page));
  const [state, setState] = useState<SaveState>('saved');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(0);
  const draftRef = useRef(draft);
  const version = useRef(page.version);
  const changed = useRef(new Set<DraftField>());
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const accept = useCallback(
    (answer: Page) => {
      version.current = answer.version;
      writePage(client, answer);
      setSaved((n) => n + 1);
    },
    [client],
  );
  const replaceDraft = useCallback((next: PageDraft) => {
    draftRef.current = next;
    setDraft(next);
  }, []);

  const { save, dialog } = useVersionedSave<Page, UpdatePageBody>({
    send: (body) => pagesApi.update(page.id, body),
    writeCurrent: (current) => writePage(client, current),
    labels: draftLabels,
    format: describe,
    onReapplied: (answer) => {
      accept(answer);
      setState(changed.current.size ? 'pending' : 'saved');
    },
    onDiscarded: (current) => {
      version.current = current.version;
      changed.current.clear();
      replaceDraft(draftOf(current));
      setSaved((n) => n + 1);
      setState('saved');
    },
  });

  const flush = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    // One save at a time: the next waits for this one's version.
    while (inFlight.current) await inFlight.current;
    // Changes made while a save ran go in the next turn (unless their own timer will).
    for (let turn = 0; changed.current.size > 0 && (turn === 0 || !timer.current); turn++) {
      const fields = [...changed.current];
      changed.current.clear();
      const body = bodyOf(draftRef.current, fields);
      if (Object.keys(body).length === 0) {
        setState('saved');
        return;
      }
      setState('saving');
      const run = (async () => {
        try {
          const answer = await save(body, version.current);
          if (answer) {
            accept(answer);
            setProblem(null);
            setState(changed.current.size ? 'pending' : 'saved');
          }
          // undefined: the conflict dialog took over; its choice sets the state.
          return !!answer;
        } catch (error) {
          fields.forEach((f) => changed.current.add(f));
          setProblem((error as Error).message);
          setState('error');
          return false;
        }
      })();
      inFlight.current = run.then(() => undefined);
      const ok = await run;
      inFlight.current = null;
      if (!ok) return;
    }
  }, [save, accept]);

  const change = useCallback(
    <F extends DraftField>(field: F, value: PageDraft[F]) => {
      replaceDraft({ ...draftRef.current, [field]: value });
      changed.current.add(field);
      setState('pending');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_MS);
    },
    [flush, replaceDraft],
  );

  // Closing the builder (another route, another page) sends what is still waiting.
  const pageId = page.id;
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      if (changed.current.size === 0) return;
      const body = bodyOf(draftRef.current, changed.current);
      changed.current.clear();
      void pagesApi
        .update(pageId, { ...body, version: version.current })
        .then((answer) => writePage(client, answer))
        .catch(() => undefined);
    },
    [pageId, client],
  );

  // Closing the tab with a change not yet saved asks first (the browser's own prompt).
  useEffect(() => {
    if (state === 'saved') return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state]);

  return {
    draft,
    change,
    flush,
    state,
    problem,
    saved,
    dialog,
    /** The version the next save starts from (publish sends it too). */
    version: () => version.current,
    /** After Publicar/Despublicar: the server moved the status (production ↔ draft). */
    acceptPublished: (answer: Page) => {
      accept(answer);
      if (!changed.current.has('status'))
        replaceDraft({ ...draftRef.current, status: answer.status });
    },
  };
}
