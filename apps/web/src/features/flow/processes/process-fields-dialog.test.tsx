import type { Process } from '@orbita/contracts/flow';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../theme/theme';
import { fieldKeyOf, ProcessFieldsDialog } from './process-fields-dialog';
import { processesApi } from './processes-api';

vi.mock('../../../platform/toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), success: vi.fn(), warning: vi.fn() },
}));

const process: Process = {
  id: 'p1',
  workspaceId: 'w1',
  name: 'Vendas',
  description: '',
  stages: [],
  cardCount: 0,
  fields: [{ key: 'quantidade', label: 'Quantidade' }],
  createdBy: null,
  createdAt: '',
  updatedAt: '',
  version: 3,
};

afterEach(() => vi.restoreAllMocks());

describe('ProcessFieldsDialog', { timeout: 30_000 }, () => {
  it('keys follow the name without accents; saving sends the fields with the process version', async () => {
    expect(fieldKeyOf('Preço médio (R$)')).toBe('preco_medio_r');
    expect(fieldKeyOf('3º lote')).toBe('c_3_lote');
    const user = userEvent.setup();
    const update = vi.spyOn(processesApi, 'update').mockResolvedValue(process);
    const onClose = vi.fn();
    render(
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={new QueryClient()}>
          <ProcessFieldsDialog process={process} onClose={onClose} />
        </QueryClientProvider>
      </ThemeProvider>,
    );
    await user.type(screen.getByLabelText('Novo campo'), 'Valor do contrato{Enter}');
    expect(screen.getByText('Chave: valor_do_contrato')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover campo Quantidade' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith('p1', {
      fields: [{ key: 'valor_do_contrato', label: 'Valor do contrato' }],
      version: 3,
    });
  });
});
