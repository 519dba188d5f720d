import { ThemeProvider } from '@mui/material';
import type { Player, StoreItem } from '@orbita/contracts/gamification';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { notify } from '../../../platform/toasts';
import { theme } from '../../../theme/theme';
import { InventoryPage } from './inventory-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const gem = {
  id: 'r-gem',
  name: 'Gema Azul',
  description: '',
  imageUrl: null,
  rarity: 'rare' as const,
  usable: true,
  effect: null,
};
const player: Player = {
  points: 1250,
  level: { n: 2, name: 'Aprendiz' },
  nextLevel: { n: 3, name: 'Mestre', xpThreshold: 2000 },
  progress: 0.25,
  streak: 4,
  freezes: 1,
  games: [
    {
      game: { id: 'g1', name: 'Desafio das Tarefas', code: 'AB3K9Q' },
      points: 1250,
      level: { n: 2, name: 'Aprendiz' },
      nextLevel: null,
      progress: 0,
      missions: [
        {
          id: 'm1',
          name: 'Conclua 3 tarefas',
          goalKind: 'tasks_done',
          target: 3,
          progress: 2,
          periodKey: 'once',
          completed: false,
        },
      ],
    },
  ],
  inventory: [{ resource: gem, quantity: 3, expiresAt: '2026-11-23T03:00:00.000Z' }],
  trophies: [],
};
const item: StoreItem = {
  id: 's1',
  version: 1,
  gameId: 'g1',
  name: 'Folga extra',
  description: '',
  resourceId: null,
  resource: null,
  quantity: 1,
  price: { points: 500, resourceId: null, quantity: 0, resource: null },
  stock: 5,
  sold: 2,
  available: true,
  createdAt: '2026-11-01T12:00:00Z',
  updatedAt: '2026-11-01T12:00:00Z',
};

function show(p: Player = player) {
  const fetch = mockFetch((url, init) => {
    if (init.method === 'POST')
      return json(200, {
        resourceId: 'r-gem',
        used: 1,
        remaining: 2,
        effect: 'points',
        outcome: 'Você ganhou 5 pontos.',
      });
    if (url.endsWith('/store-items')) return json(200, { items: [item] });
    if (url.endsWith('/player/habits'))
      return json(200, { items: [], pointsToday: 0, pointsDayCap: 30 });
    if (url.endsWith('/player/item-requests'))
      return json(200, {
        items: [
          {
            id: 'q1',
            resourceId: 'r-cafe',
            resourceName: 'Vale-café',
            userId: 'u1',
            userName: 'Eu',
            text: 'Um café com a equipe',
            status: 'pending',
            createdAt: '2026-11-24T15:00:00Z',
            decidedAt: null,
          },
        ],
      });
    if (url.endsWith('/effect'))
      return json(200, { kind: 'points', description: 'Você ganha 5 pontos.' });
    return json(200, p);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <InventoryPage />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return fetch;
}

it('shows points, level progress, streak, the inventory with expiry, mission progress and the store', async () => {
  show();
  expect(await screen.findByRole('region', { name: 'Pontos' })).toHaveTextContent('1.250');
  expect(screen.getByRole('region', { name: 'Nível' })).toHaveTextContent('Nível 2 · Aprendiz');
  expect(screen.getByRole('progressbar', { name: 'Progresso para o nível 3' })).toHaveAttribute(
    'aria-valuenow',
    '25',
  );
  expect(screen.getByRole('region', { name: 'Sequência' })).toHaveTextContent(
    '4 dias1 congelamento disponível',
  );
  const gemCard = within(screen.getByRole('region', { name: 'Inventário' })).getByRole('listitem', {
    name: 'Gema Azul',
  });
  expect(gemCard).toHaveTextContent('×3');
  expect(gemCard).toHaveTextContent('Rara');
  expect(gemCard).toHaveTextContent('expira em 23/11/2026 00:00');
  expect(
    within(screen.getByRole('region', { name: 'Minhas gamificações' })).getByText('2/3'),
  ).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Meus pedidos' })).toHaveTextContent(
    'Vale-café: Um café com a equipePendente',
  );
  const store = await screen.findByRole('listitem', { name: 'Folga extra' });
  expect(store).toHaveTextContent('500 pontos');
  expect(store).toHaveTextContent('Restam 3');
}, 20_000);

it('uses a resource only after confirming what its effect does, and says what it did', async () => {
  const won = vi.spyOn(notify, 'won').mockReturnValue('t');
  const fetch = show();
  await userEvent.click(await screen.findByRole('button', { name: 'Usar' }));
  const dialog = screen.getByRole('dialog', { name: 'Usar Gema Azul?' });
  expect(await within(dialog).findByText('Você ganha 5 pontos.')).toBeInTheDocument();
  expect(fetch.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(false);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Usar' }));
  await vi.waitFor(() => expect(won).toHaveBeenCalledWith('Você ganhou 5 pontos.'));
  const post = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
  expect(String(post[0])).toBe('/api/app/gamificacao/player/inventory/r-gem/use');
});

it('a newcomer sees empty states that point to joining a game', async () => {
  show({
    ...player,
    points: 0,
    level: null,
    nextLevel: null,
    progress: 0,
    streak: 0,
    freezes: 0,
    games: [],
    inventory: [],
  });
  expect(await screen.findByText('Seu inventário está vazio')).toBeInTheDocument();
  expect(screen.getByText('Você ainda não participa de nenhum jogo')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Entrar com um código' })).toHaveAttribute(
    'href',
    '/play',
  );
  expect(screen.queryByRole('region', { name: 'Loja' })).toBeNull();
});
