import { ThemeProvider } from '@mui/material';
import type { Ranking, TeamRanking } from '@orbita/contracts/gamification';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { theme } from '../../../theme/theme';
import { RankingPanel } from './ranking-panel';

afterEach(() => vi.unstubAllGlobals());

const formula =
  'Pontos = soma dos pontos das recompensas recebidas no período. Empate: quem chegou primeiro.';
const top = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    position: i + 1,
    userId: `u${i + 1}`,
    name: `Pessoa ${i + 1}`,
    points: 100 - i,
  }));

function show(answer: (url: string) => Ranking | TeamRanking) {
  const fetch = mockFetch((url) => json(200, answer(url)));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <RankingPanel gameId="g1" />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { fetch, client };
}

it('shows the top with medals, the game’s default period, the formula and pins the viewer outside the top', async () => {
  show(() => ({
    period: 'week',
    top: top(3),
    me: { position: 72, points: 4 },
    scoringFormula: formula,
  }));
  const list = await screen.findByRole('list', { name: 'Classificação' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['1ºPessoa 1100 pontos', '2ºPessoa 299 pontos', '3ºPessoa 398 pontos']);
  expect(screen.getByRole('button', { name: 'Semana' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('Como a pontuação é calculada')).toBeInTheDocument();
  expect(screen.getByText(formula)).toBeInTheDocument();
  const mine = screen.getByRole('group', { name: 'Sua posição' });
  expect(mine).toHaveTextContent('72ºVocê4 pontos');
}, 20_000);

it('does not pin the viewer twice when they are in the top, and asks the server for the chosen period', async () => {
  const { fetch } = show((url) => ({
    period: url.includes('period=day') ? 'day' : 'all',
    top: top(2),
    me: { position: 2, points: 99 },
    scoringFormula: formula,
  }));
  await screen.findByRole('list', { name: 'Classificação' });
  expect(screen.queryByRole('group', { name: 'Sua posição' })).toBeNull();
  expect(String(fetch.mock.calls[0]![0])).toBe('/api/app/gamificacao/games/g1/ranking?limit=50');
  await userEvent.click(screen.getByRole('button', { name: 'Dia' }));
  await waitFor(() =>
    expect(String(fetch.mock.calls.at(-1)![0])).toBe(
      '/api/app/gamificacao/games/g1/ranking?limit=50&period=day',
    ),
  );
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Dia' })).toHaveAttribute('aria-pressed', 'true'),
  );
});

it('switches to teams and says so when nobody scored yet', async () => {
  const { fetch } = show((url) =>
    url.includes('/teams')
      ? { period: 'all', top: [], scoringFormula: formula }
      : { period: 'all', top: top(1), me: null, scoringFormula: formula },
  );
  await screen.findByRole('list', { name: 'Classificação' });
  await userEvent.click(screen.getByRole('button', { name: 'Equipes' }));
  expect(
    await screen.findByText('Nenhuma equipe pontuou neste período ainda.'),
  ).toBeInTheDocument();
  expect(
    fetch.mock.calls.some(([u]) =>
      String(u).startsWith('/api/app/gamificacao/games/g1/ranking/teams?'),
    ),
  ).toBe(true);
});

it('shows the server’s message when the ranking cannot load', async () => {
  mockFetch(() => json(404, { message: 'Gamificação não encontrada.' }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RankingPanel gameId="g1" />
    </QueryClientProvider>,
  );
  expect(await screen.findByText('Gamificação não encontrada.')).toBeInTheDocument();
});
