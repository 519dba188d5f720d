import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { empty, json } from '../../../platform/http/test-fetch';
import { PublicationsPage } from './publications-page';
import {
  listUrl,
  membersUrl,
  pubId,
  renderAs as renderPageAs,
  testMember,
  testPublication,
  urlOf,
  userId,
} from './test-publications';

const renderAs = (
  ...args: [Parameters<typeof renderPageAs>[0], Parameters<typeof renderPageAs>[1]]
) => renderPageAs(...args, <PublicationsPage />);

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

const page = (items: ReturnType<typeof testPublication>[], nextCursor: string | null = null) =>
  json(200, { items, nextCursor });
const members = () => json(200, [testMember(1, 'Ana'), testMember(2, 'Bruno')]);
const rows = () =>
  within(screen.getByRole('list', { name: 'Publicações' })).getAllByRole('listitem');
const listCalls = (fetch: ReturnType<typeof renderAs>['fetch']) =>
  fetch.mock.calls
    .filter(([u, init]) => urlOf(u).pathname === listUrl && (init?.method ?? 'GET') === 'GET')
    .map(([u]) => urlOf(u));

describe('PublicationsPage', { timeout: 30_000 }, () => {
  it('shows each publication: status, visibility, unpublished changes, tags, authors, dd/mm/aaaa', async () => {
    renderAs('editor', (url) =>
      urlOf(url).pathname === membersUrl
        ? members()
        : page([
            testPublication(1, 'Lançamento', {
              status: 'production',
              visibility: 'published',
              hasUnpublishedChanges: true,
              tags: ['novidades'],
              authorIds: [userId(2), userId(1)],
            }),
            testPublication(2, 'Em revisão', { status: 'testing', visibility: 'unlisted' }),
          ]),
    );
    expect(screen.getByRole('status', { name: 'Carregando publicações' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [first, second] = rows();
    expect(within(first!).getByRole('link', { name: 'Lançamento' })).toHaveAttribute(
      'href',
      `/universo/publicacao/${pubId(1)}`,
    );
    expect(within(first!).getByLabelText('Status: Produção')).toBeInTheDocument();
    expect(within(first!).getByLabelText('Visibilidade: Publicada')).toBeInTheDocument();
    expect(first).toHaveTextContent('Alterações não publicadas');
    expect(first).toHaveTextContent('#novidades');
    await waitFor(() => expect(first).toHaveTextContent('Bruno, Ana · Atualizada em 26/11/2026'));
    expect(within(second!).getByLabelText('Status: Teste')).toBeInTheDocument();
    expect(within(second!).getByLabelText('Visibilidade: Não listada')).toBeInTheDocument();
    expect(second).not.toHaveTextContent('Alterações não publicadas');
  });

  it('creates a publication from its title (refused empty in pt-BR) and opens the editor', async () => {
    const created = testPublication(3, 'Nova ideia');
    const { fetch } = renderAs('creator', (url, init) =>
      init.method === 'POST'
        ? json(201, created)
        : urlOf(url).pathname === membersUrl
          ? members()
          : page([]),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Nova publicação' }));
    const dialog = screen.getByRole('dialog', { name: 'Nova publicação' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar e abrir' }));
    expect(await within(dialog).findByText('Informe o título.')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, i]) => i?.method === 'POST')).toHaveLength(0);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Título' }),
      'Nova ideia{Enter}',
    );
    expect(await screen.findByText(`Editor da publicação ${pubId(3)}`)).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({ title: 'Nova ideia' });
  });

  it('filters by status, visibility, tag and search on the server', async () => {
    const { fetch } = renderAs('editor', (url) => {
      const u = urlOf(url);
      if (u.pathname === membersUrl) return members();
      if (u.searchParams.get('q') === 'nada') return page([]);
      return page([testPublication(1, 'Guia', { tags: ['tutorial'] })]);
    });
    await waitFor(() => expect(rows()).toHaveLength(1));

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Teste' }));
    await waitFor(() =>
      expect(listCalls(fetch).at(-1)!.searchParams.get('status')).toBe('testing'),
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Visibilidade' }));
    await userEvent.click(screen.getByRole('option', { name: 'Não listada' }));
    await waitFor(() =>
      expect(listCalls(fetch).at(-1)!.searchParams.get('visibility')).toBe('unlisted'),
    );

    await userEvent.click(
      await screen.findByRole('button', { name: 'Filtrar pela etiqueta tutorial' }),
    );
    await waitFor(() => expect(listCalls(fetch).at(-1)!.searchParams.get('tag')).toBe('tutorial'));
    const last = listCalls(fetch).at(-1)!.searchParams;
    expect([last.get('status'), last.get('visibility')]).toEqual(['testing', 'unlisted']);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar publicações' }), 'nada');
    expect(await screen.findByText('Nenhuma publicação encontrada.')).toBeInTheDocument();
    // One request for the whole word, not one per key.
    expect(listCalls(fetch).filter((u) => u.searchParams.has('q'))).toHaveLength(1);
  });

  it('loads the next page with the cursor', async () => {
    const { fetch } = renderAs('editor', (url) => {
      const u = urlOf(url);
      if (u.pathname === membersUrl) return members();
      return u.searchParams.get('cursor') === 'c2'
        ? page([testPublication(2, 'Segunda')])
        : page([testPublication(1, 'Primeira')], 'c2');
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(listCalls(fetch).at(-1)!.searchParams.get('cursor')).toBe('c2');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('deletes a publication after confirming', async () => {
    const { fetch } = renderAs('creator', (url, init) => {
      if (init.method === 'DELETE') return empty(204);
      if (urlOf(url).pathname === membersUrl) return members();
      return page([testPublication(1, 'Primeira'), testPublication(2, 'Segunda')]);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir Segunda' }));
    const confirm = screen.getByRole('dialog', { name: 'Excluir publicação?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(fetch.mock.calls.find(([, i]) => i?.method === 'DELETE')![0]).toBe(
      `${listUrl}/${pubId(2)}`,
    );
  });

  it('says when there are none; an Editor or Observador cannot create or delete', async () => {
    renderAs('editor', (url) => (urlOf(url).pathname === membersUrl ? members() : page([])));
    expect(await screen.findByText('Nenhuma publicação ainda')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nova publicação' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Escrever a primeira' })).toBeNull();
  });

  it('offers a Criador the first publication from the empty list', async () => {
    renderAs('creator', (url) => (urlOf(url).pathname === membersUrl ? members() : page([])));
    await userEvent.click(await screen.findByRole('button', { name: 'Escrever a primeira' }));
    expect(screen.getByRole('dialog', { name: 'Nova publicação' })).toBeInTheDocument();
  });

  it("shows the server's message and tries again", async () => {
    let fail = true;
    renderAs('viewer', (url) =>
      urlOf(url).pathname === membersUrl
        ? members()
        : fail
          ? json(500, { message: 'Serviço indisponível.', code: 'internal' })
          : page([testPublication(1, 'Primeira')]),
    );
    expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Excluir/ })).toBeNull();
  });
});
