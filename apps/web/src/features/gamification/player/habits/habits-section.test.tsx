import { ThemeProvider } from '@mui/material';
import type { Habit, Habits } from '@orbita/contracts/gamification';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../../platform/http/test-fetch';
import { notify } from '../../../../platform/toasts';
import { theme } from '../../../../theme/theme';
import { HabitsSection } from './habits-section';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const daily: Habit = {
  id: 'h1',
  kind: 'daily',
  name: 'Ler 10 páginas',
  positive: true,
  negative: false,
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  points: 2,
  day: '2026-11-24',
  upToday: 0,
  downToday: 0,
  dueToday: true,
  doneToday: false,
  streak: 3,
  createdAt: '2026-11-01T12:00:00Z',
};

function show(list: Habits | 'error') {
  const fetch = mockFetch((url, init) => {
    if (list === 'error') return json(500, { message: 'Falha no servidor.' });
    if (init.method === 'POST' && url.endsWith('/done'))
      return json(200, {
        habit: { ...daily, doneToday: true, streak: 4 },
        pointsEarned: 2,
        pointsToday: 2,
      });
    if (init.method === 'POST')
      return json(201, { ...daily, id: 'h2', name: 'Correr', weekdays: [1, 3], streak: 0 });
    return json(200, list);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <HabitsSection />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return fetch;
}

it('marks a daily done today: the streak grows and the earned points are told', async () => {
  const check = vi.spyOn(notify, 'check').mockReturnValue('t');
  show({ items: [daily], pointsToday: 0, pointsDayCap: 30 });
  const row = await screen.findByRole('listitem', { name: 'Ler 10 páginas' });
  expect(row).toHaveTextContent('Sequência: 3 dias');
  expect(screen.getByRole('region', { name: 'Meus hábitos' })).toHaveTextContent(
    'no máximo 30 pontos por dia',
  );
  const box = within(row).getByRole('checkbox', { name: 'Ler 10 páginas: feita hoje' });
  fireEvent.click(box);
  // The click shows at once, before any answer (CI once saw a box that did not follow it).
  expect(box).toBeChecked();
  await vi.waitFor(() => expect(row).toHaveTextContent('Sequência: 4 dias'));
  expect(check).toHaveBeenCalledWith('+2 pontos');
  expect(screen.getByText(/Hoje: 2 pontos de 30/)).toBeInTheDocument();
});

it('creates a daily from the keyboard with its weekdays', async () => {
  const fetch = show({ items: [], pointsToday: 0, pointsDayCap: 30 });
  await userEvent.click(await screen.findByRole('button', { name: 'Criar uma diária' }));
  const dialog = screen.getByRole('dialog', { name: 'Nova diária' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'domingo' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'sábado' }));
  await userEvent.type(within(dialog).getByLabelText(/Nome/), 'Correr{Enter}');
  expect(await screen.findByRole('listitem', { name: 'Correr' })).toBeInTheDocument();
  const post = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
  expect(JSON.parse(String(post[1]!.body))).toMatchObject({
    kind: 'daily',
    name: 'Correr',
    weekdays: [1, 2, 3, 4, 5],
  });
});

it('shows the error with a way to retry', async () => {
  show('error');
  expect(await screen.findByText('Falha no servidor.')).toBeInTheDocument();
});
