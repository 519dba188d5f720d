import type { Task, TaskList } from '@orbita/contracts/flow';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { renderScreen, testWorkspaceId, urlOf } from '../../../test/render-screen';
import { ListPage } from './list-page';
import { testTask } from './test-task';

// Counts how often the board draws its cards; the drawer is not under test here.
const cardRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./task-card', () => ({
  TaskCard: ({ task, onClick }: { task: Task; onClick?: () => void }) => {
    cardRenders.count++;
    return (
      <button type="button" onClick={onClick}>
        {task.code}
      </button>
    );
  },
}));
vi.mock('./task-drawer', () => ({
  TaskDrawer: ({ taskId }: { taskId: string }) => <div role="dialog">Gaveta {taskId}</div>,
}));

const listId = '00000000-0000-4000-8000-00000000000a';
const list: TaskList = {
  id: listId,
  workspaceId: testWorkspaceId,
  name: 'Encomendas',
  color: '#194DAF',
  icon: 'list',
  sequence: { prefix: 'ENC', width: 4, suffix: '', lastNumber: 3 },
  fields: [],
  formulas: [],
  counts: { todo: 3, doing: 0, done: 0, archived: 0 } as TaskList['counts'],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  version: 1,
};

const task = (n: number) =>
  testTask({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    workspaceId: testWorkspaceId,
    listId,
    code: `ENC-000${n}`,
    number: n,
    title: `Tarefa ${n}`,
    rank: String(n),
  });

afterEach(() => vi.unstubAllGlobals());

/** The browser's Back, for the drawer that follows the URL. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Voltar (teste)
    </button>
  );
}

const answer = (url: string) => {
  const { pathname, searchParams } = urlOf(url);
  if (pathname === `/api/app/flow/lists/${listId}`) return json(200, list);
  if (pathname === `/api/app/flow/lists/${listId}/totals`)
    return json(200, { columns: [], all: { count: 3, fields: {}, formulas: {} } });
  if (pathname === `/api/app/flow/lists/${listId}/tasks`)
    return json(200, {
      items: searchParams.getAll('status').includes('todo') ? [1, 2, 3].map(task) : [],
      nextCursor: null,
    });
  if (/\/(members|membros)$/.test(pathname)) return json(200, []);
  return json(200, { items: [] });
};

describe('ListPage', () => {
  it('opens on the click, then follows the URL: another task, Back to the first, Back to none', async () => {
    renderScreen(
      'editor',
      answer,
      <>
        <ListPage />
        <BackButton />
      </>,
      { path: `/flow/lista/${listId}`, route: '/flow/lista/:id' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'ENC-0002' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(`Gaveta ${task(2).id}`);
    await userEvent.click(screen.getByRole('button', { name: 'ENC-0003' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(`Gaveta ${task(3).id}`);
    expect(screen.getByLabelText('Endereço')).toHaveTextContent(`?tarefa=${task(3).id}`);
    await userEvent.click(screen.getByRole('button', { name: 'Voltar (teste)' }));
    expect(screen.getByLabelText('Endereço')).toHaveTextContent(`?tarefa=${task(2).id}`);
    expect(screen.getByRole('dialog')).toHaveTextContent(`Gaveta ${task(2).id}`);
    await userEvent.click(screen.getByRole('button', { name: 'Voltar (teste)' }));
    expect(screen.getByLabelText('Endereço')).not.toHaveTextContent('tarefa');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a task’s drawer without drawing the board again', async () => {
    renderScreen('editor', answer, <ListPage />, {
      path: `/flow/lista/${listId}`,
      route: '/flow/lista/:id',
    });
    const card = await screen.findByRole('button', { name: 'ENC-0002' });
    const before = cardRenders.count;
    await userEvent.click(card);
    expect(await screen.findByRole('dialog')).toHaveTextContent(`Gaveta ${task(2).id}`);
    expect(screen.getByLabelText('Endereço')).toHaveTextContent(`?tarefa=${task(2).id}`);
    // The page re-rendered for the new query; the board (memo, with a stable onOpen) did not.
    expect(cardRenders.count).toBe(before);
  });
});
