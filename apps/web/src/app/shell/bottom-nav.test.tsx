import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BottomNav } from './bottom-nav';

function renderAt(path: string) {
  const onMenu = vi.fn();
  render(
    <MemoryRouter initialEntries={[path]}>
      <BottomNav onMenu={onMenu} />
    </MemoryRouter>,
  );
  return { onMenu, nav: screen.getByRole('navigation', { name: 'Navegação principal' }) };
}

describe('bottom navigation on phones (issue 25)', () => {
  it('links the main areas in order and marks the current one', () => {
    const { nav } = renderAt('/flow/workplace');
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Início', '/me/home'],
      ['Workplace', '/flow/workplace'],
      ['Coletar', '/flow/coleta-ideias'],
      ['Finanças', '/riqueza/administracao'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Workplace' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current');
  });

  it('"Menu" opens the side drawer', () => {
    const { nav, onMenu } = renderAt('/me/home');
    fireEvent.click(within(nav).getByRole('button', { name: 'Menu' }));
    expect(onMenu).toHaveBeenCalledTimes(1);
  });

  it('marks nothing on a screen outside the main areas', () => {
    const { nav } = renderAt('/pessoa/pessoas');
    expect(nav.querySelector('[aria-current="page"]')).toBeNull();
  });
});
