import {
  MIND_MAP_IMPORT_MAX,
  mindMapMessages,
  type MindMapImportFormat,
} from '@orbita/contracts/mind-maps';

/** The formats the import offers, as a person knows them. */
export const importFormatLabels: Record<MindMapImportFormat, string> = {
  json: 'JSON (Orbita)',
  opml: 'OPML',
  markdown: 'Markdown (lista)',
  freemind: 'FreeMind (.mm)',
};

/** File types the picker offers. */
export const importAccept = '.json,.opml,.xml,.md,.markdown,.txt,.mm';

/** The format a file's name suggests (the person may still choose another). */
export function formatOfFile(name: string): MindMapImportFormat | null {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  if (ext === 'json') return 'json';
  if (ext === 'opml' || ext === 'xml') return 'opml';
  if (ext === 'md' || ext === 'markdown' || ext === 'txt') return 'markdown';
  if (ext === 'mm') return 'freemind';
  return null;
}

/**
 * What the browser can refuse before sending: no file, an empty one, or one over the limit.
 * Bytes are a bound on characters (UTF-8), so a file ≤ the limit in bytes always fits; a
 * larger one is read and measured in characters, as the server does.
 */
export function fileProblem(file: File | null, text?: string): string | null {
  if (!file) return 'Escolha um arquivo.';
  if (file.size === 0 || text === '') return mindMapMessages.importEmpty;
  if (text !== undefined ? text.length > MIND_MAP_IMPORT_MAX : file.size > 4 * MIND_MAP_IMPORT_MAX)
    return mindMapMessages.importTooLarge;
  return null;
}
