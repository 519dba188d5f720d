import { describe, expect, it } from 'vitest';
import { caretRenderers } from './caret';
import { peopleOf, presenceColor } from './presence';

describe('peopleOf', () => {
  it('lists the others once per person, skipping my tabs and malformed states', () => {
    const states = new Map<number, unknown>([
      [1, { user: { id: 'me', name: 'Eu', color: '#000000' } }],
      [2, { user: { id: 'me', name: 'Eu', color: '#000000' } }],
      [3, { user: { id: 'b', name: 'Bruna Lima', color: '#123456' }, viewOnly: true }],
      [4, { user: { id: 'a', name: ' Ana ', color: 'red;background:url(x)' } }],
      [5, { user: { id: 'b', name: 'Bruna Lima', color: '#123456' } }],
      [6, { user: { name: 'sem id' } }],
      [7, null],
      [8, 'texto'],
    ]);
    expect(peopleOf(states, 1, 'me')).toEqual([
      { id: 'a', name: 'Ana', color: presenceColor('a'), viewOnly: false },
      { id: 'b', name: 'Bruna Lima', color: '#123456', viewOnly: false },
    ]);
  });
});

const { renderCaret, renderSelection } = caretRenderers('pub');

describe('renderCaret', () => {
  it('shows the first name as text in a safe colour, never markup', () => {
    const caret = renderCaret({
      id: 'x',
      name: '<img src=x onerror=alert(1)> Zé',
      color: 'red;background:url(javascript:alert(1))',
    });
    expect(caret.querySelector('img')).toBeNull();
    expect(caret.textContent).toBe('<img');
    expect(caret.style.borderColor).toBe(hexToRgb(presenceColor('x')));
    expect(caret.getAttribute('style')).not.toMatch(/url|javascript/);
    const named = renderCaret({ id: 'y', name: 'Ana Souza', color: '#00897B' });
    expect(named.textContent).toBe('Ana');
    expect(named.querySelector('.pub-caret__label')?.getAttribute('title')).toBe('Ana Souza');
    expect(renderSelection({ id: 'y', name: 'Ana', color: '#00897B' }).style).toBe(
      'background-color: #00897B33',
    );
    expect(renderSelection({ name: 'sem id' })).toEqual({});
  });
});

function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
