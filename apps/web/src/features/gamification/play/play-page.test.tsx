import { ThemeProvider } from '@mui/material';
import type { PublicGame } from '@orbita/contracts/gamification';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { clearSession, setToken } from '../../../platform/session/session-store';
import { notify } from '../../../platform/toasts';
import { theme } from '../../../theme/theme';
import { PlayPage } from './play-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession();
});

const game: PublicGame = {
  name: 'Desafio das Tarefas',
  description: 'Conclua tarefas e ganhe medalhas.',
  code: 'AB3K9Q',
  workspaceName: 'Agência Órbita',
  missions: [
    {
      name: 'Conclua 3 tarefas',
      goalText: 'Tarefas concluídas: 3',
      reward: {
        points: 40,
        quantity: 1,
        resource: { name: 'Medalha de Foco', imageUrl: null, rarity: 'rare' },
      },
    },
  ],
  levels: [{ level: 1, name: 'Novato', xpThreshold: 0 }],
  participantsCount: 12,
  scoringFormula:
    'Pontos = soma dos pontos das recompensas recebidas no período (missões, acesso diário). Empate: quem chegou primeiro.',
};

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/play/:codigo?', element: <PlayPage /> },
      { path: '*', element: <p>fora</p> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return router;
}

const at = (router: ReturnType<typeof open>) =>
  router.state.location.pathname + router.state.location.search;

it('without a code, asks for one and opens it normalized', async () => {
  const fetch = mockFetch(() => json(200, game));
  const router = open('/play');
  fireEvent.change(screen.getByRole('textbox', { name: 'Código' }), {
    target: { value: 'ab3 k9q' },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
  expect(at(router)).toBe('/play/AB3K9Q');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Desafio das Tarefas' }),
  ).toBeInTheDocument();
  expect(String(fetch.mock.calls[0]![0])).toBe('/api/public/play/AB3K9Q');
  expect(screen.getByText('Recompensa: 40 pontos + 1 × Medalha de Foco')).toBeInTheDocument();
  expect(screen.getByText('12 participantes')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Como a pontuação é calculada' })).toHaveTextContent(
    game.scoringFormula,
  );
}, 20_000);

it('an unknown code shows "Jogo não encontrado" with the field to try again', async () => {
  mockFetch(() => json(404, { message: 'Jogo não encontrado.' }));
  open('/play/zzzzzz');
  expect(await screen.findByRole('heading', { name: 'Jogo não encontrado' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Código' })).toHaveValue('ZZZZZZ');
});

it('signed out, "Participar" goes to sign in and back to the game', async () => {
  mockFetch(() => json(200, game));
  const router = open('/play/AB3K9Q');
  await userEvent.click(await screen.findByRole('button', { name: 'Participar' }));
  expect(at(router)).toBe('/?next=%2Fplay%2FAB3K9Q');
});

it('signed in, "Participar" joins, says so and opens the inventory', async () => {
  setToken('jwt');
  const success = vi.spyOn(notify, 'success').mockReturnValue('t');
  const fetch = mockFetch((url, init) =>
    init.method === 'POST'
      ? json(200, {
          gameId: 'g',
          code: 'AB3K9Q',
          joinedNow: true,
          joinedAt: '2026-11-22T03:00:00Z',
          accountType: 'player',
        })
      : json(200, { ...game, joined: false }),
  );
  const router = open('/play/AB3K9Q');
  await userEvent.click(await screen.findByRole('button', { name: 'Participar' }));
  await vi.waitFor(() => expect(at(router)).toBe('/gamificacao/player/inventario'));
  expect(
    fetch.mock.calls.some(
      ([u, i]) => String(u) === '/api/app/gamificacao/play/AB3K9Q/join' && i?.method === 'POST',
    ),
  ).toBe(true);
  expect(success).toHaveBeenCalledWith('Você agora participa de Desafio das Tarefas.');
});

it('signed in and already playing, links to the inventory instead of joining again', async () => {
  setToken('jwt');
  mockFetch(() => json(200, { ...game, joined: true }));
  open('/play/AB3K9Q');
  expect(await screen.findByText('Você já participa deste jogo.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ver meu inventário' })).toHaveAttribute(
    'href',
    '/gamificacao/player/inventario',
  );
  expect(screen.queryByRole('button', { name: 'Participar' })).toBeNull();
});
