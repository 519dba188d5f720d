import { CONFLICT_MESSAGE } from '@orbita/contracts';
import type { Member, Team } from '@orbita/contracts/workspaces';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorFromResponse } from '../../../platform/http/http-error';
import { theme } from '../../../theme/theme';
import { workspacesApi } from '../api/workspaces-api';
import { TeamDialog } from './team-dialog';

const ws = '11111111-1111-4111-8111-111111111111';
const ana = '22222222-2222-4222-8222-222222222222';
const edu = '33333333-3333-4333-8333-333333333333';
const member = (userId: string, name: string): Member => ({
  userId,
  version: 1,
  name,
  email: `${name.toLowerCase()}@exemplo.com.br`,
  avatarUrl: null,
  role: 'editor',
  joinedAt: '2026-01-01T12:00:00Z',
  teams: [],
});
const members = [member(ana, 'Ana'), member(edu, 'Edu')];
const mine: Team = {
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Design',
  responsible: { userId: ana, name: 'Ana' },
  members: [{ userId: ana, name: 'Ana' }],
  createdAt: '2026-01-01T12:00:00Z',
  version: 1,
};

afterEach(() => vi.restoreAllMocks());

describe('TeamDialog', { timeout: 30_000 }, () => {
  it('a stale edit shows the newer team in the conflict dialog and reapplies on its version', async () => {
    const theirs: Team = {
      ...mine,
      responsible: { userId: edu, name: 'Edu' },
      members: [{ userId: edu, name: 'Edu' }],
      version: 2,
    };
    const update = vi
      .spyOn(workspacesApi, 'updateTeam')
      .mockRejectedValueOnce(
        errorFromResponse(409, 'Conflict', {
          code: 'conflict',
          message: CONFLICT_MESSAGE,
          current: theirs,
        }),
      )
      .mockResolvedValueOnce({ ...theirs, name: 'Design e Marca', version: 3 });
    const onClose = vi.fn();
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme}>
          <TeamDialog workspaceId={ws} team={mine} members={members} onClose={onClose} />
        </ThemeProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Editar equipe' });
    const name = within(dialog).getByLabelText(/Nome/);
    await user.clear(name);
    await user.type(name, 'Design e Marca');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar equipe' }));
    const conflict = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    expect(update.mock.calls[0]).toEqual([
      ws,
      mine.id,
      { name: 'Design e Marca', responsibleUserId: ana, memberIds: [ana], version: 1 },
    ]);
    // The people read by name, the newer team beside the person's edit.
    expect(conflict).toHaveTextContent('Responsável');
    expect(conflict).toHaveTextContent('Edu');
    expect(conflict).toHaveTextContent('Design e Marca');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(conflict).getByRole('button', { name: 'Reaplicar minhas alterações' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update.mock.calls[1]![2]).toMatchObject({ name: 'Design e Marca', version: 2 });
  });
});
