import { Box } from '@mui/material';
import { Fragment, type ReactNode } from 'react';

const MARK = /<mark>([\s\S]*?)<\/mark>/g;

/** The parts of a server excerpt: plain text and the stretches inside `<mark>…</mark>`. */
export function excerptParts(excerpt: string): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let last = 0;
  for (const match of excerpt.matchAll(MARK)) {
    if (match.index > last) parts.push({ text: excerpt.slice(last, match.index), marked: false });
    parts.push({ text: match[1] ?? '', marked: true });
    last = match.index + match[0].length;
  }
  if (last < excerpt.length) parts.push({ text: excerpt.slice(last), marked: false });
  return parts.filter((p) => p.text !== '');
}

/**
 * A search excerpt with its highlights. The server sends text with `<mark>` tags only (its
 * other characters HTML-escaped); this never hands it to the DOM as HTML: it splits on the
 * mark tags and renders each piece as React text (so anything else, even a `<script>` the
 * escaping missed, shows as letters), unescaping the few entities the server writes.
 */
export function MarkedExcerpt({ excerpt }: { excerpt: string }): ReactNode {
  return (
    <>
      {excerptParts(excerpt).map((part, i) =>
        part.marked ? (
          <Box
            key={i}
            component="mark"
            sx={{ bgcolor: 'warning.light', color: 'inherit', borderRadius: 0.5, px: 0.25 }}
          >
            {unescapeText(part.text)}
          </Box>
        ) : (
          <Fragment key={i}>{unescapeText(part.text)}</Fragment>
        ),
      )}
    </>
  );
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/** The server's HTML escapes back to characters (shown as text, so no longer dangerous). */
export function unescapeText(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e] ?? e);
}
