import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import {
  calls,
  listUrl,
  productId,
  renderAs,
  screenWidth,
  resourceId,
  testProduct,
  testResource,
  testSummary,
  urlOf,
} from '../test/test-products';
import { ProductsPage } from './products-page';

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

const camiseta = testSummary(1, 'Camiseta', { priceCents: 123456 });
const ebook = testSummary(2, 'E-book', {
  kind: 'digital',
  status: 'rascunho',
  priceCents: null,
  categories: ['Livros'],
});

function api(items = [camiseta, ebook]) {
  return (url: string, init: RequestInit) => {
    const u = urlOf(url);
    if (u.pathname === `${listUrl}/categorias`)
      return json(200, { categories: ['Livros', 'Roupas'] });
    if (u.pathname === listUrl && init.method === 'POST')
      return json(201, testProduct(3, 'Caneca', { status: 'rascunho', priceCents: 4990 }));
    if (u.pathname === listUrl) return json(200, { items, nextCursor: null });
    if (u.pathname === '/api/app/gamificacao/resources')
      return json(200, { items: [testResource(1, 'Moedas')], nextCursor: null });
    return json(404, { message: 'Não encontrado.' });
  };
}

const show = (handler = api(), role: 'editor' | 'viewer' = 'editor') =>
  renderAs(role, handler, <ProductsPage />, '/produto/produtos');

describe('ProductsPage', () => {
  it('shows a table on wide screens with prices in R$, status and stock in pt-BR', async () => {
    screenWidth(true);
    show();
    expect(screen.getByRole('status', { name: 'Carregando produtos' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Produtos' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Camiseta' })).toHaveAttribute(
      'href',
      `/produto/produto/${productId(1)}`,
    );
    expect(rows[0]).toHaveTextContent('R$ 1.234,56');
    expect(rows[0]).toHaveTextContent('Ativo');
    expect(rows[0]).toHaveTextContent('10 em estoque');
    expect(rows[1]).toHaveTextContent('Sem preço');
    expect(rows[1]).toHaveTextContent('Rascunho');
    expect(rows[1]).toHaveTextContent('Digital');

    // A row click opens the product too.
    await userEvent.click(within(rows[1]!).getByText('Sem preço'));
    expect(screen.getByLabelText('Endereço')).toHaveTextContent(`/produto/produto/${productId(2)}`);
  });

  it('shows a points price in the resource, alone or after the price in R$', async () => {
    screenWidth(true);
    const pointsPrice = { resourceId: resourceId(1), amount: 1500 };
    show(
      api([
        testSummary(1, 'Caneca', { pointsPrice }),
        testSummary(2, 'Adesivo', { priceCents: null, pointsPrice }),
      ]),
    );
    const rows = within(await screen.findByRole('table', { name: 'Produtos' }))
      .getAllByRole('row')
      .slice(1);
    await waitFor(() => expect(rows[0]).toHaveTextContent('R$ 1.234,56ou 1.500 Moedas'));
    expect(rows[1]).toHaveTextContent('1.500 Moedas');
    expect(rows[1]).not.toHaveTextContent('Sem preço');
  });

  it('shows cards on phones', async () => {
    screenWidth(false);
    show();
    const cards = await screen.findByRole('list', { name: 'Produtos' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).getByRole('link', { name: /Camiseta/ })).toHaveTextContent('R$ 1.234,56');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks the server with the search, status and category, kept in the address', async () => {
    screenWidth(true);
    const { fetch } = show();
    await screen.findByRole('table', { name: 'Produtos' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ativo' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Categoria' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Roupas' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar produtos' }), 'cami');

    await waitFor(() =>
      expect(
        calls(fetch, 'GET', listUrl).some(
          ({ url }) =>
            url.searchParams.get('q') === 'cami' &&
            url.searchParams.get('status') === 'ativo' &&
            url.searchParams.get('category') === 'Roupas',
        ),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Endereço')).toHaveTextContent(
        '/produto/produtos?status=ativo&categoria=Roupas&q=cami',
      ),
    );
  });

  it('says when nothing is there, and when a filter finds nothing', async () => {
    screenWidth(true);
    show(api([]));
    expect(await screen.findByText('Nenhum produto por aqui.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar produtos' }), 'xyz');
    expect(await screen.findByText('Nenhum produto encontrado.')).toBeInTheDocument();
  });

  it("shows the server's message and tries again", async () => {
    screenWidth(true);
    let fail = true;
    show((url, init) =>
      fail && urlOf(url).pathname === listUrl
        ? json(500, { message: 'Falha ao listar.' })
        : api()(url, init),
    );
    expect(await screen.findByText('Falha ao listar.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('table', { name: 'Produtos' })).toBeInTheDocument();
  });

  it('creates a product with its price in R$ and opens it; refuses an empty name', async () => {
    screenWidth(true);
    const { fetch } = show();
    await screen.findByRole('table', { name: 'Produtos' });
    await userEvent.click(screen.getByRole('button', { name: 'Novo produto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo produto' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar e editar' }));
    expect(within(dialog).getByText('Informe o nome.')).toBeInTheDocument();
    expect(calls(fetch, 'POST', listUrl)).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nome' }), 'Caneca');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Digital' }));
    const price = within(dialog).getByRole('textbox', { name: 'Preço' });
    await userEvent.type(price, '4990');
    expect(price).toHaveValue('R$ 49,90');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar e editar' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Endereço')).toHaveTextContent(
        `/produto/produto/${productId(3)}`,
      ),
    );
    expect(calls(fetch, 'POST', listUrl)[0]!.body).toEqual({
      name: 'Caneca',
      kind: 'digital',
      priceCents: 4990,
      status: 'rascunho',
    });
    expect(await screen.findByText('Produto criado.')).toBeInTheDocument();
  });

  it('offers no creation to an Observador', async () => {
    screenWidth(true);
    show(api(), 'viewer');
    await screen.findByRole('table', { name: 'Produtos' });
    expect(screen.queryByRole('button', { name: 'Novo produto' })).not.toBeInTheDocument();
  });
});
