import type { ReactNode } from 'react';

const MARKS = /(<mark>|<\/mark>)/;
const ENTITY = /&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+);/gi;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** The escaped text between the marks back to the characters the author wrote. */
function unescapeText(text: string): string {
  return text.replace(ENTITY, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower in NAMED) return NAMED[lower]!;
    const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1));
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * A search hit's `highlight` (HTML escaped by the server except `<mark>…</mark>` around the
 * words found) as React nodes: the mark ranges become `<mark>` elements we build and the
 * rest is text, so even a server slip in the escaping cannot turn the author's words into
 * markup here — never `dangerouslySetInnerHTML`.
 */
export function highlightNodes(highlight: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let open = false;
  highlight.split(MARKS).forEach((part, i) => {
    if (part === '<mark>') open = true;
    else if (part === '</mark>') open = false;
    else if (part) {
      const text = unescapeText(part);
      nodes.push(open ? <mark key={i}>{text}</mark> : text);
    }
  });
  return nodes;
}
