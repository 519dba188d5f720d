import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConflictDialog } from './conflict-dialog';

const rows = [
  { field: 'title', label: 'Título', current: 'Revisar textos e imagens', mine: 'Revisar (SEO)' },
];

/** A phone: every media query of a `down('sm')` kind matches. */
function phone() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ConflictDialog', () => {
  it('on a wide screen compares the fields in a table', () => {
    render(<ConflictDialog rows={rows} onReapply={vi.fn()} onDiscard={vi.fn()} />);
    const table = screen.getByRole('table', { name: 'Suas alterações e a versão atual' });
    expect(within(table).getByRole('rowheader', { name: 'Título' })).toBeTruthy();
  });

  it('on a phone reads each field top to bottom (no three squeezed columns)', () => {
    phone();
    render(<ConflictDialog rows={rows} onReapply={vi.fn()} onDiscard={vi.fn()} />);
    expect(screen.queryByRole('table')).toBeNull();
    const term = screen.getByRole('term');
    expect(term.textContent).toBe('Título');
    const [current, mine] = screen.getAllByRole('definition');
    expect(current!.textContent).toBe('Versão atual: Revisar textos e imagens');
    expect(mine!.textContent).toBe('Sua alteração: Revisar (SEO)');
  });
});
