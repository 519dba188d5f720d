import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../../platform/http/test-fetch';
import { updateSession } from '../../../../platform/session/session-store';
import { screenWidth } from '../../../../test/render-screen';
import { GlobalCapture } from './global-capture';

const item = {
  id: '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  workspaceId: '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01',
  code: 'IN-0007',
  number: 7,
  content: 'Comprar café',
  stage: 'collected',
  dueAt: null,
  priority: null,
  size: null,
  tags: ['casa'],
  someday: false,
  urgent: false,
  taskId: null,
  cardId: null,
  createdBy: null,
  createdAt: '2026-03-10T12:00:00.000Z',
  updatedAt: '2026-03-10T12:00:00.000Z',
  stageChangedAt: '2026-03-10T12:00:00.000Z',
  processedAt: null,
};

/** The shell's `auth/app` answer: the role decides whether capture is offered. */
function appState(role: 'viewer' | 'editor') {
  return {
    user: { id: 'u-1', name: 'Ana', email: 'ana@exemplo.com', accountType: null, avatarUrl: null },
    workspaces: [],
    workspaceId: item.workspaceId,
    role,
    checkpoints: [],
    settings: { googleClientId: null, facebookAvailable: false },
  };
}

// Capture is offered only once the role is known to allow writing.
function setup(path = '/me/home', role: 'viewer' | 'editor' = 'editor') {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId: item.workspaceId });
  let answer: (r: Response) => void = () => undefined;
  const fetch = mockFetch((url, init) => {
    if (url === '/api/app/flow/items' && init.method === 'POST')
      return new Promise<Response>((resolve) => (answer = resolve));
    if (url === '/api/auth/app') return json(200, appState(role));
    return json(404, { message: 'Não encontrado.' });
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[path]}>
        <input aria-label="Outro campo" />
        <GlobalCapture />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetch, user: userEvent.setup(), answer: (r: Response) => answer(r) };
}

/** The button shows, and the shortcut listens, once the role allows writing. */
const roleKnown = () => screen.findByRole('button', { name: 'Coletar' }, { timeout: 5000 });

// Lazy dialog plus typing: slow on a shared two-core machine.
describe('GlobalCapture', { timeout: 30_000 }, () => {
  it('"c" outside a field opens the capture bar with the field focused; a capture shows at once, then its code', async () => {
    const { user, answer, fetch } = setup();
    await roleKnown();
    await user.keyboard('c');
    const field = await screen.findByRole(
      'textbox',
      { name: 'O que está na sua cabeça?' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(field).toHaveFocus(), { timeout: 5000 });
    await user.type(field, 'Comprar café #casa{Enter}');
    expect(field).toHaveValue('');
    // At once, as the preview read it; what is sent is that reading, not the text to parse again.
    expect(screen.getByText('Comprar café')).toBeInTheDocument();
    expect(screen.getByText('Salvando…')).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([url]) => String(url) === '/api/app/flow/items')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      content: 'Comprar café',
      parse: false,
      dueAt: null,
      priority: null,
      size: null,
      tags: ['casa'],
      // The idempotency key: a retry (or the offline queue) never makes a second item.
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    answer(json(201, item));
    expect(await screen.findByText('IN-0007')).toBeInTheDocument();
    expect(screen.getByText('Comprar café')).toBeInTheDocument();
  });

  it('"c" typed in another field is text; Ctrl+K opens from anywhere', async () => {
    const { user } = setup();
    await roleKnown();
    await user.click(screen.getByRole('textbox', { name: 'Outro campo' }));
    await user.keyboard('c');
    expect(screen.getByRole('textbox', { name: 'Outro campo' })).toHaveValue('c');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    expect(
      await screen.findByRole('dialog', { name: 'Coletar' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('the floating button opens it and says its shortcuts; Escape on the empty field closes it', async () => {
    const { user } = setup();
    const button = await roleKnown();
    expect(button).toHaveAttribute('aria-keyshortcuts', 'C Control+K Meta+K');
    await user.click(button);
    const field = await screen.findByRole(
      'textbox',
      { name: 'O que está na sua cabeça?' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(field).toHaveFocus(), { timeout: 5000 });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
  });

  it('an Observador (read only) gets neither the button nor the shortcut', async () => {
    const { user } = setup('/me/home', 'viewer');
    await waitFor(
      () => expect(screen.queryByRole('button', { name: 'Coletar' })).not.toBeInTheDocument(),
      { timeout: 5000 },
    );
    await user.keyboard('c');
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an Editor gets the button', async () => {
    setup('/me/home', 'editor');
    expect(
      await screen.findByRole('button', { name: 'Coletar' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('no floating button on the capture page itself', () => {
    setup('/flow/coleta-ideias');
    expect(screen.queryByRole('button', { name: 'Coletar' })).not.toBeInTheDocument();
  });

  it('on a phone the bottom navigation holds Coletar: no floating button, the shortcut still opens', async () => {
    screenWidth(false);
    try {
      const { user } = setup('/me/home', 'editor');
      // The shortcut listens once the role is known; the button never shows.
      await waitFor(
        async () => {
          await user.keyboard('c');
          expect(screen.getByRole('dialog', { name: 'Coletar' })).toBeInTheDocument();
        },
        { timeout: 10_000 },
      );
      expect(screen.queryByRole('button', { name: 'Coletar' })).not.toBeInTheDocument();
      expect(screen.queryByTestId('floating-space')).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
