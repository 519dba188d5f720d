import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { excerptParts, MarkedExcerpt } from './marked-excerpt';

describe('a search excerpt', () => {
  it('splits the server text on <mark> only', () => {
    expect(excerptParts('a <mark>ação</mark> e <mark>acao</mark>.')).toEqual([
      { text: 'a ', marked: false },
      { text: 'ação', marked: true },
      { text: ' e ', marked: false },
      { text: 'acao', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it('renders the marks as <mark> and everything else as text, even markup', () => {
    const { container } = render(
      <p>
        <MarkedExcerpt
          excerpt={
            '&lt;b&gt;x&lt;/b&gt; <script>alert(1)</script> <img src=x onerror=alert(1)> <mark>plano</mark> &amp; <mark>&lt;i&gt;</mark>'
          }
        />
      </p>,
    );
    const p = container.querySelector('p')!;
    expect(p.querySelectorAll('mark')).toHaveLength(2);
    expect([...p.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['plano', '<i>']);
    // Nothing but the marks became an element.
    expect(p.querySelectorAll('*:not(mark)')).toHaveLength(0);
    expect(p.textContent).toBe(
      '<b>x</b> <script>alert(1)</script> <img src=x onerror=alert(1)> plano & <i>',
    );
  });
});
