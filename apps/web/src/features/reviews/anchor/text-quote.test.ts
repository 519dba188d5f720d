import { describe, expect, it } from 'vitest';
import { findQuote, quoteAt } from './text-quote';

const text =
  'O sol nasce cedo no sertão. A chuva chega tarde. O sol nasce cedo no litoral também, e a maré sobe.';

describe('text quote anchors', () => {
  it('keeps up to 32 characters of context on each side', () => {
    const start = text.indexOf('A chuva');
    const q = quoteAt(text, { start, end: start + 'A chuva chega tarde.'.length });
    expect(q.quote).toBe('A chuva chega tarde.');
    expect(q.prefix).toBe(text.slice(0, start));
    expect(quoteAt(text, { start: 60, end: 70 }).prefix).toBe(text.slice(28, 60));
    expect(q.suffix).toHaveLength(32);
    expect(quoteAt('abc', { start: 0, end: 1 })).toEqual({ quote: 'a', prefix: '', suffix: 'bc' });
  });

  it('tells a repeated sentence apart by its context', () => {
    const second = text.lastIndexOf('O sol nasce cedo');
    const span = { start: second, end: second + 'O sol nasce cedo'.length };
    const q = quoteAt(text, span);
    expect(findQuote(text, q)).toEqual(span);
    const first = { start: 0, end: 'O sol nasce cedo'.length };
    expect(findQuote(text, quoteAt(text, first))).toEqual(first);
  });

  it('finds the quote again after edits around it', () => {
    const second = text.lastIndexOf('O sol nasce cedo');
    const q = quoteAt(text, { start: second, end: second + 'O sol nasce cedo no litoral'.length });
    const edited = 'Novo começo. ' + text.replace('A chuva chega tarde.', 'Chove pouco.');
    const found = findQuote(edited, q);
    expect(found && edited.slice(found.start, found.end)).toBe('O sol nasce cedo no litoral');
  });

  it('answers null when the quoted words changed', () => {
    const start = text.indexOf('A chuva');
    const q = quoteAt(text, { start, end: start + 'A chuva chega tarde'.length });
    expect(findQuote(text.replace('A chuva chega tarde', 'A chuva vem cedo'), q)).toBeNull();
    expect(findQuote(text, { quote: '', prefix: '', suffix: '' })).toBeNull();
  });
});
