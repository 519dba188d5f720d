import type { Role } from '@orbita/contracts/workspaces';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { APP_STATE_KEY } from '../../../platform/session/app-state';
import { useTaskActions } from './task-actions';
import { testTask } from './test-task';

const doing = testTask({ code: 'TAR-0001', status: 'doing', version: 3 });
const archived = testTask({ id: 'a', code: 'TAR-0002', title: 'Antiga', status: 'archived' });

function Board({ onOpen }: { onOpen: () => void }) {
  const { handlers, menu } = useTaskActions(
    (code) => [doing, archived].find((t) => t.code === code),
    onOpen,
  );
  return (
    <>
      <div {...handlers}>
        {[doing, archived].map((t) => (
          <div key={t.id} data-task-code={t.code} tabIndex={0} onClick={onOpen}>
            <span>{t.title}</span>
          </div>
        ))}
        <button type="button">Nova tarefa</button>
      </div>
      {menu}
    </>
  );
}

function setup(role: Role = 'editor') {
  const client = new QueryClient();
  client.setQueryData(APP_STATE_KEY, { user: { id: 'u1' }, workspaceId: 'w', role });
  const onOpen = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <Board onOpen={onOpen} />
    </QueryClientProvider>,
  );
  return { onOpen };
}

const touch = (el: Element, type: 'pointerDown' | 'pointerUp') =>
  fireEvent[type](el, { pointerType: 'touch', isPrimary: true, clientX: 10, clientY: 10 });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('a finger held 1 s on a task opens its actions, and the lift does not open the task', () => {
  vi.useFakeTimers();
  const { onOpen } = setup();
  const card = screen.getByText(doing.title);
  touch(card, 'pointerDown');
  act(() => vi.advanceTimersByTime(999));
  expect(screen.queryByRole('menu')).toBeNull();
  act(() => vi.advanceTimersByTime(1));
  const menu = screen.getByRole('menu', { name: 'Ações de TAR-0001' });
  // The menu opens over the card: it says which task it acts on.
  expect(menu).toHaveTextContent(/^TAR-0001Revisar contrato/);
  touch(card, 'pointerUp');
  fireEvent.click(card);
  expect(onOpen).not.toHaveBeenCalled();
  // Every status it may go to, the current one left out.
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent),
  ).toEqual(['Abrir', 'A fazer', 'Feito', 'Cancelado', 'Arquivado', 'Excluir…']);
  // Arquivado only from Feito or Cancelado (the server's rule, said before asking it).
  expect(within(menu).getByRole('menuitem', { name: 'Arquivado' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

it('a short tap opens the task as before; a long press off the tasks opens nothing', () => {
  vi.useFakeTimers();
  const { onOpen } = setup();
  const card = screen.getByText(doing.title);
  touch(card, 'pointerDown');
  act(() => vi.advanceTimersByTime(200));
  touch(card, 'pointerUp');
  fireEvent.click(card);
  expect(onOpen).toHaveBeenCalledTimes(1);
  const button = screen.getByRole('button', { name: 'Nova tarefa' });
  touch(button, 'pointerDown');
  act(() => vi.advanceTimersByTime(1500));
  expect(screen.queryByRole('menu')).toBeNull();
});

it('"Mover para" sends the status with the version the card showed', async () => {
  const fetch = mockFetch(() => json(200, { ...doing, status: 'done', version: 4 }));
  setup();
  fireEvent.contextMenu(screen.getByText(doing.title));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Feito' }));
  await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
  const [url, init] = fetch.mock.calls[0]!;
  expect(String(url)).toContain(`/api/app/flow/tasks/${doing.id}`);
  expect(init?.method).toBe('PATCH');
  expect(JSON.parse(String(init?.body))).toEqual({ status: 'done', version: 3 });
  await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
});

it('the menu key (or Shift+F10) on a focused task opens the same actions; Abrir opens it', () => {
  const { onOpen } = setup();
  const card = screen.getByText(archived.title).parentElement!;
  fireEvent.keyDown(card, { key: 'F10', shiftKey: true });
  const menu = screen.getByRole('menu', { name: 'Ações de TAR-0002' });
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'Abrir' }));
  expect(onOpen).toHaveBeenCalledWith(archived);
});

it('a role that cannot write gets no menu: the long press does nothing', () => {
  vi.useFakeTimers();
  setup('viewer');
  const card = screen.getByText(doing.title);
  touch(card, 'pointerDown');
  act(() => vi.advanceTimersByTime(1500));
  fireEvent.contextMenu(card);
  expect(screen.queryByRole('menu')).toBeNull();
});

it('"Excluir…" asks first, then sends the task to the trash', async () => {
  const fetch = mockFetch(() => json(200, { id: doing.id }));
  setup();
  fireEvent.contextMenu(screen.getByText(doing.title));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Excluir…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Excluir tarefa?' });
  expect(dialog).toHaveTextContent('A tarefa TAR-0001 vai para a lixeira da lista');
  expect(fetch).not.toHaveBeenCalled();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
  await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
  const [url, init] = fetch.mock.calls[0]!;
  expect(String(url)).toContain(`/api/app/flow/tasks/${doing.id}`);
  expect(init?.method).toBe('DELETE');
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
