import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { calls, renderScreen } from '../../../test/render-screen';
import { PUBLIC_ORDER_POLL_MS } from '../api/queries';
import { payload, publicOrderOf, qrSvg, token } from '../test/fixtures';
import { PublicOrderPage } from './public-order-page';

const url = `/api/public/loja/pedidos/${token}`;
const open = (handler: Parameters<typeof renderScreen>[1]) =>
  renderScreen('viewer', handler, <PublicOrderPage />, {
    path: `/pedido/${token}`,
    route: '/pedido/:token',
  });

afterEach(() => {
  act(() => toast.dismiss());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PublicOrderPage', { timeout: 30_000 }, () => {
  it('shows the items, the total in reais, the QR code and copies the Pix code', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    open(() => json(200, publicOrderOf()));
    expect(screen.getByRole('status', { name: 'Carregando o pedido' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Pedido PED-0001');
    expect(screen.getByText('Loja da Ana')).toBeVisible();
    const items = screen.getByRole('list', { name: 'Itens do pedido' });
    expect(within(items).getByText('Camiseta Órbita — M')).toBeVisible();
    expect(within(items).getByText('R$ 1.234,56')).toBeVisible();
    expect(screen.getByLabelText('Total R$ 1.234,56')).toBeVisible();
    const pix = screen.getByRole('region', { name: 'Pagamento com Pix' });
    const qr = within(pix).getByRole('img', { name: 'QR code do Pix' });
    // The server's SVG is shown as an image (nothing of it becomes markup of the page).
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`,
    );
    expect(within(pix).getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue(payload);
    await userEvent.click(within(pix).getByRole('button', { name: 'Copiar código Pix' }));
    expect(writeText).toHaveBeenCalledWith(payload);
    expect(await screen.findByText('Código Pix copiado.')).toBeVisible();
  });

  it('asks again while pending and says "Pagamento confirmado" once paid, without the Pix', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let paid = false;
    const { fetch } = open(() =>
      json(
        200,
        paid
          ? publicOrderOf({ status: 'pago', pix: null, paidAt: '2026-03-05T16:00:00.000Z' })
          : publicOrderOf(),
      ),
    );
    expect(await screen.findByText(/Aguardando o pagamento/)).toBeVisible();
    paid = true;
    await act(() => vi.advanceTimersByTimeAsync(PUBLIC_ORDER_POLL_MS + 100));
    expect(await screen.findByText(/Pagamento confirmado em 05\/03\/2026/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Pagamento com Pix' })).toBeNull();
    const asked = calls(fetch, 'GET', url).length;
    expect(asked).toBe(2);
    // Paid: no more asking.
    await act(() => vi.advanceTimersByTimeAsync(PUBLIC_ORDER_POLL_MS * 3));
    await waitFor(() => expect(calls(fetch, 'GET', url)).toHaveLength(asked));
  });

  it('shows what the buyer and the catalog typed as text, never as markup', async () => {
    const evil = '<img src=x onerror="window.__xss=1"><b>Bia</b>';
    open(() =>
      json(
        200,
        publicOrderOf({
          buyerName: evil,
          storeName: '<script>window.__xss=2</script>Loja',
          items: [{ ...publicOrderOf().items[0]!, productName: '<i>Caneca</i>' }],
        }),
      ),
    );
    expect(await screen.findByText(`Feito por ${evil}`, { exact: false })).toBeVisible();
    expect(screen.getByText('<i>Caneca</i> — M')).toBeVisible();
    expect(document.querySelector('img[src="x"], b, i, script')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('says the order was not found for an unknown link', async () => {
    open(() => json(404, { message: 'Pedido não encontrado.' }));
    expect(await screen.findByText('Pedido não encontrado.')).toBeVisible();
  });
});
