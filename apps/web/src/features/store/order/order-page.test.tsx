import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { calls, renderScreen } from '../../../test/render-screen';
import { orderOf, ordersUrl, payload, uuid } from '../test/fixtures';
import { OrderPage } from './order-page';

const id = uuid(1);
const url = `${ordersUrl}/${id}`;
const open = (
  role: Parameters<typeof renderScreen>[0],
  handler: Parameters<typeof renderScreen>[1],
) =>
  renderScreen(role, handler, <OrderPage />, {
    path: `/produto/pedido/${id}`,
    route: '/produto/pedido/:id?',
  });

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

describe('OrderPage', { timeout: 30_000 }, () => {
  it('shows a pending order with its Pix, confirms the payment with its version and links the revenue', async () => {
    const paid = orderOf(1, {
      status: 'pago',
      paidVia: 'manual',
      paidAt: '2026-03-06T12:00:00.000Z',
      entryId: uuid(80),
      boxId: uuid(81),
      pix: { ...orderOf(1).pix!, qrSvg: '' },
      version: 2,
    });
    const { fetch } = open('admin', (u, init) =>
      init.method === 'POST' ? json(200, paid) : json(200, orderOf(1)),
    );
    expect(await screen.findByRole('heading', { name: 'Pedido PED-0001' })).toBeVisible();
    expect(screen.getByText('Pendente')).toBeVisible();
    expect(screen.getByText(/Bia Compradora/)).toBeVisible();
    expect(screen.getAllByText('R$ 1.234,56').length).toBeGreaterThan(0);
    const pix = screen.getByRole('region', { name: 'Pagamento com Pix' });
    expect(within(pix).getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
    expect(within(pix).getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue(payload);
    // A pending reais order is not delivered before it is paid.
    expect(screen.queryByRole('button', { name: 'Marcar como entregue' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmar pagamento?' });
    expect(dialog).toHaveTextContent('R$ 1.234,56 entra como receita');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar pagamento' }));
    expect(await screen.findByText('Pagamento confirmado.')).toBeVisible();
    // The closing dialog keeps the page aria-hidden while it fades out (role queries miss it).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(fetch, 'POST', `${url}/pagamento`).map((c) => c.body)).toEqual([{ version: 1 }]);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Pagamento com Pix' })).toBeNull(),
    );
    expect(screen.getByText('Pago')).toBeVisible();
    expect(screen.getByText(/Confirmado à mão/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver a receita no financeiro' })).toHaveAttribute(
      'href',
      '/riqueza/administracao?aba=lancamentos',
    );
    expect(screen.getByRole('button', { name: 'Marcar como entregue' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
  });

  it('cancels only after confirming; a stale version shows the order as it is now', async () => {
    const delivered = orderOf(1, {
      status: 'cancelado',
      canceledAt: '2026-03-06T12:00:00.000Z',
      version: 3,
    });
    const { fetch } = open('admin', (_u, init) =>
      init.method === 'POST'
        ? json(409, { message: 'Versão desatualizada.', code: 'conflict', current: delivered })
        : json(200, orderOf(1)),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar o pedido?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(fetch, 'POST', `${url}/cancelamento`)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Cancelar o pedido?' })).getByRole('button', {
        name: 'Cancelar pedido',
      }),
    );
    expect(await screen.findByText(/O pedido mudou enquanto você decidia/)).toBeVisible();
    await waitFor(() => expect(screen.getByText('Cancelado')).toBeVisible());
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
  });

  it('offers an Observador no actions, and says when the order does not exist', async () => {
    open('viewer', () => json(200, orderOf(1)));
    expect(await screen.findByRole('heading', { name: 'Pedido PED-0001' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirmar pagamento' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
  });

  it('says "Pedido não encontrado." for another workspace’s order', async () => {
    open('admin', () => json(404, { message: 'Pedido não encontrado.' }));
    expect(await screen.findByText('Pedido não encontrado.')).toBeVisible();
  });
});
