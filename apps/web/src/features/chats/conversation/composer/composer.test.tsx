import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../platform/http/test-fetch';
import {
  api,
  base,
  convId,
  page,
  posts,
  renderConversation,
  testMessage,
} from '../test-conversation';

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sendPath = `${base}/conversas/${convId}/mensagens`;

/** Answers a send after `release()` — a slow network, to click again meanwhile. */
function slowSend() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  let seq = 1;
  const handler = api({
    extra: (url, init) => {
      if (url.pathname !== sendPath || init.method !== 'POST') return undefined;
      const body = JSON.parse(String(init.body)) as { text: string };
      seq += 1;
      const stored = testMessage(seq, { direction: 'out', text: body.text, status: 'queued' });
      // A Response cannot be awaited here: hand a stream that opens once released.
      return new Response(
        new ReadableStream({
          async start(controller) {
            await gate;
            controller.enqueue(new TextEncoder().encode(JSON.stringify(stored)));
            controller.close();
          },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    },
  });
  return { handler, release: () => release() };
}

describe('composer', () => {
  it('"Responder" quotes the message above the composer and sends it as the reply', async () => {
    const user = userEvent.setup();
    const { fetch } = renderConversation(
      api({
        messages: page([testMessage(1, { text: 'Qual o prazo?' })]),
        extra: (url, init) =>
          url.pathname === sendPath && init.method === 'POST'
            ? json(200, testMessage(2, { direction: 'out', text: 'Amanhã' }))
            : undefined,
      }),
    );
    await screen.findByText('Qual o prazo?');
    await user.click(screen.getByRole('button', { name: 'Ações da mensagem' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Responder' }));
    expect(screen.getByText('Respondendo: Qual o prazo?')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Mensagem' }), 'Amanhã{Enter}');
    await waitFor(() => expect(posts(fetch, sendPath)).toHaveLength(1));
    expect(posts(fetch, sendPath)[0]).toMatchObject({
      text: 'Amanhã',
      replyToId: testMessage(1).id,
    });
    expect(screen.queryByText(/Respondendo:/)).not.toBeInTheDocument();
  });

  it('sends once per message however many clicks, each message with its own clientId', async () => {
    // Clicks land even on a disabled button: what counts is that they send nothing more.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { handler, release } = slowSend();
    const { fetch } = renderConversation(handler);
    const box = await screen.findByRole('combobox', { name: 'Mensagem' });
    await user.type(box, 'Bom dia');
    const send = screen.getByRole('button', { name: 'Enviar' });
    await user.click(send);
    await user.click(send);
    await user.dblClick(send);
    // The optimistic message shows at once, "Na fila".
    expect(await screen.findByText('Bom dia')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Na fila' })).toBeInTheDocument();
    release();
    await user.type(box, 'Segunda');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(posts(fetch, sendPath)).toHaveLength(2));
    const [first, second] = posts(fetch, sendPath) as {
      text: string;
      clientId: string;
      kind: string;
    }[];
    expect(first).toMatchObject({ kind: 'text', text: 'Bom dia' });
    expect(second).toMatchObject({ kind: 'text', text: 'Segunda' });
    expect(first!.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.clientId).not.toBe(first!.clientId);
  });

  it('Enter sends, Shift+Enter breaks the line', async () => {
    const user = userEvent.setup();
    const { fetch } = renderConversation(
      api({
        extra: (url, init) =>
          url.pathname === sendPath && init.method === 'POST'
            ? json(200, testMessage(2, { direction: 'out', text: 'x' }))
            : undefined,
      }),
    );
    const box = await screen.findByRole('combobox', { name: 'Mensagem' });
    await user.type(box, 'linha 1{Shift>}{Enter}{/Shift}linha 2');
    expect(box).toHaveValue('linha 1\nlinha 2');
    expect(posts(fetch, sendPath)).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(posts(fetch, sendPath)).toHaveLength(1));
    expect(posts(fetch, sendPath)[0]).toMatchObject({ text: 'linha 1\nlinha 2' });
    expect(box).toHaveValue('');
  });

  it('/ opens the canned responses filtered as one types; arrows and Enter insert one', async () => {
    const user = userEvent.setup();
    const { fetch } = renderConversation(api());
    const box = await screen.findByRole('combobox', { name: 'Mensagem' });
    await user.type(box, 'Oi /o');
    const menu = await screen.findByRole('listbox', { name: 'Respostas prontas' });
    expect(within(menu).getAllByRole('option')).toHaveLength(2);
    await user.type(box, 'b');
    await waitFor(() => expect(within(menu).getAllByRole('option')).toHaveLength(1));
    await user.clear(box);
    await user.type(box, '/');
    await waitFor(() =>
      expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(2),
    );
    await user.keyboard('{ArrowDown}');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')[1]).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Obrigado pelo contato.');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // Enter inserted; it did not send.
    expect(posts(fetch, sendPath)).toHaveLength(0);
  });

  it('outside the 24 h window offers only approved templates and says why; notes stay possible', async () => {
    const user = userEvent.setup();
    const { fetch } = renderConversation(
      api({
        conversation: {
          ...(await import('../test-conversation')).testConversation(),
          windowClosesAt: null,
        },
        extra: (url, init) => {
          if (url.pathname === `${base}/whatsapp/modelos`)
            return json(200, {
              syncedAt: null,
              items: [
                {
                  name: 'retomar',
                  language: 'pt_BR',
                  status: 'APPROVED',
                  category: 'UTILITY',
                  header: null,
                  body: 'Olá {{1}}, podemos continuar?',
                  footer: null,
                  parameterCount: 1,
                },
                {
                  name: 'promo',
                  language: 'pt_BR',
                  status: 'REJECTED',
                  category: 'MARKETING',
                  header: null,
                  body: 'Promo',
                  footer: null,
                  parameterCount: 0,
                },
              ],
            });
          if (url.pathname === sendPath && init.method === 'POST')
            return json(
              200,
              testMessage(2, {
                direction: 'out',
                kind: 'template',
                text: 'Olá Maria, podemos continuar?',
              }),
            );
          return undefined;
        },
      }),
    );
    expect(await screen.findByText(/Fora da janela de 24 horas/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Mensagem' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Modelo' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['retomar (pt_BR)']);
    await user.click(options[0]!);
    await user.type(screen.getByRole('textbox', { name: 'Campo {{1}}' }), 'Maria');
    expect(screen.getByLabelText('Prévia do modelo')).toHaveTextContent(
      'Olá Maria, podemos continuar?',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar modelo' }));
    await waitFor(() => expect(posts(fetch, sendPath)).toHaveLength(1));
    expect(posts(fetch, sendPath)[0]).toMatchObject({
      kind: 'template',
      name: 'retomar',
      language: 'pt_BR',
      parameters: ['Maria'],
    });
    // A note is internal: it never meets the window.
    await user.click(screen.getByRole('switch', { name: 'Nota interna' }));
    expect(screen.getByRole('combobox', { name: 'Nota interna' })).toBeInTheDocument();
  });
});

export { page };
