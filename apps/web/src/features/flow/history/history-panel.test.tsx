import type { HistoryEntry, HistoryPage } from '@orbita/contracts/flow';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../theme/theme';
import { HistoryPanel } from './history-panel';
import { historySentence } from './history-sentence';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/http', () => ({ callApi }));

let n = 0;
const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  id: `e${++n}`,
  at: '2026-11-25T14:03:00',
  actorId: 'u1',
  actorName: 'Ana',
  kind: 'changed',
  field: null,
  label: null,
  from: null,
  to: null,
  ...over,
});

function renderPanel(entity: 'task' | 'card' = 'task') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <HistoryPanel entity={entity} id="t1" />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  callApi.mockReset();
});

describe('history sentences (pt-BR)', () => {
  it.each([
    [
      entry({ field: 'status', from: 'todo', to: 'done' }),
      'Ana moveu de A fazer para Feito · 25/11/2026 14:03',
    ],
    [
      entry({ field: 'title', from: 'Antes', to: 'Depois' }),
      'Ana mudou o título de “Antes” para “Depois” · 25/11/2026 14:03',
    ],
    [
      entry({ field: 'priority', from: 'normal', to: 'critical' }),
      'Ana mudou a prioridade de Normal para Crítica · 25/11/2026 14:03',
    ],
    [
      entry({ field: 'dueAt', from: null, to: '2026-12-01T09:30:00' }),
      'Ana definiu o prazo para 01/12/2026 09:30 · 25/11/2026 14:03',
    ],
    [
      entry({ field: 'assignees', from: ['Carlos'], to: ['Bruna', 'Dora'] }),
      'Ana atribuiu a Bruna e Dora e tirou Carlos dos responsáveis · 25/11/2026 14:03',
    ],
    [
      entry({ field: 'field:horas', label: 'Horas', from: 2, to: 2.5 }),
      'Ana mudou Horas de 2 para 2,5 · 25/11/2026 14:03',
    ],
    [
      entry({ kind: 'checklist-added', label: 'Revisar' }),
      'Ana adicionou “Revisar” ao checklist · 25/11/2026 14:03',
    ],
    [
      entry({ kind: 'comment-added', label: 'Pronto' }),
      'Ana comentou: “Pronto” · 25/11/2026 14:03',
    ],
    [
      entry({ kind: 'deleted', actorName: null }),
      'Alguém moveu a tarefa para a lixeira · 25/11/2026 14:03',
    ],
    [entry({ kind: 'restored' }), 'Ana restaurou a tarefa da lixeira · 25/11/2026 14:03'],
    [entry({ kind: 'created', to: 'todo' }), 'Ana criou a tarefa em A fazer · 25/11/2026 14:03'],
  ])('%#: %s', (e, sentence) => {
    expect(historySentence(e, 'task')).toBe(sentence);
  });

  it('a card moves between stages by name', () => {
    expect(
      historySentence(entry({ field: 'stage', from: 'Contato', to: 'Proposta' }), 'card'),
    ).toBe('Ana moveu de Contato para Proposta · 25/11/2026 14:03');
  });
});

describe('HistoryPanel', () => {
  it('loads only when opened, then lists the entries newest first and pages back', async () => {
    const first: HistoryPage = {
      items: [
        entry({ field: 'status', from: 'todo', to: 'done' }),
        entry({ field: 'title', from: 'A', to: 'B', actorName: '<b>Bruna</b>' }),
      ],
      nextCursor: 'c2',
    };
    const second: HistoryPage = {
      items: [entry({ kind: 'created', to: 'todo' })],
      nextCursor: null,
    };
    callApi.mockResolvedValueOnce(first).mockResolvedValueOnce(second);
    renderPanel();
    const user = userEvent.setup();
    expect(callApi).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Histórico' }));
    const list = await screen.findByRole('list', { name: 'Histórico' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Ana moveu de A fazer para Feito · 25/11/2026 14:03',
      '<b>Bruna</b> mudou o título de “A” para “B” · 25/11/2026 14:03',
    ]);
    expect(list.querySelector('b')).toBeNull(); // a name is text, never markup

    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await within(list).findByText(/criou a tarefa em A fazer/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(callApi).toHaveBeenLastCalledWith(expect.anything(), {
      params: { id: 't1' },
      query: { limit: 30, cursor: 'c2' },
    });
  });

  it('says so when there is nothing yet, and retries after an error', async () => {
    callApi
      .mockRejectedValueOnce(new Error('Sem conexão com o servidor.'))
      .mockResolvedValueOnce({ items: [], nextCursor: null });
    renderPanel('card');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Histórico' }));
    expect(await screen.findByText('Sem conexão com o servidor.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Nenhuma alteração registrada ainda.')).toBeTruthy();
  });
});
