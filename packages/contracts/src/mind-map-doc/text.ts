import type * as Y from 'yjs';

/** Cuts at a code point, never inside a surrogate pair. */
export function clampText(value: string, max: number): string {
  if (value.length <= max) return value;
  return Array.from(value.slice(0, max + 1))
    .join('')
    .slice(0, max)
    .replace(/[\uD800-\uDBFF]$/, '');
}

/**
 * Writes `next` into a Y.Text as the smallest replacement (common prefix and suffix kept), so a
 * person's edit and another's concurrent edit of the same node both survive the merge.
 */
export function setYText(text: Y.Text, next: string): void {
  const current = text.toString();
  if (current === next) return;
  let start = 0;
  const shortest = Math.min(current.length, next.length);
  while (start < shortest && current[start] === next[start]) start++;
  let endCurrent = current.length;
  let endNext = next.length;
  while (endCurrent > start && endNext > start && current[endCurrent - 1] === next[endNext - 1]) {
    endCurrent--;
    endNext--;
  }
  if (endCurrent > start) text.delete(start, endCurrent - start);
  if (endNext > start) text.insert(start, next.slice(start, endNext));
}
