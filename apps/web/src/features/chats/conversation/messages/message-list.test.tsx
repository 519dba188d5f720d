import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../platform/http/test-fetch';
import { realtimeEvents, WS_EVENT } from '../../../../platform/realtime';
import {
  api,
  base,
  convId,
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

const out = (
  seq: number,
  status: 'queued' | 'sent' | 'delivered' | 'read' | 'failed',
  extra = {},
) =>
  testMessage(seq, {
    direction: 'out',
    status,
    text: `Saída ${seq}`,
    author: { id: msgId(50), name: 'Bruno' },
    ...extra,
  });

describe('messages', () => {
  it('shows each outbound status; a failed one says why and "Tentar de novo" resends it once', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const failed = out(5, 'failed', { statusReason: 'O número não tem WhatsApp.' });
    let resent = 0;
    const { fetch } = renderConversation(
      api({
        messages: page([
          out(1, 'queued'),
          out(2, 'sent'),
          out(3, 'delivered'),
          out(4, 'read'),
          failed,
        ]),
        extra: (url) => {
          if (url.pathname !== `${base}/mensagens/${failed.id}/reenviar`) return undefined;
          resent += 1;
          return json(200, { ...failed, status: 'queued', statusReason: null });
        },
      }),
    );
    for (const label of ['Na fila', 'Enviada', 'Entregue', 'Lida', 'Falhou'])
      expect(await screen.findByRole('img', { name: label })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Lida' })).toHaveAttribute('data-status', 'read');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('O número não tem WhatsApp.');
    const retry = within(alert).getByRole('button', { name: 'Tentar de novo' });
    await user.click(retry);
    await user.click(retry);
    await waitFor(() => expect(resent).toBe(1));
    // The answer replaced the failed copy at once: back in the queue, nothing left to retry.
    expect(await screen.findAllByRole('img', { name: 'Na fila' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Tentar de novo' })).not.toBeInTheDocument();
    expect(posts(fetch, `${base}/mensagens/${failed.id}/reenviar`)).toHaveLength(1);
  });

  it('shows text as text: <script> and markup are inert, only http(s) links are links', async () => {
    const hostile =
      '<script>window.hacked = 1</script><img src=x onerror="alert(1)"> javascript:alert(1) veja https://exemplo.com.br/a?b=1.';
    renderConversation(api({ messages: page([testMessage(1, { text: `linha 1\n${hostile}` })]) }));
    const log = await screen.findByRole('log', { name: 'Mensagens' });
    await waitFor(() => expect(log).toHaveTextContent('<script>window.hacked = 1</script>'));
    expect(log.querySelector('script')).toBeNull();
    expect(log.querySelector('img[src="x"]')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
    const links = within(log).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://exemplo.com.br/a?b=1']);
    expect(links[0]).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('renders notes apart, day separators, replies, media and reactions (mine highlighted)', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    renderConversation(
      api({
        messages: page([
          testMessage(1, { createdAt: yesterday, text: 'ontem' }),
          testMessage(2, {
            direction: 'note',
            text: 'Cliente VIP',
            author: { id: msgId(50), name: 'Bruno' },
          }),
          testMessage(3, {
            kind: 'document',
            text: '',
            media: {
              fileId: null,
              name: 'contrato.pdf',
              mime: 'application/pdf',
              size: 2_500_000,
              url: '/api/app/midia/arquivos/x/conteudo',
              thumbUrl: null,
            },
            replyTo: { id: msgId(1), preview: 'ontem', authorName: 'Maria Souza' },
            reactions: [
              { emoji: '👍', count: 2, mine: true, names: ['Ana', 'Bruno'] },
              { emoji: '❤️', count: 1, mine: false, names: ['Bruno'] },
            ],
          }),
        ]),
      }),
    );
    expect(await screen.findByText('Ontem')).toBeInTheDocument();
    expect(screen.getByText('Hoje')).toBeInTheDocument();
    expect(within(screen.getByRole('log')).getByLabelText('Nota interna')).toHaveTextContent(
      'Cliente VIP',
    );
    expect(screen.getByText('contrato.pdf')).toBeInTheDocument();
    expect(screen.getByText(/2,4 MB/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Baixar' })).toHaveAttribute(
      'download',
      'contrato.pdf',
    );
    expect(screen.getByRole('button', { name: 'Ir para a mensagem respondida' })).toHaveTextContent(
      'ontem',
    );
    expect(screen.getByRole('button', { name: '👍 2, sua reação' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: '❤️ 1' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the sent message once: optimistic, then stored, then refetched by a nudge', async () => {
    const user = userEvent.setup();
    let stored = [testMessage(1)];
    renderConversation(
      api({
        messages: () => page(stored),
        extra: (url, init) => {
          if (url.pathname !== `${base}/conversas/${convId}/mensagens` || init.method !== 'POST')
            return undefined;
          const body = JSON.parse(String(init.body)) as { text: string };
          const message = out(2, 'queued', { text: body.text });
          stored = [...stored, message];
          return json(200, message);
        },
      }),
    );
    const box = await screen.findByRole('combobox', { name: 'Mensagem' });
    await user.type(box, 'Única{Enter}');
    await waitFor(() => expect(screen.getAllByText('Única')).toHaveLength(1));
    act(() => {
      realtimeEvents.dispatchEvent(
        new CustomEvent(WS_EVENT, {
          detail: {
            entity: 'chat-messages',
            type: 'created',
            id: msgId(2),
            workspaceId: null,
            origin: null,
            data: { id: msgId(2), conversationId: convId },
          },
        }),
      );
    });
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.getAllByText('Única')).toHaveLength(1);
  });

  it("a live nudge brings a new message; another conversation's nudge does not refetch", async () => {
    let stored = [testMessage(1)];
    const { fetch } = renderConversation(api({ messages: () => page(stored) }));
    await screen.findByText('Mensagem 1');
    const reads = () => fetch.mock.calls.filter(([u]) => String(u).includes('/mensagens')).length;
    const before = reads();
    const nudge = (conversationId: string) =>
      act(() => {
        realtimeEvents.dispatchEvent(
          new CustomEvent(WS_EVENT, {
            detail: {
              entity: 'chat-messages',
              type: 'created',
              id: msgId(2),
              workspaceId: null,
              origin: null,
              data: { id: msgId(2), conversationId },
            },
          }),
        );
      });
    nudge('00000000-0000-4000-8000-0000000000c9');
    await new Promise((r) => setTimeout(r, 400));
    expect(reads()).toBe(before);
    stored = [...stored, testMessage(2, { text: 'Chegou agora' })];
    nudge(convId);
    expect(await screen.findByText('Chegou agora')).toBeInTheDocument();
  });

  it('says so when the conversation does not exist (404) and when there are no messages yet', async () => {
    renderConversation(() => json(404, { message: 'Conversa não encontrada.', code: 'not_found' }));
    expect(await screen.findByText('Conversa não encontrada.')).toBeInTheDocument();
  });

  it('scrolled up, new messages show "N novas mensagens" instead of moving the view; the pill goes to the end', async () => {
    const user = userEvent.setup();
    let stored = [testMessage(1), testMessage(2)];
    renderConversation(api({ messages: () => page(stored) }));
    const log = await screen.findByRole('log', { name: 'Mensagens' });
    await screen.findByText('Mensagem 2');
    // jsdom lays nothing out: a tall list, scrolled to its top.
    vi.spyOn(log, 'scrollHeight', 'get').mockReturnValue(5000);
    log.scrollTop = 0;
    act(() => void log.dispatchEvent(new Event('scroll')));
    stored = [...stored, testMessage(3), testMessage(4)];
    act(() => {
      realtimeEvents.dispatchEvent(
        new CustomEvent(WS_EVENT, {
          detail: {
            entity: 'chat-messages',
            type: 'created',
            id: msgId(4),
            workspaceId: null,
            origin: null,
            data: { id: msgId(4), conversationId: convId },
          },
        }),
      );
    });
    const pill = await screen.findByRole('button', { name: '2 novas mensagens' });
    expect(log.scrollTop).toBe(0);
    await user.click(pill);
    await waitFor(() => expect(log.scrollTop).toBeGreaterThan(0));
  });

  it('marks the conversation read up to the last message once the bottom shows', async () => {
    const { fetch } = renderConversation(
      api({ messages: page([testMessage(1), testMessage(2)], { readSeq: 1 }) }),
    );
    await screen.findByText('Mensagem 2');
    await waitFor(() =>
      expect(posts(fetch, `${base}/conversas/${convId}/lida`)).toEqual([{ seq: 2 }]),
    );
  });

  it('an empty conversation says "Nenhuma mensagem ainda"', async () => {
    renderConversation(api({ conversation: testConversation(), messages: page([]) }));
    expect(await screen.findByText('Nenhuma mensagem ainda')).toBeInTheDocument();
  });
});
