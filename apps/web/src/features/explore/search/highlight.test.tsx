import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { highlightNodes } from './highlight';

it('marks the found words and shows the escaped author text as text', () => {
  const { container } = render(
    <p>
      {highlightNodes(
        'Uma <mark>publicação</mark> com &lt;img src=x onerror=alert(1)&gt; &amp; <mark>mais</mark>&#39;',
      )}
    </p>,
  );
  expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
    'publicação',
    'mais',
  ]);
  expect(container.querySelector('img')).toBeNull();
  expect(container.textContent).toBe("Uma publicação com <img src=x onerror=alert(1)> & mais'");
});

it('keeps markup the server failed to escape inert', () => {
  const { container } = render(<p>{highlightNodes('<b onclick=x>oi</b> <mark>a</mark>')}</p>);
  expect(container.querySelector('b')).toBeNull();
  expect(container.textContent).toBe('<b onclick=x>oi</b> a');
});
