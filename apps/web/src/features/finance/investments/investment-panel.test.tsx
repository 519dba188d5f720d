import { FINISH_INVESTMENT_CONFIRMATION } from '@orbita/contracts/finance';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { InvestmentPanel } from './investment-panel';
import { typeDate } from '../../../test/date-field';

vi.mock('../../../platform/toasts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const CDB = '22222222-2222-4222-8222-222222222222';
const ACCOUNT = '33333333-3333-4333-8333-333333333333';
const base = {
  archived: false,
  finishedAt: null,
  color: null,
  limit: null,
  closingDay: null,
  dueDay: null,
  availableLimit: null,
  notes: null,
  portfolioId: null,
};
const cdb = {
  ...base,
  id: CDB,
  name: 'CDB Banco Exemplo',
  kind: 'investment',
  balance: 500_000,
  projectedBalance: 500_000,
  investmentKind: 'cdb',
  startDate: '2025-01-02',
  currentValue: 530_000,
  currentValueOn: '2025-06-30',
  netContributed: 500_000,
};
const account = {
  ...base,
  id: ACCOUNT,
  name: 'Conta Corrente',
  kind: 'bank_account',
  balance: 100_000,
  investmentKind: null,
  currentValue: null,
  netContributed: null,
};

function setup(role: 'editor' | 'viewer', box: Record<string, unknown> = cdb) {
  const fetch = mockFetch((url, init) => {
    if (url === '/api/auth/app') return json(200, { role });
    if (url === `/api/app/riqueza/boxes/${CDB}`) return json(200, box);
    if (url === '/api/app/riqueza/boxes') return json(200, { items: [cdb, account] });
    if (url === `/api/app/riqueza/boxes/${CDB}/valuations` && init.method === 'POST')
      return json(201, { id: 'v2' });
    if (url === `/api/app/riqueza/boxes/${CDB}/valuations`)
      return json(200, {
        items: [
          {
            id: 'v1',
            boxId: CDB,
            date: '2025-06-30',
            value: 530_000,
            createdBy: null,
            createdAt: '2025-06-30T12:00:00Z',
          },
        ],
      });
    if (url === `/api/app/riqueza/boxes/${CDB}/finish`)
      return json(200, {
        box: { ...cdb, finishedAt: '2025-07-01T12:00:00Z' },
        entry: null,
        transfer: null,
      });
    return json(404, { message: 'Não encontrado.' });
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <InvestmentPanel boxId={CDB} />
    </QueryClientProvider>,
  );
  return fetch;
}

const bodyOf = (fetch: ReturnType<typeof mockFetch>, url: string) =>
  JSON.parse(
    String(fetch.mock.calls.find(([u, init]) => u === url && init?.method === 'POST')![1]!.body),
  ) as Record<string, unknown>;

describe('InvestmentPanel', () => {
  it('shows what went in, what it is worth and the result', async () => {
    setup('viewer');
    expect(await screen.findByText('R$ 300,00 (+6,00%)')).toBeInTheDocument();
    expect(screen.getByText('Valor atual (30/06/2025)')).toBeInTheDocument();
    expect(screen.getByText('02/01/2025')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Histórico de valores' })).toHaveTextContent(
      'R$ 5.300,00',
    );
    // An Observador sees no way to change it.
    expect(screen.queryByRole('button', { name: 'Atualizar valor' })).not.toBeInTheDocument();
  });

  it('records a valuation typed with the BRL mask', async () => {
    const user = userEvent.setup();
    const fetch = setup('editor');
    await user.click(await screen.findByRole('button', { name: 'Atualizar valor' }));
    const dialog = screen.getByRole('dialog', { name: 'Atualizar valor' });
    const value = within(dialog).getByRole('textbox', { name: /Valor atual/ });
    await user.type(value, '531000');
    expect(value).toHaveValue('R$ 5.310,00');
    await typeDate(user, 'Data', '31/07/2025', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(bodyOf(fetch, `/api/app/riqueza/boxes/${CDB}/valuations`)).toEqual({
        date: '2025-07-31',
        value: 531_000,
      }),
    );
  }, 20_000);

  it('asks before finishing and sends the chosen destination', async () => {
    const user = userEvent.setup();
    const fetch = setup('editor');
    await user.click(await screen.findByRole('button', { name: 'Encerrar investimento' }));
    const dialog = screen.getByRole('dialog', { name: 'Encerrar investimento' });
    expect(dialog).toHaveTextContent(FINISH_INVESTMENT_CONFIRMATION);
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar' }));
    expect(within(dialog).getByText('Escolha a caixa de destino.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Caixa de destino/ }));
    await user.click(
      await screen.findByRole('option', { name: 'Conta Corrente (Conta bancária)' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar' }));
    await waitFor(() =>
      expect(bodyOf(fetch, `/api/app/riqueza/boxes/${CDB}/finish`)).toMatchObject({
        toBoxId: ACCOUNT,
      }),
    );
  }, 20_000);
  it('shows a finished CDB as the server presents it: applied, redeemed and the yield', async () => {
    setup('viewer', {
      ...cdb,
      finishedAt: '2025-12-10T12:00:00Z',
      balance: 0,
      projectedBalance: 0,
      netContributed: 1_100_000,
      currentValue: 1_115_000,
      currentValueOn: '2025-12-10',
    });
    expect(await screen.findByText('R$ 150,00 (+1,36%)')).toBeInTheDocument();
    expect(screen.getByText('Valor resgatado')).toBeInTheDocument();
    expect(screen.getByText('R$ 11.000,00')).toBeInTheDocument();
    expect(screen.getByText('R$ 11.150,00')).toBeInTheDocument();
  });
});
