import { CONFLICT_MESSAGE } from '@orbita/contracts';
import type { Game } from '@orbita/contracts/gamification';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorFromResponse } from '../../../platform/http/http-error';
import { gamesApi } from '../api/catalog-api';
import { gamificationKeys } from '../api/keys';
import { EditGameDialog } from './edit-game-dialog';
import { renderWithRole } from './test-render';

vi.mock('../../../platform/toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), success: vi.fn() },
}));

const mine: Game = {
  id: 'g1',
  workspaceId: 'w1',
  name: 'Desafio de vendas',
  description: '',
  code: 'ABCDEF',
  status: 'active',
  rankingPeriod: 'week',
  dailyReward: { points: 5, resourceId: null, quantity: 0, resource: null },
  scoringFormula: '',
  participantsCount: 0,
  createdBy: null,
  createdAt: '',
  updatedAt: '',
  version: 1,
};

afterEach(() => vi.restoreAllMocks());

// The same piece (catalog-conflicts) serves the settings, missions and store item forms.
describe('EditGameDialog', { timeout: 30_000 }, () => {
  it('a stale edit shows the newer game in the conflict dialog and reapplies on its version', async () => {
    const theirs: Game = { ...mine, name: 'Desafio do trimestre', version: 2 };
    const update = vi
      .spyOn(gamesApi, 'update')
      .mockRejectedValueOnce(
        errorFromResponse(409, 'Conflict', {
          code: 'conflict',
          message: CONFLICT_MESSAGE,
          current: theirs,
        }),
      )
      .mockResolvedValueOnce({ ...theirs, name: 'Desafio de junho', version: 3 });
    const onClose = vi.fn();
    const { client } = renderWithRole('admin', <EditGameDialog game={mine} onClose={onClose} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Editar gamificação' });
    const name = within(dialog).getByLabelText(/Nome/);
    await user.clear(name);
    await user.type(name, 'Desafio de junho');
    await user.click(within(dialog).getByRole('button', { name: /Salvar/ }));
    const conflict = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    expect(update).toHaveBeenLastCalledWith('g1', {
      name: 'Desafio de junho',
      description: '',
      version: 1,
    });
    expect(conflict).toHaveTextContent('Desafio do trimestre');
    expect(conflict).toHaveTextContent('Desafio de junho');
    expect(client.getQueryData(gamificationKeys.game('g1'))).toEqual(theirs);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(conflict).getByRole('button', { name: 'Reaplicar minhas alterações' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenLastCalledWith('g1', {
      name: 'Desafio de junho',
      description: '',
      version: 2,
    });
  });
});
