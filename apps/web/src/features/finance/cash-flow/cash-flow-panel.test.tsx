import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saoPauloDate } from '../../../platform/daily-check';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { CashFlowPanel } from './cash-flow-panel';
import { presetRange } from './range-presets';
import { typeDate } from '../../../test/date-field';

const bucket = (start: string, end: string, revenue: number, expense: number, balance: number) => ({
  start,
  end,
  revenue,
  expense,
  net: revenue - expense,
  transfersIn: 0,
  transfersOut: 0,
  balance,
  projectedRevenue: 0,
  projectedExpense: 10_000,
  projectedBalance: balance - 10_000,
});

function setup() {
  const flow = {
    from: '2026-01-01',
    to: '2026-02-28',
    granularity: 'month',
    openingBalance: 100_000,
    buckets: [
      bucket('2026-01-01', '2026-01-31', 565_000, 355_128, 309_872),
      bucket('2026-02-01', '2026-02-28', 0, 0, 309_872),
    ],
    byCategory: [
      {
        categoryId: null,
        name: 'Sem categoria',
        parentId: null,
        type: 'expense',
        total: 355_128,
        projected: 10_000,
        count: 6,
      },
    ],
    totals: {
      revenue: 565_000,
      expense: 355_128,
      net: 209_872,
      projectedRevenue: 0,
      projectedExpense: 10_000,
    },
  };
  const fetch = mockFetch((url) => {
    if (url.startsWith('/api/app/riqueza/cash-flow?')) return json(200, flow);
    if (url === '/api/app/riqueza/boxes' || url === '/api/app/riqueza/categories')
      return json(200, { items: [] });
    return json(404, { message: 'Não encontrado.' });
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <CashFlowPanel />
    </QueryClientProvider>,
  );
  return fetch;
}

const flowCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .map(([u]) => String(u))
    .filter((u) => u.startsWith('/api/app/riqueza/cash-flow?'))
    .map((u) => new URLSearchParams(u.split('?')[1]));

describe('CashFlowPanel', () => {
  it('asks for the last 6 months by month with the projection, and shows totals and the table view', async () => {
    const user = userEvent.setup();
    const fetch = setup();
    const range = presetRange('ultimos-6', saoPauloDate());
    await waitFor(() => expect(flowCalls(fetch)).toHaveLength(1));
    expect(Object.fromEntries(flowCalls(fetch)[0]!)).toEqual({
      from: range.from,
      to: range.to,
      granularity: 'month',
      includePending: 'true',
    });

    expect(await screen.findByText('R$ 5.650,00')).toBeInTheDocument();
    // The end balance says it is the period's (not the home's "Saldo atual") and what it counts.
    expect(screen.getByText('Saldo no fim do período')).toBeInTheDocument();
    expect(screen.getByText('Previsto no fim do período: R$ 2.998,72')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'O que "Saldo no fim do período" soma' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver como tabela' }));
    const table = screen.getByRole('table', { name: 'Fluxo de caixa por período' });
    expect(within(table).getByRole('row', { name: /janeiro de 2026/ })).toHaveTextContent(
      'R$ 3.551,28',
    );
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('R$ 2.098,72');
    expect(screen.getByRole('table', { name: 'Despesas por categoria' })).toHaveTextContent(
      'R$ 3.651,28',
    );
  }, 20_000);

  it('turns the projection off and refuses an inverted custom range without asking the server', async () => {
    const user = userEvent.setup();
    const fetch = setup();
    await screen.findByText('R$ 5.650,00');
    await user.click(screen.getByRole('switch', { name: 'Incluir pendentes (projeção)' }));
    await waitFor(() => expect(flowCalls(fetch).at(-1)!.get('includePending')).toBe('false'));

    await user.click(screen.getByRole('combobox', { name: 'Período' }));
    await user.click(await screen.findByRole('option', { name: 'Personalizado' }));
    const asked = flowCalls(fetch).length;
    await typeDate(user, 'Até', '01/01/2000');
    await user.tab(); // a filter applies the day once it is left, not each digit
    expect(
      await screen.findByText('A data final deve ser igual ou posterior à inicial.'),
    ).toBeInTheDocument();
    expect(flowCalls(fetch)).toHaveLength(asked);
  }, 20_000);
});
