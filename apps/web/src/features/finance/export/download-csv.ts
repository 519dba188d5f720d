import { http } from '../../../platform/http';

export const EXPORT_PATH = 'app/riqueza/entries/export.csv';

/** The query string of the entry-list filters, leaving out the empty ones. */
export function exportQuery(filters: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}

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
 * Downloads the entries CSV through the platform request helper, so the session (cookies or
 * bearer, XSRF, workspace header, refresh on 401) applies as on every other call.
 */
export async function downloadEntriesCsv(
  filters: Record<string, string | undefined>,
  today: string,
): Promise<string> {
  const text = await http.get<string | undefined>(`${EXPORT_PATH}${exportQuery(filters)}`);
  const fileName = exportFileName(today);
  saveText(text ?? '', fileName);
  return fileName;
}
