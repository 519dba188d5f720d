/**
 * Hands `text` to the browser as a file download (the export). A CSV gets a BOM so
 * spreadsheet programs (Excel in pt-BR above all) read the accents as UTF-8.
 */
export function saveText(text: string, fileName: string, type: string): void {
  const body = type.startsWith('text/csv') && !text.startsWith('\uFEFF') ? `\uFEFF${text}` : text;
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

/** The import format of a file: by its extension, else by its first line (BEGIN:VCARD). */
export function formatOfFile(name: string, text: string): 'csv' | 'vcard' {
  if (/\.(vcf|vcard)$/i.test(name)) return 'vcard';
  if (/\.csv$/i.test(name)) return 'csv';
  return /^\uFEFF?\s*BEGIN:VCARD/i.test(text) ? 'vcard' : 'csv';
}
