import type { EndpointQuery } from '@orbita/contracts';
import { financeEndpoints as finance } from '@orbita/contracts/finance';
import { callApi } from '../../../platform/http';
import { withoutEmpty } from '../api/without-empty';

/** `lancamentos-2026-03-15.csv`: the day of the export, so several downloads sort by date. */
export function exportFileName(today: string): string {
  return `lancamentos-${today}.csv`;
}

/**
 * Hands `text` to the browser as a file download. The BOM makes spreadsheet programs
 * (Excel in pt-BR above all) read the accents as UTF-8; fetch's text() dropped the server's.
 */
export function saveText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const body = text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
  const url = URL.createObjectURL(new Blob([body], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads the entries CSV through the typed API client, so the session (cookies or bearer,
 * XSRF, workspace header, refresh on 401) applies as on every other call. The export button
 * hands over the entry list's `EntryFilters` as plain strings, hence the one assertion here.
 */
export async function downloadEntriesCsv(
  filters: Record<string, string | undefined>,
  today: string,
): Promise<string> {
  const query = withoutEmpty(filters) as EndpointQuery<typeof finance.exportEntries>;
  // An empty export answers no body at all (the request helper reads it as undefined).
  const text: string | undefined = await callApi(finance.exportEntries, { query });
  const fileName = exportFileName(today);
  saveText(text ?? '', fileName);
  return fileName;
}
