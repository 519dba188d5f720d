/**
 * Comments anchored to text the W3C way (TextQuoteSelector): the quoted words plus ~32
 * characters of context on each side. Offsets would break with the first edit above the
 * quote; a quote with its context is found again after edits around it, and when the
 * words themselves changed the comment is listed as "Trecho alterado" instead of pointing
 * at the wrong place.
 */
export interface TextQuote {
  quote: string;
  prefix: string;
  suffix: string;
}

export interface TextSpan {
  start: number;
  end: number;
}

export const CONTEXT_CHARS = 32;

/** The selector of `text[start, end)`. */
export function quoteAt(text: string, span: TextSpan, context = CONTEXT_CHARS): TextQuote {
  return {
    quote: text.slice(span.start, span.end),
    prefix: text.slice(Math.max(0, span.start - context), span.start),
    suffix: text.slice(span.end, span.end + context),
  };
}

/** How many characters of `a`'s end equal `b`'s end. */
function commonSuffix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return n;
}

function commonPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * Where the quote is in `text` now: among its exact occurrences, the one whose
 * surroundings match the stored prefix and suffix best (the same sentence twice in a text
 * is told apart by its context). `null` when the quoted words are gone.
 */
export function findQuote(text: string, selector: TextQuote): TextSpan | null {
  const { quote, prefix, suffix } = selector;
  if (!quote) return null;
  let best: TextSpan | null = null;
  let bestScore = -1;
  for (let at = text.indexOf(quote); at !== -1; at = text.indexOf(quote, at + 1)) {
    const end = at + quote.length;
    const score =
      commonSuffix(text.slice(Math.max(0, at - prefix.length), at), prefix) +
      commonPrefix(text.slice(end, end + suffix.length), suffix);
    if (score > bestScore) {
      best = { start: at, end };
      bestScore = score;
    }
  }
  return best;
}
