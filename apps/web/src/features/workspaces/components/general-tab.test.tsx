import { ThemeProvider } from '@mui/material';
import type { Member, WorkspaceDetail } from '@orbita/contracts/workspaces';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { updateSession } from '../../../platform/session/session-store';
import { notify } from '../../../platform/toasts';
import { theme } from '../../../theme/theme';
import { workspaceQueries } from '../api/queries';
import { workspacesApi } from '../api/workspaces-api';
import { GeneralTab } from './general-tab';

vi.mock('../../../platform/toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), success: vi.fn() },
}));
afterEach(() => vi.restoreAllMocks());

const ws = '11111111-1111-4111-8111-111111111111';
const member = (userId: string, name: string, role: Member['role']): Member => ({
  userId,
  version: 1,
  name,
  email: `${name.toLowerCase()}@exemplo.com.br`,
  avatarUrl: null,
  role,
  joinedAt: '2026-01-01T12:00:00Z',
  teams: [],
});
const detail = (role: WorkspaceDetail['role'], owner = 'Olga'): WorkspaceDetail => ({
  id: ws,
  version: 1,
  name: 'Agência',
  kind: 'shared',
  role,
  owner: { userId: `u-${owner}`, name: owner, email: `${owner.toLowerCase()}@exemplo.com.br` },
  memberCount: 2,
  teamCount: 0,
  createdAt: '2026-01-01T12:00:00Z',
});

/** The workspace page's way: the tab shows the detail query's workspace. */
function Page() {
  const query = useQuery(workspaceQueries.detail(ws));
  return query.data ? <GeneralTab workspace={query.data} /> : null;
}

it(
  'transferring the ownership says so, although the form leaves the screen before the answer settles',
  { timeout: 30_000 },
  async () => {
    updateSession({ token: 't', user: { id: 'u-Olga' } });
    vi.spyOn(workspacesApi, 'detail').mockResolvedValue(detail('owner'));
    vi.spyOn(workspacesApi, 'mine').mockResolvedValue([]);
    // The members reload the transfer awaits lands after the screen shows my new role.
    let reloaded!: () => void;
    vi.spyOn(workspacesApi, 'members')
      .mockResolvedValueOnce([member('u-Olga', 'Olga', 'owner'), member('u-Ana', 'Ana', 'editor')])
      .mockReturnValue(
        new Promise((resolve) => {
          reloaded = () =>
            resolve([member('u-Olga', 'Olga', 'admin'), member('u-Ana', 'Ana', 'owner')]);
        }),
      );
    const transfer = vi.spyOn(workspacesApi, 'transfer').mockResolvedValue(detail('admin', 'Ana'));
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    render(
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme}>
          <MemoryRouter>
            <Page />
          </MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Novo Principal' }));
    await user.click(await screen.findByRole('option', { name: /^Ana/ }));
    await user.click(screen.getByRole('button', { name: 'Transferir posse' }));
    const confirm = screen.getByRole('dialog', { name: 'Transferir a posse?' });
    await user.click(within(confirm).getByRole('button', { name: 'Transferir' }));
    expect(transfer).toHaveBeenCalledWith(ws, 'u-Ana');

    // I am an Admin now: the Principal's form is gone, the members still reloading.
    await vi.waitFor(() => expect(screen.queryByText('Transferir posse')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Sair da conta' })).toBeInTheDocument();
    expect(notify.success).not.toHaveBeenCalled();

    reloaded();
    await vi.waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Ana agora é o Principal da conta.'),
    );
  },
);
