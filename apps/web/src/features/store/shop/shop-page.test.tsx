import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { calls, renderScreen } from '../../../test/render-screen';
import {
  checkoutUrl,
  coinsId,
  myOrdersUrl,
  orderOf,
  productsUrl,
  shirt,
  shirtSummary,
  token,
  uuid,
} from '../test/fixtures';
import { ShopPage } from './shop-page';

const player = (coins: number) => ({
  points: 1500,
  level: null,
  nextLevel: null,
  progress: 0,
  streak: 0,
  freezes: 0,
  games: [],
  trophies: [],
  inventory: [
    {
      resource: {
        id: coinsId,
        name: 'Moedas',
        description: '',
        imageUrl: null,
        rarity: 'common',
        usable: false,
        effect: null,
      },
      quantity: coins,
      expiresAt: null,
    },
  ],
});

/** The shop with the API: the shirt on the shelf, `coins` Moedas, checkout answering `order`. */
function open(
  coins: number,
  order = orderOf(7),
  mine = [] as ReturnType<typeof orderOf>[],
  role: Parameters<typeof renderScreen>[0] = 'editor',
) {
  return renderScreen(
    role,
    (u, init) => {
      const path = new URL(u, 'http://x').pathname;
      if (path === productsUrl) return json(200, { items: [shirtSummary], nextCursor: null });
      if (path === `${productsUrl}/${shirt.id}`) return json(200, shirt);
      if (path === '/api/app/gamificacao/player') return json(200, player(coins));
      if (path === '/api/app/gamificacao/resources')
        return json(200, { items: [], nextCursor: null });
      if (path === checkoutUrl && init.method === 'POST') return json(201, order);
      if (path === myOrdersUrl) return json(200, { items: mine, nextCursor: null });
      return json(404, { message: 'Não encontrado.' });
    },
    <ShopPage />,
    { path: '/produto/loja' },
  );
}

/** The buy dialog once the product has loaded (its form replaces the loading one). */
async function buyDialog() {
  const quantity = await screen.findByRole('spinbutton', { name: 'Quantidade' });
  return quantity.closest<HTMLElement>('[role="dialog"]')!;
}

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

describe('ShopPage', { timeout: 30_000 }, () => {
  it('shows the active products with their prices in reais and points, and the balance', async () => {
    const { fetch } = open(800);
    const card = await screen.findByRole('listitem', { name: 'Camiseta Órbita' });
    expect(card).toHaveTextContent('R$ 49,90 ou 500 Moedas');
    expect(card).toHaveTextContent('3 em estoque');
    expect(screen.getByText(/Seus pontos/)).toHaveTextContent('Seus pontos: 1.500');
    expect(calls(fetch, 'GET', productsUrl)[0]!.url.searchParams.get('status')).toBe('ativo');
  });

  it('shows an Observador the products without a way to buy', async () => {
    open(800, orderOf(7), [], 'viewer');
    await screen.findByRole('listitem', { name: 'Camiseta Órbita' });
    expect(screen.getByText(/não compra nesta conta/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Comprar Camiseta Órbita' })).toBeNull();
  });

  it('buys in points: the sold-out size cannot be chosen, the balance shows, the order lands in Meus pedidos', async () => {
    const paid = orderOf(7, {
      currency: 'points',
      status: 'pago',
      paidVia: 'pontos',
      totalCents: null,
      pointsTotals: [{ resourceId: coinsId, name: 'Moedas', amount: 1000 }],
      pix: null,
    });
    const { fetch } = open(1200, paid, [paid]);
    await userEvent.click(await screen.findByRole('button', { name: 'Comprar Camiseta Órbita' }));
    const dialog = await buyDialog();
    expect(dialog).toHaveAccessibleName('Comprar Camiseta Órbita');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Variação' }));
    expect(screen.getByRole('option', { name: /^P ·/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: /^M ·/ }));
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantidade' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Pontos/ }));
    expect(within(dialog).getByRole('radio', { name: /^Pontos/ })).toBeChecked();
    expect(dialog).toHaveTextContent('Pontos: 1.000 Moedas');
    expect(dialog).toHaveTextContent('Seu saldo: 1.200 Moedas. Os pontos são descontados na hora.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Comprar com pontos' }));
    expect(await screen.findByText('Compra feita: pedido PED-0007.')).toBeVisible();
    expect(calls(fetch, 'POST', checkoutUrl).map((c) => c.body)).toEqual([
      { currency: 'points', items: [{ variantId: uuid(60), quantity: 2 }] },
    ]);
    const mine = await screen.findByRole('list', { name: 'Meus pedidos' });
    expect(within(mine).getByRole('link', { name: 'Pedido PED-0007' })).toHaveTextContent(
      '1.000 Moedas',
    );
  });

  it('warns when the points are short, and refuses a quantity beyond the stock', async () => {
    open(300);
    await userEvent.click(await screen.findByRole('button', { name: 'Comprar Camiseta Órbita' }));
    const dialog = await buyDialog();
    expect(dialog).toHaveAccessibleName('Comprar Camiseta Órbita');
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Pontos/ }));
    expect(dialog).toHaveTextContent('Seu saldo: 300 Moedas. Não é suficiente para esta compra.');
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantidade' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4');
    expect(within(dialog).getByText('Informe uma quantidade de 1 a 3.')).toBeVisible();
  });

  it('buys with Pix and goes to the order’s page', async () => {
    const { fetch } = open(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Comprar Camiseta Órbita' }));
    const dialog = await buyDialog();
    expect(dialog).toHaveAccessibleName('Comprar Camiseta Órbita');
    expect(within(dialog).getByRole('radio', { name: 'Pix: R$ 49,90' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pagar com Pix' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent(
        `/pedido/${token}`,
      ),
    );
    expect(calls(fetch, 'POST', checkoutUrl)[0]!.body).toEqual({
      currency: 'brl',
      items: [{ variantId: uuid(60), quantity: 1 }],
    });
  });
});
