import { ThemeProvider } from '@mui/material';
import type { Member, WorkspaceDetail } from '@orbita/contracts/workspaces';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { updateSession } from '../../../platform/session/session-store';
import { theme } from '../../../theme/theme';
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
