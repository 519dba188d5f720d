import { CONFLICT_MESSAGE } from '@orbita/contracts';
import type { Levels, Trophy } from '@orbita/contracts/gamification';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { gamificationKeys } from '../api/keys';
import { LevelsTab } from './levels-tab';
import { renderWithRole } from './test-render';
import { TrophyDialog } from './trophy-dialog';

vi.mock('../../../platform/toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), success: vi.fn() },
}));

const conflict = (current: unknown) =>
  json(409, { code: 'conflict', message: CONFLICT_MESSAGE, current });

describe('levels and trophies: a stale save opens the conflict dialog', { timeout: 30_000 }, () => {
  it('levels: the newer ladder shows next to mine, goes into the cache, and "Reaplicar" sends on its version', async () => {
    const opened: Levels = {
      items: [{ id: 'l1', gameId: 'g-1', level: 1, name: 'Iniciante', xpThreshold: 0 }],
      version: 1,
    };
    const theirs: Levels = {
      items: [
        { id: 'l2', gameId: 'g-1', level: 1, name: 'Novato', xpThreshold: 0 },
        { id: 'l3', gameId: 'g-1', level: 2, name: 'Veterano', xpThreshold: 500 },
      ],
      version: 2,
    };
    const sent: Record<string, unknown>[] = [];
    mockFetch((url, init) => {
      if (!url.includes('/games/g-1/levels')) return json(404, { message: 'Não encontrado.' });
      if (init.method !== 'PUT') return json(200, opened);
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      if (body.version === 1) return conflict(theirs);
      return json(200, { items: [{ ...opened.items[0], name: 'Aprendiz' }], version: 3 });
    });
    const { client } = renderWithRole('admin', <LevelsTab gameId="g-1" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar níveis' }));
    const name = screen.getByLabelText('Nome do nível 1');
    await user.clear(name);
    await user.type(name, 'Aprendiz');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    expect(sent[0]).toEqual({ levels: [{ name: 'Aprendiz', xpThreshold: 0 }], version: 1 });
    expect(dialog).toHaveTextContent('1. Novato (0 XP); 2. Veterano (500 XP)');
    expect(dialog).toHaveTextContent('1. Aprendiz (0 XP)');
    expect(client.getQueryData(gamificationKeys.levels('g-1'))).toEqual({ ...theirs, id: 'g-1' });
    // The editor stays open under the dialog, with the person's ladder.
    expect(screen.getByLabelText('Nome do nível 1')).toHaveValue('Aprendiz');

    await user.click(within(dialog).getByRole('button', { name: 'Reaplicar minhas alterações' }));
    // (The HTTP layer retries a PUT once on a 409, spec §9: the stale send may appear twice.)
    await waitFor(() => expect(sent.at(-1)?.version).toBe(2));
    expect(sent.at(-1)).toEqual({ levels: [{ name: 'Aprendiz', xpThreshold: 0 }], version: 2 });
    // Saved: back to the table.
    expect(await screen.findByRole('table', { name: 'Níveis' })).toHaveTextContent('Aprendiz');
  });

  it('trophies: the edit sends the version it opened on; a 409 shows the newer trophy and keeps the form', async () => {
    const mine: Trophy = {
      id: 't-1',
      gameId: 'g-1',
      name: 'Taça',
      description: '',
      imageUrl: null,
      rule: { kind: 'points', points: 100 },
      createdAt: '2026-03-01T12:00:00Z',
      version: 1,
    };
    const theirs: Trophy = {
      ...mine,
      name: 'Taça de prata',
      rule: { kind: 'level', level: 3 },
      version: 2,
    };
    const sent: Record<string, unknown>[] = [];
    mockFetch((url, init) => {
      if (!url.includes('/trophies/t-1')) return json(404, { message: 'Não encontrado.' });
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      return body.version === 1
        ? conflict(theirs)
        : json(200, { ...theirs, name: 'Taça de ouro', version: 3 });
    });
    const onClose = vi.fn();
    renderWithRole(
      'owner',
      <TrophyDialog gameId="g-1" trophy={mine} missions={[]} onClose={onClose} />,
    );
    const user = userEvent.setup();
    const name = screen.getByLabelText('Nome *');
    await user.clear(name);
    await user.type(name, 'Taça de ouro');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    expect(sent[0]).toMatchObject({ name: 'Taça de ouro', version: 1 });
    expect(dialog).toHaveTextContent('Taça de prata');
    expect(dialog).toHaveTextContent('Taça de ouro');
    expect(dialog).toHaveTextContent('Alcançar o nível 3');
    expect(dialog).toHaveTextContent('Somar 100 pontos');
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Reaplicar minhas alterações' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[1]).toMatchObject({ name: 'Taça de ouro', version: 2 });
  });
});
