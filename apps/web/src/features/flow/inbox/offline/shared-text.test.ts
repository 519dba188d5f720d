import { describe, expect, it } from 'vitest';
import { sharedText } from './shared-text';

describe('sharedText (the share target GET params)', () => {
  it('joins title, text and link, each once', () => {
    expect(
      sharedText(new URLSearchParams('title=Artigo&text=Leia+isto&url=https%3A%2F%2Fexemplo.com')),
    ).toBe('Artigo Leia isto https://exemplo.com');
    // Apps often put the link inside the text, or send the title as the text.
    expect(sharedText(new URLSearchParams('title=Oi&text=Oi&url=https://a.b/c&text=x'))).toBe(
      'Oi https://a.b/c',
    );
    expect(sharedText(new URLSearchParams('text=Veja+https://a.b/c&url=https://a.b/c'))).toBe(
      'Veja https://a.b/c',
    );
  });

  it('is empty when nothing was shared, and bounded by the item size', () => {
    expect(sharedText(new URLSearchParams(''))).toBe('');
    expect(sharedText(new URLSearchParams(`text=${'a'.repeat(3000)}`))).toHaveLength(2000);
  });
});
