/**
 * What a node's colour, icon and link may hold. The document is written by any client, so
 * these are checked on every read and write, not only in the editor's pickers.
 */

/** The editor's palette (readable on the light canvas, distinct for colour-blind people). */
export const NODE_COLORS: readonly string[] = [
  '#194DAF',
  '#0F766E',
  '#15803D',
  '#A16207',
  '#C2410C',
  '#B91C1C',
  '#BE185D',
  '#7E22CE',
  '#475569',
];

/** Icons are emoji: they render everywhere with no icon font and survive every export format. */
export const NODE_ICONS: readonly string[] = [
  '⭐',
  '✅',
  '⚠️',
  '❓',
  '💡',
  '🔥',
  '📌',
  '🎯',
  '📅',
  '💰',
  '👤',
  '🚀',
  '📚',
  '🐞',
];

export function isSafeNodeColor(value: string): boolean {
  return /^#[0-9a-fA-F]{6}$/.test(value);
}

export function isSafeNodeIcon(value: string): boolean {
  return NODE_ICONS.includes(value);
}

const LINK_MAX = 2000;

/**
 * A link a node may open: http(s) or mailto only (never `javascript:` or `data:`), normalized;
 * "www.exemplo.com.br" gains https://. Anything else is null.
 */
export function safeLink(raw: string): string | null {
  const trimmed = raw.trim();
  if (trimmed === '' || trimmed.length > LINK_MAX) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:') return url.href;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
  return url.href.length > LINK_MAX ? null : url.href;
}
