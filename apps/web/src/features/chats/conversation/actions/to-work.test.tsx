import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  provideFinanceEntryDialog,
  type FinanceEntryDialogProps,
} from '../../../../platform/finance-entry/slot';
import { json } from '../../../../platform/http/test-fetch';
import { realtimeEvents, WS_EVENT } from '../../../../platform/realtime';
import {
  api,
  base,
  convId,
  me,
  msgId,
  page,
  posts,
  renderConversation,
  testConversation,
  testMessage,
} from '../test-conversation';

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const message = testMessage(1, { text: 'Pode lançar R$ 1.234,56 do conserto?' });
const workPath = `${base}/mensagens/${message.id}/trabalho`;

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText(message.text);
  await user.click(screen.getByRole('button', { name: 'Ações da mensagem' }));
  return screen.findByRole('menu', { name: 'Ações da mensagem' });
}

describe('Transformar em…', () => {
  it('a task in the chosen list, with a toast that links to it', async () => {
    const user = userEvent.setup();
    const listId = '00000000-0000-4000-b000-000000000001';
    const { fetch } = renderConversation(
      api({
        messages: page([message]),
        extra: (url) => {
          if (url.pathname === '/api/app/flow/lists')
            return json(200, {
              items: [
                {
                  id: listId,
                  name: 'Oficina',
                  workspaceId: 'w',
                  color: '',
                  icon: '',
                  sequence: null,
                  fields: [],
                  formulas: [],
                  counts: {},
                  createdAt: '',
                  updatedAt: '',
                },
              ],
            });
          if (url.pathname === workPath)
            return json(200, { to: 'task', id: msgId(77), link: '/flow/lista/x?tarefa=77' });
          return undefined;
        },
      }),
    );
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Tarefa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transformar em tarefa' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Lista' }));
    await user.click(await screen.findByRole('option', { name: 'Oficina' }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar tarefa' }));
    await waitFor(() => expect(posts(fetch, workPath)).toEqual([{ to: 'task', listId }]));
    const link = await screen.findByRole('link', { name: 'Abrir' });
    expect(link).toHaveAttribute('href', '/flow/lista/x?tarefa=77');
    expect(link.closest('.Toastify__toast')).toHaveTextContent('Tarefa criada.');
  });

  it("a finance entry opens finance's dialog prefilled with the amount and the text", async () => {
    const user = userEvent.setup();
    const seen: FinanceEntryDialogProps[] = [];
    provideFinanceEntryDialog(async () => (props: FinanceEntryDialogProps) => {
      seen.push(props);
      return <div role="dialog" aria-label="Novo lançamento (teste)" />;
    });
    renderConversation(api({ messages: page([message]) }));
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Lançamento financeiro' }));
    await screen.findByRole('dialog', { name: 'Novo lançamento (teste)' });
    expect(seen.at(-1)?.preset).toEqual({ value: 123456, description: message.text });
  });

  it('an inbox item at once, and a note on the contact only when there is a contact', async () => {
    const user = userEvent.setup();
    const { fetch } = renderConversation(
      api({
        messages: page([message]),
        extra: (url) =>
          url.pathname === workPath
            ? json(200, { to: 'inbox', id: msgId(78), link: '/flow/coleta-ideias' })
            : undefined,
      }),
    );
    const menu = await openMenu(user);
    expect(within(menu).getByRole('menuitem', { name: 'Nota no contato' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Item na caixa de entrada' }));
    await waitFor(() => expect(posts(fetch, workPath)).toEqual([{ to: 'inbox' }]));
    expect(await screen.findByText('Item criado na caixa de entrada.')).toBeInTheDocument();
  });
});

describe('team chats', () => {
  it('says who is typing for 5 s after a nudge, never oneself; typing nudges at most every 3 s', async () => {
    const user = userEvent.setup();
    const { fetch } = renderConversation(
      api({
        conversation: testConversation({
          kind: 'group',
          title: 'Equipe',
          contact: null,
          windowClosesAt: null,
          participants: [me, { id: msgId(60), name: 'Bruno' }],
        }),
        messages: page([
          testMessage(1, { direction: 'out', author: { id: msgId(60), name: 'Bruno' } }),
        ]),
        extra: (url) =>
          url.pathname.endsWith('/digitando') ? new Response(null, { status: 204 }) : undefined,
      }),
    );
    const box = await screen.findByRole('combobox', { name: 'Mensagem' });
    // A team chat has no window and no notes toggle.
    expect(screen.queryByRole('switch', { name: 'Nota interna' })).not.toBeInTheDocument();
    await user.type(box, 'abcdef');
    expect(posts(fetch, `${base}/conversas/${convId}/digitando`)).toHaveLength(1);
    const typing = (userId: string, name: string) =>
      act(() => {
        realtimeEvents.dispatchEvent(
          new CustomEvent(WS_EVENT, {
            detail: {
              entity: 'chat-typing',
              type: 'typing',
              id: convId,
              workspaceId: null,
              origin: null,
              data: { conversationId: convId, userId, name },
            },
          }),
        );
      });
    typing(me.id, me.name);
    typing(msgId(60), 'Bruno');
    expect(await screen.findByText('Bruno está digitando…')).toBeInTheDocument();
    expect(screen.queryByText(/Ana está digitando/)).not.toBeInTheDocument();
    await waitFor(
      () => expect(screen.queryByText('Bruno está digitando…')).not.toBeInTheDocument(),
      { timeout: 8000 },
    );
  });
});
