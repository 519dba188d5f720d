import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NodeMenu } from './touch-menu';

const menu = { nodeId: 'n1', at: { x: 50, y: 60 } };

describe('NodeMenu', () => {
  it('offers every action on a node and hands the chosen one over', () => {
    const onAction = vi.fn();
    const onClose = vi.fn();
    render(
      <NodeMenu
        menu={menu}
        isRoot={false}
        readOnly={false}
        onAction={onAction}
        onClose={onClose}
      />,
    );
    const items = screen.getAllByRole('menuitem').map((i) => i.textContent);
    expect(items).toEqual([
      'Adicionar filho',
      'Adicionar irmão',
      'Editar',
      'Excluir',
      'Converter em tarefas',
      'Detalhes',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Converter em tarefas' }));
    expect(onAction).toHaveBeenCalledWith('convert', 'n1');
    expect(onClose).toHaveBeenCalled();
  });

  it('has no sibling or delete on the root, and only details for an Observador', () => {
    const { rerender } = render(
      <NodeMenu menu={menu} isRoot readOnly={false} onAction={() => {}} onClose={() => {}} />,
    );
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Adicionar filho',
      'Editar',
      'Converter em tarefas',
      'Detalhes',
    ]);
    rerender(
      <NodeMenu menu={menu} isRoot={false} readOnly onAction={() => {}} onClose={() => {}} />,
    );
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Detalhes']);
  });
});
