import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlayerRow } from '@orbita/contracts/people';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import {
  base,
  calls,
  personId,
  renderScreen,
  screenWidth,
  testPerson,
  urlOf,
} from '../test/test-people';
import { PlayersPage } from './players-page';

let stop: (() => void) | undefined;
afterEach(() => {
  act(() => toast.dismiss());
  stop?.();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const players = '/api/app/pessoa/players';
const player = (n: number, name: string, extra: Partial<PlayerRow> = {}): PlayerRow => ({
  userId: personId(500 + n),
  name,
  email: `${name.toLowerCase()}@exemplo.com`,
  points: 1250,
  games: [
    { gameId: personId(600), gameName: 'Leitura', points: 1250, level: 3, levelName: 'Leitor' },
  ],
  resources: [],
  trophies: 2,
  lastActivityAt: '2026-11-25T12:00:00.000Z',
  person: null,
  ...extra,
});

function render(answer: (url: URL, init: RequestInit) => Response | undefined, wide = true) {
  screenWidth(wide);
  const view = renderScreen(
    'editor',
    (u, init) => answer(urlOf(u), init) ?? json(404, { message: 'Não encontrado.' }),
    <PlayersPage />,
    { path: '/pessoa/players' },
  );
  stop = view.off;
  return view;
}

describe('PlayersPage', { timeout: 60_000 }, () => {
  it('lists players with points, level, trophies and their person, and links one', async () => {
    const user = userEvent.setup();
    const bia = player(1, 'Bia');
    const caio = player(2, 'Caio', {
      points: 80,
      trophies: 0,
      person: { id: personId(9), name: 'Caio Prado' },
    });
    const { fetch } = render((url, init) => {
      if (url.pathname === players) return json(200, { items: [bia, caio], total: 2 });
      if (url.pathname === `${players}/${bia.userId}/pessoa` && init.method === 'POST')
        return json(200, testPerson(3, 'Bia Reis', { userId: bia.userId }));
      if (url.pathname === base)
        return json(200, { items: [testPerson(3, 'Bia Reis')], nextCursor: null });
      return undefined;
    });
    const table = await screen.findByRole('table', { name: 'Players' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Bia');
    expect(rows[1]).toHaveTextContent('1.250');
    expect(rows[1]).toHaveTextContent('Nível 3 · Leitor');
    expect(rows[1]).toHaveTextContent('25/11/2026');
    expect(within(rows[2]!).getByRole('link', { name: 'Caio Prado' })).toHaveAttribute(
      'href',
      `/pessoa/pessoa/${personId(9)}`,
    );
    expect(screen.getByText('2 players')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Troféus' }));
    await waitFor(() => {
      const last = calls(fetch, 'GET', players).at(-1)!.url.searchParams;
      expect([last.get('sort'), last.get('dir')]).toEqual(['trophies', 'desc']);
    });

    await user.click(await screen.findByRole('button', { name: 'Vincular Bia' }));
    const dialog = screen.getByRole('dialog', { name: 'Vincular Bia' });
    // The name is typed and its search awaited before choosing: the field's first search
    // (the player's name, or nothing once the unfocused field resets) may still be answering,
    // and an answer landing between the arrow key and Enter replaces the highlighted option
    // (CI, busy: the choice was lost). Chosen by keyboard on the settled list.
    const field = await within(dialog).findByRole('combobox', { name: 'Pessoa' });
    await user.clear(field);
    await user.type(field, 'Bia R');
    await waitFor(() =>
      expect(calls(fetch, 'GET', base).some((c) => c.url.searchParams.get('q') === 'Bia R')).toBe(
        true,
      ),
    );
    await screen.findByRole('option', { name: /Bia Reis/ });
    await waitFor(() => expect(screen.queryByText('Procurando…')).not.toBeInTheDocument());
    await user.keyboard('{ArrowDown}{Enter}');
    // Chosen (the field shows the name) before confirming.
    await waitFor(
      () =>
        expect(within(dialog).getByRole('combobox', { name: 'Pessoa' })).toHaveValue('Bia Reis'),
      { timeout: 5_000 },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Vincular' }));
    // A hang guard, not a speed check: on a busy CI machine the POST left after the 1 s default.
    await waitFor(
      () =>
        expect(calls(fetch, 'POST', `${players}/${bia.userId}/pessoa`).map((c) => c.body)).toEqual([
          { personId: personId(3) },
        ]),
      { timeout: 10_000 },
    );
    expect(await screen.findByText('Bia agora é Bia Reis em Pessoas.')).toBeInTheDocument();
  });

  it('says so when nobody plays yet', async () => {
    render((url) => (url.pathname === players ? json(200, { items: [], total: 0 }) : undefined));
    expect(await screen.findByText('Ninguém jogando ainda')).toBeInTheDocument();
  });

  it('shows cards on a phone', async () => {
    render(
      (url) =>
        url.pathname === players ? json(200, { items: [player(1, 'Bia')], total: 1 }) : undefined,
      false,
    );
    const list = await screen.findByRole('list', { name: 'Players' });
    expect(list).toHaveTextContent('1.250 pts');
    expect(list).toHaveTextContent('2 troféus');
  });
});
