import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { calls, nudge, renderScreen } from '../../../test/render-screen';
import { home, hub, hubId, item } from '../test-data';
import { HubPage } from './hub-page';

const base = `/api/app/fabrica/hubs/${hubId}`;
const show = (
  role: 'editor' | 'viewer',
  handler: Parameters<typeof renderScreen>[1],
  live = false,
) =>
  renderScreen(role, handler, <HubPage />, {
    path: `/fabrica/hub/${hubId}`,
    route: '/fabrica/hub/:id?',
    live,
  });

afterEach(() => vi.unstubAllGlobals());

const withItems = home({
  items: [
    item(1, { title: 'Leads' }),
    item(2, { kind: 'processo', title: 'Funil', path: '/flow/processo/2' }),
    item(3, { kind: 'pagina', title: 'Landing', pinned: true, path: '/produto/pagina/3' }),
  ],
});

describe('HubPage', () => {
  it('shows pinned items on top, then the items by kind, with links and last change', async () => {
    show('viewer', (u) =>
      u.includes('/nexos/')
        ? json(200, {
            record: { kind: 'hub', id: hubId, exists: true, title: 'Marketing', path: '' },
            links: [],
          })
        : u.endsWith('/atividade')
          ? json(200, {
              entries: [
                {
                  at: '2026-03-02T09:30:00.000Z',
                  kind: 'lista',
                  recordId: item(1).recordId,
                  title: 'Leads',
                  path: '/flow/lista/1',
                  action: 'alterado',
                  actorName: null,
                },
              ],
            })
          : json(200, { ...withItems, hub: hub({ canEdit: false }) }),
    );
    const pinned = await screen.findByRole('list', { name: 'Fixados' });
    expect(within(pinned).getByRole('link', { name: 'Landing' })).toHaveAttribute(
      'href',
      '/produto/pagina/3',
    );
    expect(
      within(screen.getByRole('list', { name: 'Listas' })).getByText(/alterado em 02\/03\/2026/),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Processos' })).toBeInTheDocument();
    const activity = await screen.findByRole('list', { name: 'Atividade do hub' });
    expect(within(activity).getByText('alterado', { exact: false })).toBeInTheDocument();
    // A reader changes nothing.
    expect(screen.queryByRole('button', { name: 'Adicionar ao hub' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Fixar|Desafixar/ })).not.toBeInTheDocument();
  });

  it('pins and adds items through the API, showing the answer', async () => {
    const { fetch } = show('editor', (u, init) => {
      if (u.includes('/nexos/'))
        return json(200, {
          record: { kind: 'hub', id: hubId, exists: true, title: 'Marketing', path: '' },
          links: [],
        });
      if (u.includes('/candidatos'))
        return json(200, {
          candidates: [
            { kind: 'lista', recordId: item(4).recordId, title: 'Clientes', path: '/flow/lista/4' },
          ],
        });
      if (u.endsWith('/atividade')) return json(200, { entries: [] });
      if (init.method === 'POST' && u.endsWith('/itens'))
        return json(200, {
          ...withItems,
          items: [...withItems.items, item(4, { title: 'Clientes' })],
        });
      if (init.method === 'POST' && u.endsWith('/fixar'))
        return json(200, {
          ...withItems,
          items: withItems.items.map((i) => ({ ...i, pinned: true })),
        });
      return json(200, withItems);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Fixar Leads' }));
    expect(calls(fetch, 'POST', `${base}/itens/${item(1).id}/fixar`)[0]!.body).toEqual({
      pinned: true,
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Fixados' })).getAllByRole('listitem'),
      ).toHaveLength(3),
    );

    await userEvent.click(screen.getAllByRole('button', { name: 'Adicionar ao hub' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar ao hub' });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Adicionar Clientes' }),
    );
    await waitFor(() =>
      expect(calls(fetch, 'POST', `${base}/itens`)[0]!.body).toEqual({
        kind: 'lista',
        recordId: item(4).recordId,
      }),
    );
    expect(await screen.findByText('“Clientes” foi adicionado ao hub.')).toBeInTheDocument();
  });

  it('a missing hub shows not found with the way back', async () => {
    show('viewer', (u) =>
      u.includes('/localizar/')
        ? json(404, { message: 'Registro não encontrado.' })
        : json(404, { message: 'Hub não encontrado.' }),
    );
    expect(await screen.findByText('Hub não encontrado.')).toBeInTheDocument();
  });

  it('follows a change to a record inside the hub live: the server names the hub, home and activity refetch', async () => {
    let title = 'Leads';
    const { off } = show(
      'viewer',
      (u) =>
        u.includes('/nexos/')
          ? json(200, {
              record: { kind: 'hub', id: hubId, exists: true, title: 'Marketing', path: '' },
              links: [],
            })
          : u.endsWith('/atividade')
            ? json(200, {
                entries: [
                  {
                    at: '2026-03-02T09:30:00.000Z',
                    kind: 'lista',
                    recordId: item(1).recordId,
                    title,
                    path: '/flow/lista/1',
                    action: title === 'Leads' ? 'adicionado' : 'alterado',
                    actorName: null,
                  },
                ],
              })
            : json(200, {
                ...home({ items: [item(1, { title })] }),
                hub: hub({ canEdit: false }),
              }),
      true,
    );
    try {
      const lists = await screen.findByRole('list', { name: 'Listas' });
      expect(within(lists).getByRole('link', { name: 'Leads' })).toBeInTheDocument();
      // A list of the hub renamed in another tab: the server announces the hub (only its id).
      title = 'Leads quentes';
      nudge('hubs', hubId);
      await waitFor(() =>
        expect(
          within(screen.getByRole('list', { name: 'Listas' })).getByRole('link', {
            name: 'Leads quentes',
          }),
        ).toBeInTheDocument(),
      );
      const activity = screen.getByRole('list', { name: 'Atividade do hub' });
      await waitFor(() => expect(activity).toHaveTextContent('Leads quentes'));
      expect(activity).toHaveTextContent('alterado');
    } finally {
      off();
    }
  });
});
