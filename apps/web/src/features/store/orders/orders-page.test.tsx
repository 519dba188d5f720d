import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { calls, renderScreen, screenWidth } from '../../../test/render-screen';
import { orderOf, ordersUrl, settings, settingsUrl, uuid } from '../test/fixtures';
import { OrdersPage } from './orders-page';

const boxesUrl = '/api/app/riqueza/boxes';
const categoriesUrl = '/api/app/riqueza/categories';
const sales = { id: uuid(82), name: 'Vendas', fullName: 'Vendas', type: 'revenue', parentId: null };
const box = { id: uuid(81), name: 'Conta PJ', kind: 'bank_account', archived: false };
const open = (
  role: Parameters<typeof renderScreen>[0],
  handler: Parameters<typeof renderScreen>[1],
  path = '/produto/pedidos',
) => renderScreen(role, handler, <OrdersPage />, { path, route: '/produto/pedidos' });

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

describe('OrdersPage', { timeout: 30_000 }, () => {
  it('lists the orders in a table on wide screens and filters by status through the address', async () => {
    screenWidth(true);
    const { fetch } = open('editor', (u) => {
      const status = new URL(u, 'http://x').searchParams.get('status');
      return json(200, {
        items:
          status === 'pago'
            ? [orderOf(2, { status: 'pago' })]
            : [orderOf(2, { status: 'pago' }), orderOf(1)],
        nextCursor: null,
      });
    });
    expect(screen.getByRole('status', { name: 'Carregando pedidos' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Pedidos' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('PED-0001');
    expect(rows[1]).toHaveTextContent('Bia Compradora');
    expect(rows[1]).toHaveTextContent('2 itens: Camiseta Órbita (M)');
    expect(rows[1]).toHaveTextContent('R$ 1.234,56');
    expect(rows[1]).toHaveTextContent('Pendente');
    expect(rows[1]).toHaveTextContent('05/03/2026');
    expect(within(rows[1]!).getByRole('link', { name: 'Abrir o pedido PED-0001' })).toHaveAttribute(
      'href',
      `/produto/pedido/${uuid(1)}`,
    );
    // Only an Admin configures the Pix.
    expect(screen.queryByRole('button', { name: 'Configurar Pix' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Pagos' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Pedidos' })).getAllByRole('row'),
      ).toHaveLength(2),
    );
    expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent('?status=pago');
    expect(calls(fetch, 'GET', ordersUrl).at(-1)!.url.searchParams.get('status')).toBe('pago');
  });

  it('shows cards on a phone, the empty state and the error with a retry', async () => {
    screenWidth(false);
    let fail = true;
    open('editor', () =>
      fail
        ? json(500, { message: 'Serviço indisponível.' })
        : json(200, { items: [orderOf(1)], nextCursor: null }),
    );
    expect(await screen.findByText('Serviço indisponível.')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    const list = await screen.findByRole('list', { name: 'Pedidos' });
    expect(within(list).getByRole('link', { name: 'Pedido PED-0001' })).toHaveTextContent(
      'R$ 1.234,56',
    );
  });

  it('says when a status has no orders', async () => {
    screenWidth(true);
    open(
      'editor',
      () => json(200, { items: [], nextCursor: null }),
      '/produto/pedidos?status=cancelado',
    );
    expect(await screen.findByText('Nenhum pedido cancelado.')).toBeVisible();
  });

  it('lets an Admin configure the Pix: pt-BR errors first, then the settings with their version', async () => {
    screenWidth(true);
    const saved = {
      ...settings,
      enabled: true,
      pixKeyType: 'email',
      pixKey: 'loja@exemplo.com',
      merchantName: 'Loja da Ana',
      merchantCity: 'São Paulo',
      revenueBoxId: box.id,
      pixReady: true,
      version: 2,
    };
    const { fetch } = open('admin', (u, init) => {
      const path = new URL(u, 'http://x').pathname;
      if (path === settingsUrl) return json(200, init.method === 'PUT' ? saved : settings);
      if (path === boxesUrl) return json(200, { items: [box] });
      if (path === categoriesUrl) return json(200, { items: [sales] });
      return json(200, { items: [], nextCursor: null });
    });
    expect(await screen.findByText(/A loja ainda não recebe pedidos em reais/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Configurar Pix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configurar Pix' });
    await userEvent.click(
      within(dialog).getByRole('switch', { name: 'Receber pedidos em reais (Pix)' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(/informe a chave Pix, o nome e a cidade/)).toBeVisible();
    expect(calls(fetch, 'PUT', settingsUrl)).toHaveLength(0);
    // Empty selects say so.
    expect(within(dialog).getByRole('combobox', { name: 'Caixa de receita' })).toHaveTextContent(
      'Nenhuma',
    );

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Tipo da chave Pix' }));
    await userEvent.click(screen.getByRole('option', { name: 'E-mail' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Chave Pix' }),
      'Loja@Exemplo.com',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Nome do recebedor' }),
      'Loja da Ana',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Cidade' }), 'São Paulo');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Caixa de receita' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Conta PJ' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Categoria da receita' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Vendas' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Configuração do Pix salva.')).toBeVisible();
    expect(calls(fetch, 'PUT', settingsUrl).map((c) => c.body)).toEqual([
      {
        enabled: true,
        pixKeyType: 'email',
        pixKey: 'Loja@Exemplo.com',
        merchantName: 'Loja da Ana',
        merchantCity: 'São Paulo',
        revenueBoxId: box.id,
        revenueCategoryId: sales.id,
        version: 1,
      },
    ]);
    await waitFor(() => expect(screen.queryByText(/A loja ainda não recebe/)).toBeNull());
  });
});
