import type { Game } from '@orbita/contracts/gamification';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { GamesPage } from './games-page';
import { renderWithRole } from './test-render';

const game = (over: Partial<Game>): Game => ({
  id: 'g-1',
  version: 1,
  workspaceId: 'w-1',
  name: 'Maratona',
  description: '',
  code: 'ABC234',
  status: 'active',
  rankingPeriod: 'week',
  dailyReward: { points: 0, resourceId: null, quantity: 0, resource: null },
  scoringFormula: 'Pontos = soma.',
  participantsCount: 1,
  createdBy: null,
  createdAt: '2026-03-01T12:00:00Z',
  updatedAt: '2026-03-01T12:00:00Z',
  ...over,
});

describe('GamesPage', { timeout: 20_000 }, () => {
  it('lists each game with its code, participants and status', async () => {
    mockFetch(() =>
      json(200, {
        items: [
          game({}),
          game({
            id: 'g-2',
            name: 'Antiga',
            code: 'XYZ789',
            status: 'archived',
            participantsCount: 12,
          }),
        ],
        nextCursor: null,
      }),
    );
    renderWithRole('creator', <GamesPage />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/Maratona.*Ativa.*ABC234.*1 participante$/),
      expect.stringMatching(/Antiga.*Arquivada.*XYZ789.*12 participantes$/),
    ]);
    expect(screen.getByRole('button', { name: 'Nova gamificação' })).toBeInTheDocument();
  });

  it('shows an Observador the games without the create button', async () => {
    mockFetch(() => json(200, { items: [game({})], nextCursor: null }));
    renderWithRole('viewer', <GamesPage />);
    expect(await screen.findByText('Maratona')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nova gamificação' })).toBeNull();
  });

  it('explains what a game is when there is none yet', async () => {
    mockFetch(() => json(200, { items: [], nextCursor: null }));
    renderWithRole('creator', <GamesPage />);
    expect(await screen.findByText('Nenhuma gamificação ainda')).toBeInTheDocument();
  });

  it('shows the server’s message when the list fails', async () => {
    mockFetch(() => json(403, { message: 'Você não tem permissão.' }));
    renderWithRole('creator', <GamesPage />);
    expect(await screen.findByText('Você não tem permissão.')).toBeInTheDocument();
  });
});
