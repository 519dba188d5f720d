import type { Resource } from '@orbita/contracts/gamification';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { MissionDialog } from './mission-dialog';
import { renderWithRole } from './test-render';

const coin: Resource = {
  id: '7b0c3a4e-5d6f-4a8b-9c0d-1e2f3a4b5c6d',
  version: 1,
  workspaceId: 'w-1',
  name: 'Moeda de Ouro',
  description: '',
  imageUrl: null,
  rarity: 'legendary',
  usable: false,
  limited: false,
  quantityExisting: null,
  quantityGranted: 0,
  transitory: null,
  effect: null,
  useEffect: null,
  createdAt: '2026-03-01T12:00:00Z',
  updatedAt: '2026-03-01T12:00:00Z',
};
const listId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

/** Types into a field at once (the machine is shared; typing key by key only adds time). */
function type(label: string, text: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
}

async function pick(label: string, option: string | RegExp) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  await userEvent.click(
    await within(screen.getByRole('listbox')).findByRole('option', { name: option }),
  );
}

describe('MissionDialog', { timeout: 30_000 }, () => {
  it('sends a "Tarefas concluídas" goal in the chosen list with points and a resource as reward', async () => {
    const sent: unknown[] = [];
    mockFetch((url, init) => {
      if (url.endsWith('/api/app/flow/lists'))
        return json(200, { items: [{ id: listId, name: 'Sprint' }] });
      if (url.includes('/api/app/gamificacao/resources'))
        return json(200, { items: [coin], nextCursor: null });
      if (url.endsWith('/api/app/gamificacao/games/g-1/missions') && init.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return json(201, {});
      }
      return json(404, { message: 'Não encontrado.' });
    });
    renderWithRole('creator', <MissionDialog gameId="g-1" mission={null} onClose={() => {}} />);
    type('Nome da missão *', 'Conclua 3 tarefas');
    await pick('Objetivo', 'Tarefas concluídas');
    await pick('Lista', 'Sprint');
    type('Quantidade', '3');
    type('Pontos', '50');
    await pick('Recurso', /Moeda de Ouro/);
    // Picking a resource proposes one of it.
    expect(screen.getByLabelText('Quantidade do recurso')).toHaveValue(1);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'Conclua 3 tarefas',
      description: '',
      status: 'active',
      goal: { kind: 'tasks_done', listId, target: 3 },
      recurrence: 'none',
      reward: { points: 50, resourceId: coin.id, quantity: 1 },
    });
  });

  it('hides the list for other goals and refuses a target below 1 in pt-BR', async () => {
    mockFetch(() => json(200, { items: [], nextCursor: null }));
    renderWithRole('creator', <MissionDialog gameId="g-1" mission={null} onClose={() => {}} />);
    type('Nome da missão *', 'Inbox zero');
    await pick('Objetivo', 'Itens da caixa de entrada processados');
    expect(screen.queryByRole('combobox', { name: 'Lista' })).toBeNull();
    type('Quantidade', '0');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('A meta deve ser de pelo menos 1.')).toBeInTheDocument();
  });
});
