/**
 * Full-text search helpers shared by the modules that search in Portuguese (`orbita_pt`:
 * Portuguese stemmer over unaccented words, migration 0027).
 *
 * Excerpts: `ts_headline` wraps matches in HEADLINE_START/HEADLINE_STOP, control characters
 * no stored text keeps (strip them from the text first with `stripHeadlineMarkers` in SQL),
 * so escaping the headline and then turning them into <mark> is exact: the result is HTML
 * whose only tags are <mark>s.
 */
export const HEADLINE_START = '\u0002';
export const HEADLINE_STOP = '\u0003';

/** The `ts_headline` options string with our markers. */
export const headlineOptions = (rest: string) =>
  `StartSel=${HEADLINE_START}, StopSel=${HEADLINE_STOP}, ${rest}`;

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => escapes[c]!);

/** ts_headline's output → escaped HTML whose only tags are our <mark>s. */
export function highlightHtml(headline: string): string {
  return escapeHtml(headline)
    .replaceAll(HEADLINE_START, '<mark>')
    .replaceAll(HEADLINE_STOP, '</mark>');
}
