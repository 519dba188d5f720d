import { useCallback, useState, type ReactNode } from 'react';
import { ConflictDialog, type ConflictRow } from './conflict-dialog';
import { versionConflictOf, type Versioned } from './version-conflict';

/** Body fields that are not the person's changes: the version, and the record's id (lists). */
const hidden = new Set(['version', 'id']);

/** How a value reads in the dialog (pt-BR): empty as a dash, lists joined, yes/no. */
export function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (Array.isArray(value)) return value.length ? value.map(readable).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export interface VersionedSaveOptions<T extends Versioned, B extends object> {
  /**
   * The cached record being edited: its `version` goes with every save not given one. A
   * list editing many records leaves it out, puts `id` in the body and passes each version.
   */
  record?: Pick<T, 'version'> | undefined;
  /** Sends the edit (the body with `version`) and writes the answer into the cache. */
  send: (body: B & { version?: number }) => Promise<T>;
  /** Writes the server's current record into the cache (platform/cache) after a conflict. */
  writeCurrent: (current: T) => void;
  /** pt-BR labels of the body's fields, for the dialog. */
  labels?: Partial<Record<string, string>>;
  /** A field's value as the record holds it, when the body's name differs (assigneeIds). */
  currentOf?: (field: string, current: T) => unknown;
  /** How a field's value reads (names for ids, money); `readable` otherwise. */
  format?: (field: string, value: unknown) => string | undefined;
  /** After "Reaplicar" saved (a form closes, as after its own save). */
  onReapplied?: (saved: T) => void;
  /** After "Descartar as minhas" (a form that kept the person's edits shows the newer version). */
  onDiscarded?: (current: T) => void;
}

/**
 * THE way every edit form and inline edit saves a versioned record. It sends the version
 * the person edited (the record's, or the one a field captured when its editing began);
 * a stale one answers 409 with the current record, which goes into the cache at once, and
 * `dialog` asks: reapply my changes on the newer version, or discard them. `save` resolves
 * undefined on a conflict (the dialog took over) and rejects on any other error.
 */
export function useVersionedSave<T extends Versioned, B extends object>(
  options: VersionedSaveOptions<T, B>,
): { save: (body: B, version?: number) => Promise<T | undefined>; dialog: ReactNode } {
  const { record, send, writeCurrent, labels, currentOf, format, onReapplied, onDiscarded } =
    options;
  const [conflict, setConflict] = useState<{ body: B; current: T } | null>(null);
  const recordVersion = record?.version;
  const rowsOf = useCallback(
    (body: B, current: T): ConflictRow[] => {
      const show = (field: string, value: unknown) => format?.(field, value) ?? readable(value);
      return (
        Object.entries(body)
          .filter(([field, value]) => !hidden.has(field) && value !== undefined)
          .map(([field, mine]) => ({
            field,
            label: labels?.[field] ?? field,
            mine: show(field, mine),
            current: show(
              field,
              currentOf ? currentOf(field, current) : (current as Record<string, unknown>)[field],
            ),
          }))
          // A form sends every field: only the ones that differ from the newer version matter.
          .filter((row) => row.mine !== row.current)
      );
    },
    [labels, currentOf, format],
  );

  const save = useCallback(
    async function save(body: B, version = recordVersion): Promise<T | undefined> {
      try {
        return await send({ ...body, version });
      } catch (error) {
        const current = versionConflictOf<T>(error);
        if (!current) throw error;
        writeCurrent(current);
        // The newer version already says what the person wanted (both ticked the same box):
        // nothing to decide, the save is done.
        if (rowsOf(body, current).length === 0) return current;
        setConflict({ body, current });
        return undefined;
      }
    },
    [recordVersion, send, writeCurrent, rowsOf],
  );

  let dialog: ReactNode = null;
  if (conflict) {
    const { body, current } = conflict;
    dialog = (
      <ConflictDialog
        rows={rowsOf(body, current)}
        onDiscard={() => {
          setConflict(null);
          onDiscarded?.(current);
        }}
        onReapply={() => {
          setConflict(null);
          // On top of the version the conflict brought; a newer conflict opens the dialog again.
          void save(body, current.version)
            .then((saved) => saved && onReapplied?.(saved))
            .catch(() => undefined);
        }}
      />
    );
  }
  return { save, dialog };
}
