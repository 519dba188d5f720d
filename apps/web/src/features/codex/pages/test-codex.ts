/** Records of the codex screens' tests (imported by `*.test.tsx` only). */
import type {
  Codex,
  CodexDetail,
  CodexEntry,
  CodexEntrySummary,
  CodexSearchHit,
} from '@orbita/contracts/codex';

export const base = '/api/app/codex';
export const at = '2026-11-20T12:00:00.000Z';
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const codexId = uuid(1);

export function codexOf(n: number, name: string, extra: Partial<Codex> = {}): Codex {
  return {
    id: uuid(n),
    name,
    description: '',
    icon: null,
    entryCount: 0,
    version: 1,
    createdAt: at,
    updatedAt: at,
    ...extra,
  };
}

export function summaryOf(
  n: number,
  title: string,
  parentId: string | null,
  position: string,
): CodexEntrySummary {
  return { id: uuid(n), codexId, parentId, position, title, version: 1, updatedAt: at };
}

export function entryOf(summary: CodexEntrySummary, extra: Partial<CodexEntry> = {}): CodexEntry {
  return {
    ...summary,
    body: {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: `Texto de ${summary.title}` }] },
      ],
    },
    createdAt: at,
    createdBy: null,
    updatedBy: null,
    links: [],
    backlinks: [],
    ...extra,
  };
}

export function detailOf(entries: CodexEntrySummary[], extra: Partial<Codex> = {}): CodexDetail {
  return { ...codexOf(1, 'Manual da equipe', { entryCount: entries.length, ...extra }), entries };
}

export function hitOf(
  entry: CodexEntrySummary,
  excerpt: string,
  codexName = 'Manual da equipe',
): CodexSearchHit {
  return {
    entryId: entry.id,
    codexId: entry.codexId,
    codexName,
    title: entry.title,
    excerpt,
    rank: 1,
  };
}
