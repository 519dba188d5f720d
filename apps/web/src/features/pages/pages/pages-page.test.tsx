import type { AppState } from '@orbita/contracts/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, empty, json, mockFetch } from '../../../platform/http/test-fetch';
import { APP_STATE_KEY } from '../../../platform/session/app-state';
import { updateSession } from '../../../platform/session/session-store';
import { pageOf, pagesUrl, workspaceId } from '../test/fixtures';
import { PagesPage } from './pages-page';

/** The list as `role` sees it, with the API answered by `handler`; the builder route is a stub. */
function renderPage(role: AppState['role'], handler: Parameters<typeof mockFetch>[0]) {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId });
  const fetch = mockFetch(handler);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(APP_STATE_KEY, {
    workspaceId,
    role,
    user: { accountType: 'creator' },
  } as AppState);
  const router = createMemoryRouter(
    [
      { path: '/produto/paginas', element: <PagesPage /> },
      { path: '/produto/pagina/:id', element: <p>Construtor aberto</p> },
    ],
    { initialEntries: ['/produto/paginas'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetch, router };
}

const rows = () => within(screen.getByRole('list', { name: 'Páginas' })).getAllByRole('listitem');

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

describe('PagesPage', () => {
  it('lists pages with their pt-BR status, visibility, changes flag and day', async () => {
    renderPage('creator', () =>
      json(200, {
        items: [
          pageOf(1, 'Loja', {
            status: 'production',
            visibility: 'unlisted',
            publishedAt: '2026-03-01T12:00:00.000Z',
            hasUnpublishedChanges: true,
            updatedAt: '2026-03-05T15:00:00.000Z',
          }),
          pageOf(2, 'Contato', { status: 'testing', visibility: 'private' }),
        ],
        nextCursor: null,
      }),
    );
    expect(screen.getByRole('status', { name: 'Carregando páginas' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [loja, contato] = rows();
    for (const text of [
      'Produção',
      'Não listada',
      'Alterações não publicadas',
      '05/03/2026',
      '/loja',
    ])
      expect(loja).toHaveTextContent(text);
    expect(contato).toHaveTextContent('Teste');
    expect(contato).toHaveTextContent('Privada');
    expect(contato).not.toHaveTextContent('Alterações não publicadas');
  });

  it('creates a page from its title and opens the builder', async () => {
    const made = pageOf(3, 'Promoção');
    const { fetch, router } = renderPage('creator', (_url, init) =>
      init.method === 'POST' ? json(201, made) : json(200, { items: [], nextCursor: null }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Nova página' }));
    const dialog = screen.getByRole('dialog', { name: 'Nova página' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Título' }),
      'Promoção{Enter}',
    );
    expect(await screen.findByText('Construtor aberto')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/produto/pagina/${made.id}`);
    const [, init] = callsTo(fetch, pagesUrl).find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({ title: 'Promoção' });
  });

  it('searches on the server, duplicates and deletes after confirming', async () => {
    const first = pageOf(1, 'Primeira');
    const { fetch } = renderPage('creator', (url, init) => {
      if (init.method === 'POST') return json(201, pageOf(9, 'Primeira (cópia)'));
      if (init.method === 'DELETE') return empty(204);
      if (url.includes('q=')) return json(200, { items: [first], nextCursor: null });
      return json(200, { items: [first, pageOf(2, 'Segunda')], nextCursor: null });
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar páginas' }), 'prim');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(fetch.mock.calls.some(([u]) => String(u) === `${pagesUrl}?q=prim`)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Duplicar Primeira' }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Primeira (cópia)'));
    expect(callsTo(fetch, `${pagesUrl}/${first.id}/duplicate`)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Excluir Primeira' }));
    const confirm = screen.getByRole('dialog', { name: 'Excluir página?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(callsTo(fetch, `${pagesUrl}/${first.id}`)[0]?.[1]?.method).toBe('DELETE');
  });

  it('offers an Editor no create, duplicate or delete, and says when there are none', async () => {
    renderPage('editor', () => json(200, { items: [], nextCursor: null }));
    expect(await screen.findByText('Nenhuma página por aqui.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nova página' })).toBeNull();
  });

  it("shows the server's message and tries again", async () => {
    let fail = true;
    renderPage('editor', () =>
      fail
        ? json(500, { message: 'Serviço indisponível.', code: 'internal' })
        : json(200, { items: [pageOf(1, 'Primeira')], nextCursor: null }),
    );
    expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});
