import type { AppState } from '@orbita/contracts/auth';
import type { Page } from '@orbita/contracts/pages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { APP_STATE_KEY } from '../../../platform/session/app-state';
import { updateSession } from '../../../platform/session/session-store';
import { pageOf, pagesUrl, workspaceId } from '../test/fixtures';
import PageBuilderPage from './page-builder-page';

const site = { handle: 'loja', title: 'Loja', description: '', url: 'http://x.test/site/loja' };

/** The builder of `page` as `role` sees it; PATCH and publish answer through `write`. */
function renderBuilder(
  role: AppState['role'],
  page: Page,
  write: (url: string, body: Record<string, unknown>) => Response = (_u, body) =>
    json(200, { ...page, ...body, version: Number(body.version ?? page.version) + 1 }),
) {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId });
  const sent: { url: string; method: string; body: Record<string, unknown> }[] = [];
  mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url.endsWith('/explore/site')) return json(200, site);
    if (url.endsWith('/preview')) return json(200, { html: '<p>prévia</p>' });
    // The Configurações tab shows the page's Nexos panel (platform/nexos): none here.
    if (url.includes('/api/app/nexos/')) return json(200, { links: [] });
    if (method === 'GET') return json(200, page);
    const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
    sent.push({ url, method, body });
    return write(url, body);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(APP_STATE_KEY, {
    workspaceId,
    role,
    user: { accountType: 'creator' },
  } as AppState);
  const router = createMemoryRouter(
    [{ path: '/produto/pagina/:id', element: <PageBuilderPage /> }],
    { initialEntries: [`/produto/pagina/${page.id}`] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return sent;
}

async function addBlock(label: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Adicionar bloco' }));
  await userEvent.click(screen.getByRole('menuitem', { name: label }));
}

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

describe('PageBuilderPage', () => {
  it('autosaves the blocks with the version, leaving an unfinished image block out', async () => {
    const page = pageOf(1, 'Loja');
    const sent = renderBuilder('creator', page);
    await addBlock('Imagem');
    await addBlock('Botão/link');
    const button = screen.getByRole('region', { name: 'Botão/link (bloco 2)' });
    const label = within(button).getByRole('textbox', { name: 'Rótulo' });
    await userEvent.clear(label);
    await userEvent.type(label, 'Comprar');
    // "Salvo" once every change went out (and no save is pending).
    await waitFor(() => expect(sent.length).toBeGreaterThan(0), { timeout: 5000 });
    expect(await screen.findByText('Salvo', {}, { timeout: 5000 })).toBeVisible();
    const last = sent.at(-1)!;
    expect(last.method).toBe('PATCH');
    expect(last.url).toBe(`${pagesUrl}/${page.id}`);
    expect(last.body.blocks).toEqual([
      expect.objectContaining({ type: 'button', label: 'Comprar', url: '/', style: 'primary' }),
    ]);
    // Each save starts from the version the previous one answered.
    expect(sent.map((s) => s.body.version)).toEqual(sent.map((_s, i) => i + 1));
    expect(
      within(screen.getByRole('region', { name: 'Imagem (bloco 1)' })).getByText(
        /Escolha uma imagem da biblioteca/,
      ),
    ).toBeInTheDocument();
  });

  it('deletes a block with undo and moves blocks with the arrows', async () => {
    renderBuilder('creator', pageOf(1, 'Loja'));
    await addBlock('Produto');
    await addBlock('Formulário de contato');
    await userEvent.click(
      screen.getByRole('button', { name: 'Mover Formulário de contato (bloco 2) para cima' }),
    );
    expect(screen.getByRole('region', { name: 'Formulário de contato (bloco 1)' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir Produto (bloco 2)' }));
    expect(screen.queryByRole('region', { name: /^Produto/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(screen.getByRole('region', { name: 'Produto (bloco 2)' })).toBeVisible();
  });

  it('opens the conflict dialog when the page changed elsewhere', async () => {
    const page = pageOf(1, 'Loja');
    renderBuilder('creator', page, () =>
      json(409, {
        message: 'Alguém alterou este registro.',
        code: 'conflict',
        current: { ...page, version: 5, title: 'Loja nova' },
      }),
    );
    await addBlock('Formulário de contato');
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toHaveTextContent('Blocos');
  });

  it('shows the live status after Publicar', async () => {
    const page = pageOf(1, 'Loja', { visibility: 'public' });
    renderBuilder('creator', page, (url, body) =>
      url.endsWith('/publish')
        ? json(200, { ...page, status: 'production', publishedAt: page.createdAt, version: 2 })
        : json(200, { ...page, ...body }),
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Configurações' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByRole('button', { name: 'Despublicar' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Produção');
  });

  it('gives an Observador a read-only builder', async () => {
    renderBuilder(
      'viewer',
      pageOf(1, 'Loja', { blocks: [{ id: 'f', type: 'form', title: 'Fale', fields: ['name'] }] }),
    );
    expect(await screen.findByText('Você pode ver esta página, mas não editá-la.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Formulário de contato (bloco 1)' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Adicionar bloco' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Excluir/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();
  });
});
