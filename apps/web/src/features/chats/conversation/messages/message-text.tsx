import { Link } from '@mui/material';
import type { ReactNode } from 'react';

// http(s) only: a "javascript:" or "data:" text stays text.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
// Punctuation that ends a sentence is not part of the link ("veja https://x.com.").
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** Splits text into strings and http(s) links (React escapes the strings: text stays text). */
export function linkify(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0];
    const url = raw.replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <Link key={start} href={url} target="_blank" rel="noopener noreferrer">
        {url}
      </Link>,
    );
    last = start + url.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** A message's text: line breaks kept, long words wrapped, http(s) links clickable. */
export function MessageText({ text }: { text: string }) {
  if (!text) return null;
  return (
    <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', wordBreak: 'break-word' }}>
      {linkify(text)}
    </span>
  );
}
