import { CONFLICT_MESSAGE } from '@orbita/contracts';
import type { ApiKey } from '@orbita/contracts/workspaces';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorFromResponse } from '../../../platform/http/http-error';
import { theme } from '../../../theme/theme';
import { workspacesApi } from '../api/workspaces-api';
import { KeyAllowedIps, KeySettings } from './key-settings';

const ws = '11111111-1111-4111-8111-111111111111';
const key: ApiKey = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'Integração',
  keyId: 'orb_abc',
  role: 'editor',
  allowedIps: [],
  main: false,
  status: 'active',
  expiresAt: null,
  lastUsedAt: null,
  lastUsedIp: null,
  revokedAt: null,
  createdBy: null,
  createdAt: '2026-01-01T12:00:00Z',
  version: 1,
};
const conflictWith = (current: ApiKey) =>
  errorFromResponse(409, 'Conflict', { code: 'conflict', message: CONFLICT_MESSAGE, current });

function show(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('API key edits (optimistic concurrency)', { timeout: 30_000 }, () => {
  it('settings: a stale save shows the newer key and reapplies on its version', async () => {
    const theirs: ApiKey = { ...key, name: 'Integração CRM', role: 'viewer', version: 2 };
    const update = vi
      .spyOn(workspacesApi, 'updateKey')
      .mockRejectedValueOnce(conflictWith(theirs))
      .mockResolvedValueOnce({ ...theirs, name: 'Integração ERP', version: 3 });
    show(<KeySettings workspaceId={ws} apiKey={key} myRole="admin" readOnly={false} />);
    const user = userEvent.setup();
    const name = screen.getByLabelText('Nome');
    await user.clear(name);
    await user.type(name, 'Integração ERP');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const conflict = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    expect(update.mock.calls[0]![2]).toMatchObject({ name: 'Integração ERP', version: 1 });
    expect(conflict).toHaveTextContent('Integração CRM');
    expect(conflict).toHaveTextContent('Integração ERP');
    await user.click(within(conflict).getByRole('button', { name: 'Reaplicar minhas alterações' }));
    await vi.waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls[1]![2]).toMatchObject({ name: 'Integração ERP', version: 2 });
  });

  it('allowed IPs: sent with the version; "Descartar" shows the newer list', async () => {
    const theirs: ApiKey = { ...key, allowedIps: ['10.0.0.9'], version: 2 };
    const update = vi.spyOn(workspacesApi, 'updateKey').mockRejectedValueOnce(conflictWith(theirs));
    show(<KeyAllowedIps workspaceId={ws} apiKey={key} readOnly={false} />);
    const user = userEvent.setup();
    const input = screen.getAllByRole('textbox')[0]!;
    await user.type(input, '192.168.0.1{Enter}');
    await user.click(screen.getByRole('button', { name: 'Salvar IPs' }));
    const conflict = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    expect(update.mock.calls[0]![2]).toEqual({ allowedIps: ['192.168.0.1'], version: 1 });
    expect(conflict).toHaveTextContent('10.0.0.9');
    await user.click(within(conflict).getByRole('button', { name: 'Descartar as minhas' }));
    expect(await screen.findByText('10.0.0.9')).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
  });
});
