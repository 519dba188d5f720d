import type { CheckIn } from '@orbita/contracts/gamification';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { notify } from '../../../platform/toasts';
import { checkInsApi } from '../api/catalog-api';
import { CheckInsPanel } from './check-ins-panel';
import { renderWithRole } from './test-render';

const checkIn = (id: string, userId: string, userName: string): CheckIn => ({
  id,
  missionId: 'm-1',
  missionName: 'Leu 1 livro',
  gameId: 'g-1',
  userId,
  userName,
  periodKey: '2026-11-25',
  note: '',
  status: 'pending',
  createdAt: '2026-11-25T12:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
});

vi.mock('../../../platform/toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), success: vi.fn() },
}));

describe('CheckInsPanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('offers approve/reject on the others’ check-ins only: nobody decides their own', async () => {
    mockFetch(() =>
      json(200, {
        items: [checkIn('c-1', 'u-1', 'Eu Mesma'), checkIn('c-2', 'u-2', 'Edu Editor')],
      }),
    );
    // Signed in as u-1 (the helper's user), an Admin of the game's workspace.
    renderWithRole('admin', <CheckInsPanel gameId="g-1" />);
    expect(
      await screen.findByRole('button', { name: 'Aprovar check-in de Edu Editor' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Recusar check-in de Edu Editor' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Aprovar check-in de Eu Mesma' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recusar check-in de Eu Mesma' })).toBeNull();
    expect(screen.getByText('Seu check-in: outra pessoa decide.')).toBeVisible();
  });

  it('says the check-in was approved even when a refresh takes its row away before the answer', async () => {
    // Pending until the approval lands; after it, not.
    const pending = vi
      .spyOn(checkInsApi, 'pending')
      .mockResolvedValueOnce([checkIn('c-2', 'u-2', 'Edu Editor')])
      .mockResolvedValue([]);
    let answer!: (value: CheckIn) => void;
    vi.spyOn(checkInsApi, 'approve').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { client } = renderWithRole('admin', <CheckInsPanel gameId="g-1" />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Aprovar check-in de Edu Editor' }));
    expect(checkInsApi.approve).toHaveBeenCalledWith('c-2');

    // Another tab's realtime event reloads the list before this tab hears the answer.
    await act(() => client.invalidateQueries({ queryKey: ['gamification'] }));
    expect(await screen.findByText(/Nenhum check-in esperando aprovação/)).toBeVisible();
    expect(pending).toHaveBeenCalledTimes(2);

    answer({ ...checkIn('c-2', 'u-2', 'Edu Editor'), status: 'approved' });
    await vi.waitFor(() => expect(notify.check).toHaveBeenCalledWith('Check-in aprovado.'));
  });
});
