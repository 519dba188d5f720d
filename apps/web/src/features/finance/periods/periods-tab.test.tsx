import type { Period } from '@orbita/contracts/finance';
import type { Role } from '@orbita/contracts/workspaces';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../theme/theme';
import { financeKeys } from '../api/keys';
import { PeriodsTab } from './periods-tab';

const period = (id: string, endDate: string, status: Period['status']): Period => ({
  id,
  workspaceId: 'w',
  endDate,
  status,
  closedAt: '2026-03-01T12:00:00Z',
  closedBy: { id: 'u', name: 'Ana Admin' },
  reopenedAt: null,
  reopenedBy: null,
  balances: [{ boxId: 'b', boxName: 'Conta Corrente', balance: 123456 }],
});

function setup(role: Role) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  // The role comes from the shell's `auth/app` answer; the periods from the API — both cached here.
  client.setQueryData(['auth', 'app'], { role });
  client.setQueryData(financeKeys.periods(), {
    items: [period('p2', '2026-02-28', 'closed'), period('p1', '2026-01-31', 'closed')],
    latestClosedEndDate: '2026-02-28',
  });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <PeriodsTab />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

describe('PeriodsTab', () => {
  it('an Admin closes periods and reopens only the latest, confirming with the spec’s exact question', async () => {
    setup('admin');
    expect(screen.getByRole('button', { name: 'Fechar período' })).toBeInTheDocument();
    const latest = screen.getByRole('article', { name: 'Período até 28/02/2026' });
    const older = screen.getByRole('article', { name: 'Período até 31/01/2026' });
    expect(within(older).queryByRole('button', { name: 'Reabrir' })).not.toBeInTheDocument();
    expect(within(latest).getByRole('row', { name: /Conta Corrente/ })).toHaveTextContent(
      'R$ 1.234,56',
    );
    await userEvent.click(within(latest).getByRole('button', { name: 'Reabrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Reabrir período' });
    expect(within(dialog).getByText('Deseja reabrir o período selecionado?')).toBeInTheDocument();
  });

  it('below Admin nothing can be closed or reopened', () => {
    setup('editor');
    expect(screen.queryByRole('button', { name: 'Fechar período' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reabrir' })).not.toBeInTheDocument();
    expect(screen.getByText(/Só Admin fecha e reabre períodos/)).toBeInTheDocument();
  });
});
