import type { CheckIn } from '@orbita/contracts/gamification';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
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

describe('CheckInsPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

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
});
