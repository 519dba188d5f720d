import { ThemeProvider } from '@mui/material';
import { CONFLICT_MESSAGE } from '@orbita/contracts';
import { roleLabels, type Member, type WorkspaceDetail } from '@orbita/contracts/workspaces';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorFromResponse } from '../../../platform/http/http-error';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { updateSession } from '../../../platform/session/session-store';
import { theme } from '../../../theme/theme';
import { workspacesApi } from '../api/workspaces-api';
import { MembersTab } from './members-tab';

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
const members = [
  member('u-owner', 'Olga', 'owner'),
  member('u-admin', 'Ana', 'admin'),
  member('u-editor', 'Edu', 'editor'),
];
const workspace = (role: WorkspaceDetail['role']): WorkspaceDetail => ({
  id: ws,
  version: 1,
  name: 'Agência',
  kind: 'shared',
  role,
  owner: { userId: 'u-owner', name: 'Olga', email: 'olga@exemplo.com.br' },
  memberCount: 3,
  teamCount: 0,
  createdAt: '2026-01-01T12:00:00Z',
});

function show(role: WorkspaceDetail['role'], me: string) {
  updateSession({ token: 't', user: { id: me } });
  mockFetch(() => json(200, members));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <MembersTab workspace={workspace(role)} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

describe('MembersTab hides what the role cannot do', () => {
  it('an Editor sees the members but no role selects or remove buttons', async () => {
    show('editor', 'u-editor');
    expect(await screen.findAllByText('Olga')).not.toHaveLength(0);
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: /^Remover/ })).toHaveLength(0);
  });

  it('an Admin manages the others up to Admin, never the Principal nor themself', async () => {
    show('admin', 'u-admin');
    expect(await screen.findByRole('combobox', { name: 'Papel de Edu' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Papel de Olga' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Papel de Ana' })).toBeNull();
    expect(
      screen.getAllByRole('button', { name: /^Remover/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Remover Edu']);
  });
});

describe('MembersTab role change (optimistic concurrency)', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the version of the row; a stale one shows the newer role and reapplies on its version', async () => {
    const theirs: Member = { ...members[2]!, role: 'creator', version: 2 };
    const change = vi
      .spyOn(workspacesApi, 'changeRole')
      .mockRejectedValueOnce(
        errorFromResponse(409, 'Conflict', {
          code: 'conflict',
          message: CONFLICT_MESSAGE,
          current: theirs,
        }),
      )
      .mockResolvedValueOnce({ ...theirs, role: 'viewer', version: 3 });
    show('admin', 'u-admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Papel de Edu' }));
    await user.click(await screen.findByRole('option', { name: roleLabels.viewer }));
    const conflict = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    expect(change.mock.calls[0]).toEqual([ws, 'u-editor', 'viewer', 1]);
    // The newer role and the person's, by name.
    expect(conflict).toHaveTextContent('Papel');
    expect(conflict).toHaveTextContent(roleLabels.creator);
    expect(conflict).toHaveTextContent(roleLabels.viewer);
    await user.click(within(conflict).getByRole('button', { name: 'Reaplicar minhas alterações' }));
    await vi.waitFor(() => expect(change).toHaveBeenCalledTimes(2));
    expect(change.mock.calls[1]).toEqual([ws, 'u-editor', 'viewer', 2]);
  });

  it('the same role on both sides needs no dialog', async () => {
    const theirs: Member = { ...members[2]!, role: 'viewer', version: 2 };
    vi.spyOn(workspacesApi, 'changeRole').mockRejectedValueOnce(
      errorFromResponse(409, 'Conflict', {
        code: 'conflict',
        message: CONFLICT_MESSAGE,
        current: theirs,
      }),
    );
    show('admin', 'u-admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Papel de Edu' }));
    await user.click(await screen.findByRole('option', { name: roleLabels.viewer }));
    await vi.waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Papel de Edu' })).toHaveTextContent(
        roleLabels.viewer,
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'Outra pessoa alterou este registro' })).toBeNull();
  });
});
