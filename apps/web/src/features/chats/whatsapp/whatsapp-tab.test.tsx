import type { WhatsappConnection } from '@orbita/contracts/chats';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { base, calls, renderAs, screenWidth, urlOf } from '../lib/test-chats';
import { ChatsPage } from '../pages/chats-page';

let stop: (() => void) | undefined;
afterEach(() => {
  act(() => toast.dismiss());
  stop?.();
  vi.unstubAllGlobals();
});

const none: WhatsappConnection = {
  connected: false,
  phoneNumberId: null,
  wabaId: null,
  displayPhone: null,
  verifiedName: null,
  webhookUrl: null,
  verifyToken: null,
  lastWebhookAt: null,
  lastError: null,
  lastErrorAt: null,
  tokenValid: null,
  tokenCheckedAt: null,
  outbox: { queued: 0, oldestAt: null },
  updatedAt: null,
};
const connected: WhatsappConnection = {
  ...none,
  connected: true,
  phoneNumberId: '106540352242922',
  wabaId: '102290129340398',
  displayPhone: '+55 41 3333-4444',
  verifiedName: 'Loja Exemplo',
  webhookUrl: '/api/public/whatsapp/abc',
  verifyToken: 'verifica-123',
  lastWebhookAt: '2026-11-26T14:00:00.000Z',
  tokenValid: true,
  tokenCheckedAt: '2026-11-26T14:00:00.000Z',
  outbox: { queued: 2, oldestAt: '2026-11-26T14:05:00.000Z' },
};

function render(
  role: 'admin' | 'editor',
  answer: (url: URL, init: RequestInit) => Response | undefined,
  path = '/comunicacao/chats?aba=whatsapp',
) {
  screenWidth(true);
  const view = renderAs(
    role,
    (u, init) => answer(urlOf(u), init) ?? json(200, { items: [], nextCursor: null }),
    <ChatsPage />,
    { path },
  );
  stop = view.off;
  return view;
}

describe('the WhatsApp tab', { timeout: 60_000 }, () => {
  it('is offered to Admins only: an Editor sees no tab, and ?aba=whatsapp shows the inbox', async () => {
    const { fetch } = render('editor', () => undefined);
    const tabs = screen.getByRole('tablist', { name: 'Seções de chats' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Conversas', 'Contatos', 'Respostas prontas']);
    expect(within(tabs).getByRole('tab', { name: 'Conversas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await screen.findByText('Nenhuma conversa ainda');
    expect(calls(fetch, 'GET', `${base}/whatsapp`)).toEqual([]);
  });

  it('shows an Admin the connection form, checks it and sends the four values', async () => {
    const user = userEvent.setup();
    const { fetch } = render('admin', (url, init) => {
      if (url.pathname === `${base}/whatsapp` && init.method === 'PUT') return json(200, connected);
      if (url.pathname === `${base}/whatsapp`) return json(200, none);
      if (url.pathname === `${base}/whatsapp/modelos`)
        return json(200, {
          items: [
            {
              name: 'retomar_conversa',
              language: 'pt_BR',
              status: 'APPROVED',
              category: 'UTILITY',
              header: null,
              body: 'Olá, {{1}}!',
              footer: null,
              parameterCount: 1,
            },
          ],
          syncedAt: '2026-11-26T14:00:00.000Z',
        });
      return undefined;
    });
    expect(
      within(screen.getByRole('tablist', { name: 'Seções de chats' })).getByRole('tab', {
        name: 'WhatsApp',
      }),
    ).toHaveAttribute('aria-selected', 'true');
    const form = await screen.findByRole('form', { name: 'Conectar o WhatsApp' });
    expect(form).toHaveTextContent('Configuração da API');
    await user.type(within(form).getByLabelText(/ID do número de telefone/), '12ab');
    await user.click(within(form).getByRole('button', { name: 'Conectar' }));
    expect(
      within(form).getByText('O ID do número de telefone tem só números (veja no painel da Meta).'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Token de acesso inválido.')).toBeInTheDocument();
    expect(calls(fetch, 'PUT', `${base}/whatsapp`)).toEqual([]);

    await user.clear(within(form).getByLabelText(/ID do número de telefone/));
    await user.type(within(form).getByLabelText(/ID do número de telefone/), '106540352242922');
    await user.type(within(form).getByLabelText(/ID da conta/), '102290129340398');
    await user.type(within(form).getByLabelText(/Token de acesso/), 'EAAG' + 'x'.repeat(40));
    await user.type(within(form).getByLabelText(/Chave secreta do app/), 'f'.repeat(32));
    await user.click(within(form).getByRole('button', { name: 'Conectar' }));
    await waitFor(() =>
      expect(calls(fetch, 'PUT', `${base}/whatsapp`).map((c) => c.body)).toEqual([
        {
          phoneNumberId: '106540352242922',
          wabaId: '102290129340398',
          accessToken: 'EAAG' + 'x'.repeat(40),
          appSecret: 'f'.repeat(32),
        },
      ]),
    );
    // Connected: health, what to paste in Meta's panel, the templates.
    expect(await screen.findByText('Loja Exemplo')).toBeInTheDocument();
    expect(screen.getByText('Token válido')).toBeInTheDocument();
    expect(screen.getByText(/2 mensagens · a mais antiga de 26\/11\/2026/)).toBeInTheDocument();
    expect(screen.getByText('http://localhost:3000/api/public/whatsapp/abc')).toBeInTheDocument();
    expect(screen.getByText('verifica-123')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar token de verificação' })).toBeInTheDocument();
    const templates = await screen.findByRole('table', { name: 'Modelos de mensagem' });
    expect(templates).toHaveTextContent('retomar_conversa');
    expect(templates).toHaveTextContent('Aprovado');
  });

  it('shows the refusal of the server (a number of another space) on the form', async () => {
    const user = userEvent.setup();
    render('admin', (url, init) => {
      if (url.pathname === `${base}/whatsapp` && init.method === 'PUT')
        return json(409, { message: 'Este número do WhatsApp já está conectado a outro espaço.' });
      if (url.pathname === `${base}/whatsapp`) return json(200, none);
      return undefined;
    });
    const form = await screen.findByRole('form', { name: 'Conectar o WhatsApp' });
    await user.type(within(form).getByLabelText(/ID do número de telefone/), '106540352242922');
    await user.type(within(form).getByLabelText(/ID da conta/), '102290129340398');
    await user.type(within(form).getByLabelText(/Token de acesso/), 'EAAG' + 'x'.repeat(40));
    await user.type(within(form).getByLabelText(/Chave secreta do app/), 'f'.repeat(32));
    await user.click(within(form).getByRole('button', { name: 'Conectar' }));
    expect(
      await within(form).findByText('Este número do WhatsApp já está conectado a outro espaço.'),
    ).toBeInTheDocument();
  });

  it('"Desconectar" asks first, then shows the form again', async () => {
    const user = userEvent.setup();
    let current = connected;
    const { fetch } = render('admin', (url, init) => {
      if (url.pathname === `${base}/whatsapp` && init.method === 'DELETE') {
        current = none;
        return new Response(null, { status: 204 });
      }
      if (url.pathname === `${base}/whatsapp`) return json(200, current);
      if (url.pathname === `${base}/whatsapp/modelos`)
        return json(200, { items: [], syncedAt: null });
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Desconectar' }));
    const confirm = screen.getByRole('dialog', { name: 'Desconectar o WhatsApp?' });
    await user.click(within(confirm).getByRole('button', { name: 'Desconectar' }));
    expect(await screen.findByRole('form', { name: 'Conectar o WhatsApp' })).toBeInTheDocument();
    expect(calls(fetch, 'DELETE', `${base}/whatsapp`)).toHaveLength(1);
  });
});
