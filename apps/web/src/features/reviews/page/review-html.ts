import type { ReviewThread } from '@orbita/contracts/reviews';
import DOMPurify from 'dompurify';
import { markSpans } from '../anchor/dom-anchors';
import { findQuote } from '../anchor/text-quote';

/**
 * The draft's HTML, sanitized once more here (the server sanitized it when saved and when
 * rendered; a reviewer's browser trusts neither alone), with each anchored conversation's
 * quote wrapped in `<mark data-comment>`. Returns which conversations found no place: their
 * words changed since ("Trecho alterado").
 */
export function reviewHtml(html: string, threads: readonly ReviewThread[]) {
  const clean = DOMPurify.sanitize(html, {
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
    ],
    FORBID_ATTR: ['style'],
  });
  const root = document.createElement('div');
  root.innerHTML = clean;
  const text = root.textContent ?? '';
  const spans = [];
  const unanchored: string[] = [];
  for (const t of threads) {
    if (!t.quote) continue;
    const span = findQuote(text, t);
    if (span) spans.push({ ...span, id: t.id });
    else unanchored.push(t.id);
  }
  markSpans(root, spans);
  return { html: root.innerHTML, unanchored: new Set(unanchored) };
}
