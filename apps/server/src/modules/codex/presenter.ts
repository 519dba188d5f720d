import type {
  Codex,
  CodexDetail,
  CodexEntry,
  CodexEntrySummary,
  CodexPage,
  CodexRevision,
  CodexRevisionSummary,
} from '@orbita/contracts/codex';
import type { CodexBodyNode } from '@orbita/contracts/codex';
import type { CodexWithCount, EntrySummaryRow, EntryView, RevisionSummaryRow } from './service';

/** Rows → the API's shapes (contracts/codex): only presented fields, dates as ISO strings. */
export function presentCodex(row: CodexWithCount): Codex {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    icon: row.icon,
    entryCount: row.entryCount,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentCodexPage(page: {
  rows: CodexWithCount[];
  nextCursor: string | null;
}): CodexPage {
  return { items: page.rows.map(presentCodex), nextCursor: page.nextCursor };
}

export function presentEntrySummary(row: EntrySummaryRow): CodexEntrySummary {
  return {
    id: row.id,
    codexId: row.codexId,
    parentId: row.parentId,
    position: row.position,
    title: row.title,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentCodexDetail(
  row: CodexWithCount & { entries: EntrySummaryRow[] },
): CodexDetail {
  return { ...presentCodex(row), entries: row.entries.map(presentEntrySummary) };
}

export function presentEntry(row: EntryView): CodexEntry {
  return {
    ...presentEntrySummary(row),
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    links: row.links,
    backlinks: row.backlinks,
  };
}

export function presentRevisionSummary(row: RevisionSummaryRow): CodexRevisionSummary {
  return {
    id: row.id,
    entryId: row.entryId,
    number: row.number,
    title: row.title,
    size: row.size,
    createdBy: row.createdBy,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentRevision(row: RevisionSummaryRow & { body: CodexBodyNode }): CodexRevision {
  return { ...presentRevisionSummary(row), body: row.body };
}
