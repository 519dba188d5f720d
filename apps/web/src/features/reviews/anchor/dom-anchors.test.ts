import { describe, expect, it } from 'vitest';
import { markSpans, spanOfRange } from './dom-anchors';

function root(html: string) {
  const div = document.createElement('div');
  div.innerHTML = html;
  document.body.append(div);
  return div;
}

describe('DOM anchors', () => {
  it('reads a selection across tags as offsets in the text', () => {
    const el = root('<p>Um <strong>dois</strong> três</p><p>quatro</p>');
    const range = document.createRange();
    range.setStart(el.querySelector('strong')!.firstChild!, 1);
    range.setEnd(el.querySelectorAll('p')[1]!.firstChild!, 3);
    const span = spanOfRange(el, range)!;
    expect(el.textContent!.slice(span.start, span.end)).toBe('ois trêsqua');
    const outside = document.createRange();
    outside.selectNodeContents(document.body);
    expect(spanOfRange(el, outside)).toBeNull();
  });

  it('marks spans across inline tags and paragraphs, keeping the markup and the text', () => {
    const el = root('<p>Um <em>dois</em> três</p><p>quatro cinco</p>');
    const text = el.textContent!;
    markSpans(el, [
      { id: 'a', start: text.indexOf('ois'), end: text.indexOf('qua') + 3 },
      { id: 'b', start: text.indexOf('cinco'), end: text.length },
    ]);
    expect(el.textContent).toBe(text);
    expect(el.querySelector('em')!.innerHTML).toBe('d<mark data-comment="a">ois</mark>');
    const a = [...el.querySelectorAll('mark[data-comment="a"]')].map((m) => m.textContent);
    expect(a).toEqual(['ois', ' três', 'qua']);
    expect(el.querySelector('mark[data-comment="b"]')!.textContent).toBe('cinco');
  });
});
