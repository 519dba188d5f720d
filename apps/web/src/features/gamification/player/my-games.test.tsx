import { ThemeProvider } from '@mui/material';
import type { PlayerGame } from '@orbita/contracts/gamification';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { notify } from '../../../platform/toasts';
import { theme } from '../../../theme/theme';
import { MyGames } from './my-games';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const mission = (over: Partial<PlayerGame['missions'][number]>) => ({
  id: 'm1',
  name: 'Treinou hoje',
  goalKind: 'manual',
  target: 1,
  progress: 0,
  periodKey: '2026-11-26',
  completed: false,
  pendingCheckIn: false,
  ...over,
});

const game = (missions: PlayerGame['missions']): PlayerGame => ({
  game: { id: 'g1', name: 'Academia', code: 'AB3K9Q' },
  points: 0,
  level: null,
  nextLevel: null,
  progress: 0,
  missions,
});

function show(games: PlayerGame[], answer = () => json(201, {})) {
  const fetch = mockFetch((_url, init) => (init.method === 'POST' ? answer() : json(200, {})));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <MyGames games={games} />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return fetch;
}

it('a manual mission takes a check-in with its note; the dialog closes on success', async () => {
  const check = vi.spyOn(notify, 'check').mockReturnValue('t');
  const fetch = show([game([mission({})])]);
  await userEvent.click(screen.getByRole('button', { name: 'Fazer check-in em Treinou hoje' }));
  const dialog = screen.getByRole('dialog', { name: 'Fazer check-in' });
  expect(dialog).toHaveTextContent('Treinou hoje · Academia');
  await userEvent.click(within(dialog).getByLabelText('Observação (opcional)'));
  await userEvent.paste('  Perna e costas ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar check-in' }));
  await vi.waitFor(() =>
    expect(check).toHaveBeenCalledWith('Check-in enviado. Agora é só aguardar a aprovação.'),
  );
  const post = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
  expect(String(post[0])).toBe('/api/app/gamificacao/missions/m1/check-ins');
  expect(JSON.parse(String(post[1]!.body))).toEqual({ note: 'Perna e costas' });
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}, 20_000);

it('the server’s refusal stays in the dialog, in its words', async () => {
  show([game([mission({})])], () =>
    json(409, {
      message: 'Você já tem um check-in aguardando aprovação nesta missão.',
      code: 'conflict',
    }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Fazer check-in em Treinou hoje' }));
  const dialog = screen.getByRole('dialog', { name: 'Fazer check-in' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar check-in' }));
  expect(
    await within(dialog).findByText('Você já tem um check-in aguardando aprovação nesta missão.'),
  ).toBeInTheDocument();
});

it('waiting, completed and counted missions offer no check-in', () => {
  show([
    game([
      mission({ id: 'a', name: 'Leu', pendingCheckIn: true }),
      mission({ id: 'b', name: 'Correu', completed: true, progress: 1 }),
      mission({ id: 'c', name: 'Tarefas', goalKind: 'tasks_done', pendingCheckIn: undefined }),
    ]),
  ]);
  expect(screen.getByText('Check-in aguardando aprovação')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Fazer check-in/ })).toBeNull();
});
