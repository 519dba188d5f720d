import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { realtimeEvents, WS_EVENT } from '../../../platform/realtime';
import { notify } from '../../../platform/toasts';
import { isCelebrationEvent, isWonEvent, useWonToasts } from './use-won-toasts';

afterEach(() => vi.restoreAllMocks());

function Probe() {
  useWonToasts();
  return null;
}

function mount(client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return render(<Probe />, { wrapper });
}

const frame = (detail: unknown) =>
  realtimeEvents.dispatchEvent(new CustomEvent(WS_EVENT, { detail }));

it('shows the exact won toast and refreshes the gamification keys for a won frame', () => {
  const won = vi.spyOn(notify, 'won').mockReturnValue('t');
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const view = mount(client);

  frame({ type: 'gamification.won', quantidade: 2, nome: 'Moeda <b>de ouro</b>' });
  expect(won).toHaveBeenCalledTimes(1);
  // The name goes as text (a toast's string is never markup): it shows as the reward is called.
  expect(won).toHaveBeenCalledWith('Você ganhou 2 de Moeda <b>de ouro</b>!');
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['gamification'] });

  view.unmount();
  frame({ type: 'gamification.won', quantidade: 1, nome: 'Pontos' });
  expect(won).toHaveBeenCalledTimes(1);
});

it('ignores the other frames of the user queue and the workspace topics', () => {
  const won = vi.spyOn(notify, 'won').mockReturnValue('t');
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  mount(client);

  frame({ type: 'created', entity: 'notification', workspaceId: 'w', data: { title: 'Oi' } });
  frame({ type: 'updated', entity: 'gamification', id: 'g', workspaceId: 'w' });
  frame({ type: 'gamification.won', quantidade: '2', nome: 'Moeda' });
  frame({ type: 'gamification.won', quantidade: 2 });
  frame('texto');
  expect(won).not.toHaveBeenCalled();
  expect(invalidate).not.toHaveBeenCalled();
});

it('accepts only well-formed won frames', () => {
  expect(isWonEvent({ type: 'gamification.won', quantidade: 50, nome: 'Pontos' })).toBe(true);
  expect(isWonEvent({ type: 'gamification.won', quantidade: Number.NaN, nome: 'Pontos' })).toBe(
    false,
  );
  expect(isWonEvent({ type: 'gamification.won', quantidade: 1, nome: '' })).toBe(false);
  expect(isWonEvent(null)).toBe(false);
});

it('shows a level-up and a new trophy in the won style, as text', () => {
  const won = vi.spyOn(notify, 'won').mockReturnValue('t');
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  mount(client);

  frame({
    type: 'gamification.celebration',
    kind: 'level',
    text: 'Você subiu para o nível 3 em Foco!',
  });
  frame({ type: 'gamification.celebration', kind: 'trophy', text: 'Novo troféu: <b>Leitor</b>!' });
  expect(won.mock.calls).toEqual([
    ['Você subiu para o nível 3 em Foco!'],
    ['Novo troféu: <b>Leitor</b>!'],
  ]);
  expect(invalidate).toHaveBeenCalledTimes(2);
  expect(isCelebrationEvent({ type: 'gamification.celebration', kind: 'level', text: '' })).toBe(
    false,
  );
  expect(isCelebrationEvent({ type: 'gamification.celebration', kind: 'x', text: 'Oi' })).toBe(
    false,
  );
});
