import { IMPORT_FILE_MAX } from '@orbita/contracts/finance';

/** Formats the importer reads. */
export type StatementFormat = 'ofx' | 'csv';

/** The statement format from a file name; null when it is neither. */
export function formatOf(fileName: string): StatementFormat | null {
  const ext = fileName.toLowerCase().split('.').pop();
  return ext === 'ofx' || ext === 'csv' ? ext : null;
}

export const FILE_TOO_LARGE = 'O arquivo é grande demais (máximo de 5 MB).';

/**
 * The file's bytes as base64, untouched: the server decides the encoding (banks declare
 * `CHARSET:1252` over UTF-8 bytes, and the reverse), so the browser must not decode it.
 */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode under the engine's argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Reads a picked file for the import (see bytesToBase64); refuses files over the cap. */
export async function readStatementFile(file: Blob): Promise<string> {
  if (file.size > IMPORT_FILE_MAX) throw new Error(FILE_TOO_LARGE);
  return bytesToBase64(new Uint8Array(await file.arrayBuffer()));
}
