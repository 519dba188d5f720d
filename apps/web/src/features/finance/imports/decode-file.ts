/** Formats the importer reads. */
export type StatementFormat = 'ofx' | 'csv';

/** The statement format from a file name; null when it is neither. */
export function formatOf(fileName: string): StatementFormat | null {
  const ext = fileName.toLowerCase().split('.').pop();
  return ext === 'ofx' || ext === 'csv' ? ext : null;
}

/** The encoding an OFX 1.x (SGML) header declares: `CHARSET:1252`, `ENCODING:UTF-8`, or the XML prolog. */
function declaredEncoding(head: string): 'utf-8' | 'windows-1252' | null {
  if (/ENCODING\s*:\s*UTF-?8|encoding=["']utf-?8["']/i.test(head)) return 'utf-8';
  if (/CHARSET\s*:\s*(1252|8859|ISO-?8859-1|latin)/i.test(head)) return 'windows-1252';
  return null;
}

/**
 * The text of a bank statement. Brazilian banks often export OFX and CSV in Latin-1
 * (windows-1252) while saying "ENCODING:USASCII": a strict UTF-8 decode that fails means
 * the file is not UTF-8, and windows-1252 (a superset of Latin-1) reads it correctly.
 */
export function decodeStatement(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const head = new TextDecoder('windows-1252').decode(view.subarray(0, 512));
  const declared = declaredEncoding(head);
  if (declared === 'windows-1252') return new TextDecoder('windows-1252').decode(view);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(view);
  } catch {
    return new TextDecoder('windows-1252').decode(view);
  }
}

/** Reads a picked file as statement text (see decodeStatement). */
export async function readStatementFile(file: Blob): Promise<string> {
  return decodeStatement(await file.arrayBuffer());
}
