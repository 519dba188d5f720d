import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InlineCell } from './inline-cell';

describe('InlineCell (table inline edit)', () => {
  it('opens on Enter, saves the typed title on Enter (with the version it was opened on) and closes', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const cellAt = (version: number) => (
      <InlineCell
        label="Título"
        display="Comprar pão"
        value="Comprar pão"
        editor={{ kind: 'text' }}
        version={version}
        onSave={onSave}
      />
    );
    const { rerender } = render(cellAt(3));
    const cell = screen.getByRole('button', { name: 'Título: editar' });
    fireEvent.keyDown(cell, { key: 'Enter' });
    const input = screen.getByRole('textbox', { name: 'Título' });
    fireEvent.change(input, { target: { value: 'Comprar café' } });
    // Someone else's edit arrives while typing: the save still names the version edited.
    rerender(cellAt(4));
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('Comprar café', 3));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Título' })).toBeNull());
  });

  it('gives up on Escape without saving', () => {
    const onSave = vi.fn();
    render(
      <InlineCell
        label="Título"
        display="Comprar pão"
        value="Comprar pão"
        editor={{ kind: 'text' }}
        onSave={onSave}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Título: editar' }));
    const input = screen.getByRole('textbox', { name: 'Título' });
    fireEvent.change(input, { target: { value: 'Outra coisa' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Título: editar' })).toBeTruthy();
  });

  it('keeps the editor open with the server message when saving fails', async () => {
    const onSave = vi
      .fn()
      .mockRejectedValue(new Error('Não é possível mudar de "A fazer" para "Arquivado".'));
    render(
      <InlineCell
        label="Status"
        display="A fazer"
        value="todo"
        editor={{
          kind: 'select',
          options: [
            { value: 'todo', label: 'A fazer' },
            { value: 'doing', label: 'Fazendo' },
          ],
        }}
        onSave={onSave}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Status: editar' }));
    const select = screen.getByRole('combobox', { name: 'Status' });
    fireEvent.change(select, { target: { value: 'doing' } });
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(
      await screen.findByText('Não é possível mudar de "A fazer" para "Arquivado".'),
    ).toBeTruthy();
    expect(onSave).toHaveBeenCalledWith('doing', undefined);
  });

  it('does not save when nothing changed', () => {
    const onSave = vi.fn();
    render(
      <InlineCell
        label="Tamanho"
        display="M"
        value="M"
        editor={{ kind: 'text' }}
        onSave={onSave}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tamanho: editar' }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Tamanho' }), { key: 'Enter' });
    expect(onSave).not.toHaveBeenCalled();
  });
});
