import type { ListMap } from '@orbita/contracts/mind-maps';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { renderAs } from '../pages/test-maps';
import { ListMapView } from './list-map-view';

afterEach(() => vi.unstubAllGlobals());

const listId = '11111111-1111-4111-8111-111111111111';
const base = {
  note: '',
  color: null,
  icon: null,
  link: null,
  side: null,
  taskId: null,
  taskCode: null,
};
const task = (id: string, code: string, text: string) => ({
  ...base,
  id,
  parentId: 'status:todo',
  depth: 2,
  text,
  collapsed: false,
  taskId: id,
  taskCode: code,
  children: [] as never[],
});
const listMap: ListMap = {
  listId,
  readonly: true,
  truncated: false,
  root: {
    ...base,
    id: 'root',
    parentId: null,
    depth: 0,
    text: '<img src=x onerror=alert(1)>Projeto',
    collapsed: false,
    children: [
      {
        ...base,
        id: 'status:todo',
        parentId: 'root',
        depth: 1,
        text: 'A fazer',
        collapsed: false,
        children: [task('33333333-3333-4333-8333-333333333333', 'PRJ-0001', 'Pesquisar')],
      },
      {
        ...base,
        id: 'status:canceled',
        parentId: 'root',
        depth: 1,
        text: 'Cancelado',
        collapsed: true,
        children: [],
      },
    ],
  },
};

describe('ListMapView', { timeout: 30_000 }, () => {
  it('draws the list on the map canvas, read-only: statuses as branches, task badges opening the task', async () => {
    renderAs('viewer', () => json(200, listMap), <ListMapView listId={listId} />);
    const badge = await screen.findByRole(
      'link',
      { name: 'Abrir tarefa PRJ-0001 · A fazer' },
      { timeout: 15_000 },
    );
    expect(badge).toHaveAttribute(
      'href',
      `/flow/lista/${listId}?tarefa=33333333-3333-4333-8333-333333333333`,
    );
    expect(screen.getByRole('tree')).toBeInTheDocument();
    expect(screen.getByText('Pesquisar')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the same tree as topics: statuses as branches, tasks opening in the list', async () => {
    renderAs('viewer', () => json(200, listMap), <ListMapView listId={listId} />);
    expect(
      await screen.findByRole('heading', { name: '<img src=x onerror=alert(1)>Projeto' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Somente leitura')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tópicos' }));
    const todo = screen.getByRole('list', { name: 'A fazer' });
    expect(within(todo).getByRole('link', { name: 'PRJ-0001 Pesquisar' })).toHaveAttribute(
      'href',
      `/flow/lista/${listId}?tarefa=33333333-3333-4333-8333-333333333333`,
    );
    expect(screen.getByRole('button', { name: /Cancelado/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(document.querySelector('img')).toBeNull();
  });

  it('says when the list is not there', async () => {
    renderAs(
      'viewer',
      () => json(404, { message: 'Lista não encontrada.', code: 'not_found' }),
      <ListMapView listId={listId} />,
    );
    expect(await screen.findByText('Lista não encontrada')).toBeInTheDocument();
  });
});
