import type { TextSpan } from './text-quote';

/** The text nodes under `root`, in document order (what `root.textContent` concatenates). */
function textNodes(root: Node): Text[] {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  return nodes;
}

function offsetOf(root: Node, container: Node, offset: number): number | null {
  let total = 0;
  for (const node of textNodes(root)) {
    if (node === container) return total + offset;
    total += node.data.length;
  }
  // A boundary on an element (a triple click selects whole paragraphs): count the text
  // of the children before `offset`.
  if (!root.contains(container)) return null;
  const probe = root.ownerDocument!.createRange();
  probe.setStart(root, 0);
  probe.setEnd(container, offset);
  return probe.toString().length;
}

/** Where a selection sits in `root`'s text, or null when it leaves `root` or is empty. */
export function spanOfRange(root: Node, range: Range): TextSpan | null {
  if (!root.contains(range.commonAncestorContainer)) return null;
  const start = offsetOf(root, range.startContainer, range.startOffset);
  const end = offsetOf(root, range.endContainer, range.endOffset);
  if (start === null || end === null || end <= start) return null;
  return { start, end };
}

/**
 * Wraps each span's text in `<mark data-comment="id">` — across paragraphs and inline tags
 * too, one mark per text node it crosses. Only text nodes are split and only elements we
 * create are added, so the sanitized markup stays what it was.
 */
export function markSpans(root: Node, spans: readonly (TextSpan & { id: string })[]): void {
  const doc = root.ownerDocument!;
  // Later spans first: wrapping splits text nodes, and earlier offsets stay valid that way.
  for (const span of [...spans].sort((a, b) => b.start - a.start)) {
    let total = 0;
    for (const node of textNodes(root)) {
      const from = Math.max(span.start - total, 0);
      const to = Math.min(span.end - total, node.data.length);
      total += node.data.length;
      if (from >= to) continue;
      let piece = node;
      if (from > 0) piece = piece.splitText(from);
      if (to - from < piece.data.length) piece.splitText(to - from);
      const mark = doc.createElement('mark');
      mark.dataset.comment = span.id;
      piece.replaceWith(mark);
      mark.append(piece);
    }
  }
}
