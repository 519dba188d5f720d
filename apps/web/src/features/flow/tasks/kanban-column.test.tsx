import { DndContext } from '@dnd-kit/core';
import { parseFormula, type Task } from '@orbita/contracts/flow';
import type { Role } from '@orbita/contracts/workspaces';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { APP_STATE_KEY } from '../../../platform/session/app-state';
import { KanbanColumn } from './kanban-column';

function task(n: number, over: Partial<Task> = {}): Task {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    workspaceId: 'w',
    listId: 'l',
    code: `TAR-${String(n).padStart(4, '0')}`,
    number: n,
    title: `Tarefa ${n}`,
    description: '',
    status: 'todo',
    priority: 'normal',
    size: null,
    tags: [],
    dueAt: null,
    next: false,
    waiting: false,
    rank: String(n),
    assignees: [],
    checklist: { done: 0, total: 0 },
    commentCount: 0,
    fieldValues: { impacto: n },
    formulaValues: { score: n * 2 },
    createdBy: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    completedAt: null,
    version: 1,
    ...over,
  };
}

/** In a board, signed in with `role` in the workspace (what useCan reads). */
function inBoard(ui: ReactNode, role: Role = 'editor') {
  const client = new QueryClient();
  client.setQueryData(APP_STATE_KEY, { user: { id: 'u1' }, workspaceId: 'w', role });
  return render(
    <QueryClientProvider client={client}>
      <DndContext>{ui}</DndContext>
    </QueryClientProvider>,
  );
}

describe('KanbanColumn', () => {
  it('shows its status, the count (WIP), the formula totals and the cards in order', () => {
    const tasks = [
      task(1, { priority: 'critical', tags: ['casa'] }),
      task(2, { checklist: { done: 1, total: 3 } }),
    ];
    inBoard(
      <KanbanColumn
        status="doing"
        tasks={tasks}
        count={7}
        formulas={[{ key: 'score', label: 'Pontuação' }]}
        formulaTotals={[{ key: 'score', label: 'Pontuação', value: 1234.5 }]}
        onOpen={() => undefined}
      />,
    );
    const column = screen.getByRole('region', { name: 'Coluna Fazendo' });
    expect(within(column).getByRole('heading', { name: 'Fazendo' })).toBeTruthy();
    expect(within(column).getByTestId('count-doing').textContent).toBe('7');
    expect(within(column).getByText('Σ Pontuação: 1.234,5')).toBeTruthy();
    const cards = within(column).getAllByRole('button', { name: /^TAR-/ });
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'TAR-0001 Tarefa 1',
      'TAR-0002 Tarefa 2',
    ]);
    expect(within(cards[0]!).getByText('Crítica')).toBeTruthy();
    expect(within(cards[0]!).getByText('#casa')).toBeTruthy();
    expect(within(cards[1]!).getByText('1/3')).toBeTruthy();
    expect(within(cards[1]!).getByText('Pontuação: 4')).toBeTruthy();
  });

  it('opens a card with Enter or a click', () => {
    const onOpen = vi.fn();
    const t = task(3);
    inBoard(
      <KanbanColumn
        status="todo"
        tasks={[t]}
        count={1}
        formulas={[]}
        formulaTotals={[]}
        onOpen={onOpen}
      />,
    );
    const card = screen.getByRole('button', { name: 'TAR-0003 Tarefa 3' });
    fireEvent.keyDown(card, { key: 'Enter' });
    fireEvent.click(card);
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(onOpen).toHaveBeenCalledWith(t);
  });

  it('an Observador’s card opens but is not offered as draggable', () => {
    const onOpen = vi.fn();
    const column = () => (
      <KanbanColumn
        status="todo"
        tasks={[task(5)]}
        count={1}
        formulas={[]}
        formulaTotals={[]}
        onOpen={onOpen}
      />
    );
    const view = inBoard(column());
    const editable = screen.getByRole('button', { name: 'TAR-0005 Tarefa 5' });
    expect(editable).toHaveAttribute('aria-roledescription', 'tarefa arrastável');
    view.unmount();
    inBoard(column(), 'viewer');
    const card = screen.getByRole('button', { name: 'TAR-0005 Tarefa 5' });
    expect(card).toHaveAttribute('aria-roledescription', 'tarefa');
    expect(card).not.toHaveAttribute('aria-describedby');
    expect(card).not.toHaveAttribute('aria-disabled');
    fireEvent.keyDown(card, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('a card whose formula divides by a field at 0 says why its result is empty', () => {
    const node = parseFormula('impacto / esforco', ['impacto', 'esforco']);
    inBoard(
      <KanbanColumn
        status="todo"
        tasks={[task(6, { fieldValues: { impacto: 6, esforco: 0 }, formulaValues: { ice: null } })]}
        count={1}
        formulas={[{ key: 'ice', label: 'ICE', node }]}
        formulaTotals={[]}
        onOpen={() => undefined}
      />,
    );
    expect(screen.getByText('ICE: — (Divisão por zero)')).toBeTruthy();
  });

  it('says when it is empty and falls back to the loaded count', () => {
    inBoard(
      <KanbanColumn
        status="done"
        tasks={[]}
        count={null}
        formulas={[]}
        formulaTotals={[]}
        onOpen={() => undefined}
      />,
    );
    expect(screen.getByText('Nenhuma tarefa')).toBeTruthy();
    expect(screen.getByTestId('count-done').textContent).toBe('0');
  });

  it('collapses to a narrow bar that expands again', () => {
    const onToggle = vi.fn();
    inBoard(
      <KanbanColumn
        status="archived"
        tasks={[task(4)]}
        count={12}
        collapsed
        onToggle={onToggle}
        formulas={[]}
        formulaTotals={[]}
        onOpen={() => undefined}
      />,
    );
    expect(screen.getByRole('region', { name: 'Coluna Arquivado (recolhida)' })).toBeTruthy();
    expect(screen.queryByText('Tarefa 4')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar Arquivado' }));
    expect(onToggle).toHaveBeenCalled();
  });
});
