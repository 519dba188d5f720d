import { CONFLICT_MESSAGE } from '@orbita/contracts';
import type { Box, PortfolioDetail } from '@orbita/contracts/finance';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorFromResponse } from '../../../platform/http/http-error';
import { theme } from '../../../theme/theme';
import { financeKeys } from '../api/keys';
import { PortfolioInvestments, rebase } from './portfolio-investments';
import { portfolioQueries, portfoliosApi } from './portfolios-api';

vi.mock('../../../platform/toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), success: vi.fn(), warning: vi.fn() },
}));

const box = (id: string, name: string, portfolioId: string | null) =>
  ({
    id,
    name,
    kind: 'investment',
    investmentKind: 'cdb',
    startDate: '2025-01-01',
    balance: 10_000,
    currentValue: null,
    netContributed: null,
    finishedAt: null,
    archived: false,
    portfolioId,
  }) as unknown as Box;

const [cdb, tesouro, acoes] = [
  box('b1', 'CDB Banco', 'p1'),
  box('b2', 'Tesouro Selic', null),
  box('b3', 'Ações BR', null),
];
const detail = (investments: Box[], version: number) =>
  ({ id: 'p1', name: 'Aposentadoria', investments, version }) as unknown as PortfolioDetail;

/** The portfolio page reads the detail from the cache: a 409's current shows at once. */
function CachedPortfolio() {
  const { data } = useQuery({ ...portfolioQueries.detail('p1'), enabled: false });
  return data ? <PortfolioInvestments detail={data} canManage /> : null;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('rebase', () => {
  it('makes the same additions and removals on the newer list', () => {
    // Saw [a, b]; took b out and added c. Meanwhile someone added d and took a out.
    expect(rebase({ shown: ['a', 'b'], ids: ['a', 'c'] }, ['b', 'd'])).toEqual(['d', 'c']);
    expect(rebase({ shown: ['a'], ids: ['a', 'c'] }, ['a', 'c'])).toEqual(['a', 'c']);
  });
});

describe('PortfolioInvestments', { timeout: 30_000 }, () => {
  it('adds on the version shown; when someone changed the list meanwhile, the dialog compares the lists and reapplies on the newer version', async () => {
    const theirs = detail([cdb, acoes], 5);
    const update = vi
      .spyOn(portfoliosApi, 'update')
      .mockRejectedValueOnce(
        errorFromResponse(409, 'Conflict', {
          code: 'conflict',
          message: CONFLICT_MESSAGE,
          current: theirs,
        }),
      )
      .mockResolvedValueOnce(detail([cdb, acoes, tesouro], 6));
    const client = new QueryClient({
      defaultOptions: {
        queries: { staleTime: Infinity, retry: false },
        mutations: { retry: false },
      },
    });
    client.setQueryData(financeKeys.portfolio('p1'), detail([cdb], 4));
    client.setQueryData(portfolioQueries.boxes().queryKey, { items: [cdb, tesouro, acoes] });
    render(
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme}>
          <CachedPortfolio />
        </ThemeProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Adicionar investimento' }));
    await user.click(await screen.findByRole('option', { name: 'Tesouro Selic' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(update).toHaveBeenLastCalledWith('p1', { investmentIds: ['b1', 'b2'], version: 4 });

    const dialog = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    const row = within(dialog).getByRole('rowheader', { name: 'Investimentos' }).closest('tr')!;
    // Reapplied, the person's addition goes on the newer list: the other's "Ações BR" stays.
    expect(row.textContent).toBe(
      'InvestimentosAções BR, CDB BancoAções BR, CDB Banco, Tesouro Selic',
    );
    // The newer list is on the page behind the dialog.
    expect(screen.getByRole('rowheader', { name: 'Ações BR', hidden: true })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Reaplicar minhas alterações' }));
    await waitFor(() =>
      expect(update).toHaveBeenLastCalledWith('p1', {
        investmentIds: ['b1', 'b3', 'b2'],
        version: 5,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('on a phone lists each investment top to bottom, and taking one out still goes on the version shown', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const update = vi.spyOn(portfoliosApi, 'update').mockResolvedValueOnce(detail([tesouro], 5));
    const client = new QueryClient({
      defaultOptions: {
        queries: { staleTime: Infinity, retry: false },
        mutations: { retry: false },
      },
    });
    client.setQueryData(financeKeys.portfolio('p1'), detail([cdb, tesouro], 4));
    client.setQueryData(portfolioQueries.boxes().queryKey, { items: [cdb, tesouro, acoes] });
    render(
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme}>
          <CachedPortfolio />
        </ThemeProvider>
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Investimentos do portfólio' });
    expect(within(list).getByRole('heading', { name: 'CDB Banco' })).toBeTruthy();
    expect(list.textContent).toContain('CDB · desde 01/01/2025');
    expect(list.textContent).toContain('Aplicado R$ 100,00 · Atual R$ 100,00');
    await userEvent
      .setup()
      .click(within(list).getByRole('button', { name: 'Tirar CDB Banco do portfólio' }));
    expect(update).toHaveBeenCalledWith('p1', { investmentIds: ['b2'], version: 4 });
  });
});
