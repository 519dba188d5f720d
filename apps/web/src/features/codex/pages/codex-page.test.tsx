import type { AppState } from '@orbita/contracts/auth';
import type { CodexItem } from '@orbita/contracts/codex';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, empty, json, mockFetch } from '../../../platform/http/test-fetch';
import { APP_STATE_KEY } from '../../../platform/session/app-state';
import { updateSession } from '../../../platform/session/session-store';
import { CodexPage } from './codex-page';

const workspaceId = '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01';
const url = '/api/app/codex/codex';
const at = '2026-03-01T12:00:00.000Z';
const item = (id: number, name: string): CodexItem => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  name,
  createdAt: at,
  updatedAt: at,
});

/** The page as `role` sees it, with the API answered by `handler`. */
function renderPage(role: AppState['role'], handler: Parameters<typeof mockFetch>[0]) {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId });
  const fetch = mockFetch(handler);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(APP_STATE_KEY, { workspaceId, role } as AppState);
  render(
    <QueryClientProvider client={client}>
      <CodexPage />
    </QueryClientProvider>,
  );
  return fetch;
}

const rows = () => within(screen.getByRole('list', { name: 'Itens' })).getAllByRole('listitem');

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

describe('CodexPage', () => {
  it('lists the items and creates one, refusing an empty name in pt-BR', async () => {
    const created = item(3, 'Item novo');
    const fetch = renderPage('editor', (_, init) =>
      init.method === 'POST'
        ? json(201, created)
        : json(200, { items: [item(2, 'Segundo'), item(1, 'Primeiro')], nextCursor: null }),
    );
    expect(screen.getByRole('status', { name: 'Carregando itens' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));

    const field = screen.getByRole('textbox', { name: 'Nome do novo item' });
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Informe o nome.')).toBeInTheDocument();
    expect(callsTo(fetch, url).filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await userEvent.type(field, 'Item novo{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[0]).toHaveTextContent('Item novo');
    expect(field).toHaveValue('');
    const [, init] = callsTo(fetch, url).find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Item novo' });
  });

  it('renames an item and deletes one after confirming', async () => {
    const first = item(1, 'Primeiro');
    renderPage('editor', (_, init) => {
      if (init.method === 'PATCH') return json(200, { ...first, name: 'Renomeado' });
      if (init.method === 'DELETE') return empty(204);
      return json(200, { items: [first, item(2, 'Segundo')], nextCursor: null });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Primeiro' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar item' });
    const name = within(dialog).getByRole('textbox', { name: 'Nome' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Renomeado{Enter}');
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Renomeado'));

    await userEvent.click(screen.getByRole('button', { name: 'Excluir Segundo' }));
    const confirm = screen.getByRole('dialog', { name: 'Excluir item?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('offers an Observador no way to change items, and says when there are none', async () => {
    renderPage('viewer', () => json(200, { items: [], nextCursor: null }));
    expect(await screen.findByText('Nenhum item por aqui.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Novo item' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Adicionar' })).toBeNull();
  });

  it("shows the server's message and tries again", async () => {
    let fail = true;
    renderPage('editor', () =>
      fail
        ? json(500, { message: 'Serviço indisponível.', code: 'internal' })
        : json(200, { items: [item(1, 'Primeiro')], nextCursor: null }),
    );
    expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});
