import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dateFieldGroup, findDateField, typeDate } from '../../../test/date-field';
import { InlineCell } from './inline-cell';
import { tableColumns } from './table-columns';

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

  it('edits a due date as dd/mm/aaaa hh:mm and saves the wall clock on Enter', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(
      <InlineCell
        label="Prazo"
        display="—"
        value=""
        editor={{ kind: 'datetime' }}
        onSave={onSave}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Prazo: editar' }));
    expect(await findDateField('Prazo')).toHaveTextContent('dd/mm/aaaa hh:mm');
    await typeDate(user, 'Prazo', '31/12/2026 18:00');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('2026-12-31T18:00', undefined));
  });

  it('keeps the date-time editor open while its calendar is used, and Escape gives up', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(
      <InlineCell
        label="Prazo"
        display="—"
        value="2026-12-30T09:00"
        editor={{ kind: 'datetime' }}
        onSave={onSave}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Prazo: editar' }));
    await user.click(await screen.findByRole('button', { name: /Escolha uma data/ }));
    await user.click(await screen.findByRole('gridcell', { name: '31' }));
    expect(dateFieldGroup('Prazo')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(dateFieldGroup('Prazo').querySelector('[role="spinbutton"]')!);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Prazo' })).toBeNull());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a numeric cell reads pt-BR: "0,5" is saved as 0.5, shown back as "0,5"', async () => {
    const user = userEvent.setup();
    const list = {
      fields: [{ key: 'esforco', label: 'Esforço' }],
      formulas: [],
    } as unknown as Parameters<typeof tableColumns>[0];
    const column = tableColumns(list).find((c) => c.id === 'field:esforco')!;
    const bodies: unknown[] = [];
    const onSave = vi.fn(async (raw: string) => bodies.push(column.edit!.body(raw)));
    render(
      <InlineCell
        label="Esforço"
        display="—"
        value=""
        editor={column.edit!.editor({} as never)}
        onSave={onSave}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Esforço: editar' }));
    const input = screen.getByRole('textbox', { name: 'Esforço' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await user.type(input, '0,5{Enter}');
    await waitFor(() => expect(bodies).toEqual([{ fieldValues: { esforco: 0.5 } }]));
    expect(column.edit!.value({ fieldValues: { esforco: 0.5 } } as never)).toBe('0,5');
    expect(column.edit!.body('1.234,5')).toEqual({ fieldValues: { esforco: 1234.5 } });
    expect(column.edit!.body('')).toEqual({ fieldValues: { esforco: null } });
  });

  it('a numeric cell refuses "1,2,3" in the field, and the message goes as soon as the text is a number', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(
      <InlineCell
        label="Esforço"
        display="—"
        value=""
        editor={{ kind: 'number' }}
        onSave={onSave}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Esforço: editar' }));
    const input = screen.getByRole('textbox', { name: 'Esforço' });
    await user.type(input, '1,2,3{Enter}');
    expect(await screen.findByText('Informe um número.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    await user.type(input, '{Backspace}{Backspace}');
    expect(screen.queryByText('Informe um número.')).toBeNull();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('1,2', undefined));
  });
});
