import type { InboxItem, TaskList } from '@orbita/contracts/flow';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { updateSession } from '../../../platform/session/session-store';
import { inboxQueries } from '../inbox/api/queries';
import { GuidedDialog } from './guided-dialog';

const workspaceId = '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01';
const listId = '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function item(n: number, content: string): InboxItem {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    workspaceId,
    code: `IN-000${n}`,
    number: n,
    content,
    stage: 'collected',
    dueAt: null,
    priority: null,
    size: null,
    tags: [],
    someday: false,
    urgent: false,
    taskId: null,
    cardId: null,
    createdBy: null,
    createdAt: '2026-03-10T12:00:00.000Z',
    updatedAt: '2026-03-10T12:00:00.000Z',
    stageChangedAt: '2026-03-10T12:00:00.000Z',
    processedAt: null,
    version: 1,
  };
}

const list = { id: listId, name: 'Próximas ações' } as TaskList;
const queue = [
  item(1, 'Artigo para ler'),
  item(2, 'Responder a Ana'),
  item(3, 'Ligar para o contador'),
];

function setup() {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId });
  const sent: { url: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    const match = /^\/api\/app\/flow\/items\/([^/]+)\/process$/.exec(url);
    if (match && init.method === 'POST') {
      const body: unknown = JSON.parse(String(init.body));
      sent.push({ url, body });
      return json(200, {
        item: { ...queue.find((i) => i.id === match[1]), stage: 'archived' },
        task: null,
        card: null,
      });
    }
    return json(404, { message: 'Não encontrado.' });
  });
  const onClose = vi.fn();
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <GuidedDialog
        queue={queue}
        openIds={queue.map((i) => i.id)}
        lists={[list]}
        processes={[]}
        onClose={onClose}
      />
    </QueryClientProvider>,
  );
  return { sent, onClose, user: userEvent.setup() };
}

// Many key presses through MUI dialogs: slow on a shared two-core machine.
describe('GuidedDialog', { timeout: 30_000 }, () => {
  it('answers with keys and sends exactly the server action each path ends in', async () => {
    const { sent, user } = setup();
    expect(screen.getByTestId('guided-progress')).toHaveTextContent('1 de 3');
    expect(screen.getByTestId('guided-item')).toHaveTextContent('Artigo para ler');

    // Not actionable → Referência.
    await user.keyboard('n');
    expect(screen.getByText('Então, o que é?')).toBeInTheDocument();
    await user.keyboard('r');
    await waitFor(() => expect(screen.getByTestId('guided-progress')).toHaveTextContent('2 de 3'), {
      timeout: 5000,
    });
    expect(sent[0]).toEqual({
      url: `/api/app/flow/items/${queue[0]!.id}/process`,
      body: { action: 'reference' },
    });

    // Actionable, under 2 minutes → Fazer agora into the preselected list.
    await user.keyboard('s');
    expect(screen.getByText('Leva menos de 2 minutos?')).toBeInTheDocument();
    await user.keyboard('s');
    expect(screen.getByRole('button', { name: /Fazer agora/ })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('guided-progress')).toHaveTextContent('3 de 3'), {
      timeout: 5000,
    });
    expect(sent[1]!.body).toEqual({ action: 'do-now', listId });

    // Actionable, longer → back once with V, then Próxima ação.
    await user.keyboard('s');
    await user.keyboard('n');
    expect(screen.getByText('Qual o próximo passo?')).toBeInTheDocument();
    await user.keyboard('v');
    expect(screen.getByText('Leva menos de 2 minutos?')).toBeInTheDocument();
    await user.keyboard('n');
    await user.keyboard('p');
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('Caixa de entrada processada!', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(sent[2]!.body).toEqual({ action: 'next-action', listId });
    expect(screen.getByText('3 processado(s).')).toBeInTheDocument();
    expect(sent).toHaveLength(3);
  });

  it('skipping sends nothing; trash and someday send theirs', async () => {
    const { sent, user } = setup();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('guided-progress')).toHaveTextContent('2 de 3');
    await user.keyboard('n');
    await user.keyboard('l');
    await waitFor(() => expect(screen.getByTestId('guided-progress')).toHaveTextContent('3 de 3'), {
      timeout: 5000,
    });
    await user.keyboard('n');
    await user.keyboard('a');
    expect(
      await screen.findByText('Caixa de entrada processada!', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(sent.map((s) => s.body)).toEqual([{ action: 'trash' }, { action: 'someday' }]);
    expect(screen.getByText('2 processado(s), 1 pulado(s).')).toBeInTheDocument();
  });

  it('with no list yet, Enter in "Nome da nova lista" creates and chooses it; the next keys are shortcuts, never text', async () => {
    updateSession({ token: 'jwt', checkpoints: [], workspaceId });
    const sent: unknown[] = [];
    let lists: TaskList[] = [];
    let created: (r: Response) => void = () => undefined;
    mockFetch((url, init) => {
      if (url === '/api/app/flow/lists' && init.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        lists = [{ ...list, name: 'Casa' }];
        return new Promise<Response>((resolve) => (created = resolve));
      }
      if (url === '/api/app/flow/lists') return json(200, { items: lists });
      if (/\/process$/.test(url) && init.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return json(200, { item: { ...queue[0], stage: 'archived' }, task: null, card: null });
      }
      return json(404, { message: 'Não encontrado.' });
    });
    // The workplace's own wiring: the dialog gets the lists the query holds.
    function Workplace() {
      const answer = useQuery(inboxQueries.lists());
      if (!answer.isSuccess) return null;
      return (
        <GuidedDialog
          queue={queue}
          openIds={queue.map((i) => i.id)}
          lists={answer.data}
          processes={[]}
          onClose={() => undefined}
        />
      );
    }
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <Workplace />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await screen.findByText('É acionável?');
    await user.keyboard('snp');
    const name = await screen.findByRole('textbox', { name: 'Nome da nova lista' });
    // Enter on an empty name says why instead of doing nothing.
    await user.click(name);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Informe o nome da lista.')).toBeInTheDocument();
    await user.keyboard('Casa{Enter}');
    expect(sent).toEqual([{ name: 'Casa' }]);
    // The focus left the field: a key typed while the list is being created is not text.
    expect(name).not.toHaveFocus();
    await user.keyboard('x');
    expect(name).toHaveValue('Casa');
    await act(async () => created(json(201, { ...list, name: 'Casa' })));
    expect(await screen.findByRole('combobox', { name: 'Lista' })).toHaveTextContent('Casa');
    const confirm = screen.getByRole('button', { name: /Próxima ação/ });
    await waitFor(() => expect(confirm).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ action: 'next-action', listId });
  });
});
