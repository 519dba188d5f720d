import type { Box } from '@orbita/contracts/finance';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../theme/theme';
import { financeApi } from '../api/finance-api';
import { recurrencesApi } from '../recurrences/recurrences-api';
import { EntryDialogOutside } from './entry-dialog-outside';

const account = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Conta Corrente',
  kind: 'bank_account',
  archived: false,
  finishedAt: null,
} as unknown as Box;

beforeEach(() => {
  vi.spyOn(recurrencesApi, 'list').mockResolvedValue({ items: [], occurrences: [] });
  vi.spyOn(financeApi, 'categories').mockResolvedValue([]);
});
afterEach(() => vi.restoreAllMocks());

function open(boxes: Box[]) {
  vi.spyOn(financeApi, 'boxes').mockResolvedValue(boxes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <EntryDialogOutside
          open
          preset={{ value: 123456, description: 'Conserto do portão' }}
          onClose={() => undefined}
        />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

// Another feature (a chat message) opens "Novo lançamento" through platform/finance-entry.
describe('EntryDialogOutside', { timeout: 30_000 }, () => {
  it('loads the boxes and opens "Novo lançamento" with the value and the description filled', async () => {
    open([account]);
    const dialog = await screen.findByRole('dialog', { name: 'Novo lançamento' });
    expect(within(dialog).getByLabelText<HTMLInputElement>(/Valor/).value).toBe('R$ 1.234,56');
    expect(within(dialog).getByLabelText<HTMLInputElement>(/Descrição/).value).toBe(
      'Conserto do portão',
    );
  });

  it('says to create a box first when there is none', async () => {
    open([]);
    expect(
      await screen.findByText('Crie uma caixa em Riqueza antes de registrar lançamentos.'),
    ).toBeInTheDocument();
  });
});
