import type { ReviewAudience, ReviewComments, ReviewThread } from '@orbita/contracts/reviews';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../http/test-fetch';
import { clearSession, updateSession } from '../session/session-store';
import { splitEmails } from './audience-add-form';
import { ReviewPanel } from './review-panel';

vi.mock('../toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), success: vi.fn(), warning: vi.fn() },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const workspaceId = '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01';
const recordId = '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const base = `/api/app/universo/reviews/publication/${recordId}`;
const at = '2026-11-20T13:05:00.000Z';

const thread = (id: string, over: Partial<ReviewThread> = {}): ReviewThread => ({
  id,
  parentId: null,
  author: 'guest',
  authorName: 'Bia <b>Revisora</b>',
  authorEmail: null,
  quote: 'O sol nasce cedo <img src=x onerror=alert(1)>',
  prefix: '',
  suffix: '',
  body: 'Trocar por "amanhece" <script>alert(1)</script>',
  resolvedAt: null,
  resolvedByName: null,
  createdAt: at,
  replies: [],
  ...over,
});

function setup(role: 'editor' | 'viewer' | 'creator') {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId });
  const audience: ReviewAudience = {
    kind: 'publication',
    recordId,
    items: [
      {
        id: '11111111-1111-4111-8111-111111111111',
        type: 'email',
        userId: null,
        teamId: null,
        email: 'bia@exemplo.com',
        name: 'bia@exemplo.com',
        memberCount: null,
        createdAt: at,
      },
    ],
  };
  let comments: ReviewComments = {
    kind: 'publication',
    recordId,
    items: [
      thread('22222222-2222-4222-8222-222222222222', {
        replies: [
          {
            ...thread('33333333-3333-4333-8333-333333333333'),
            authorName: 'Ana',
            author: 'member',
            body: 'Feito.',
          },
        ],
      }),
      thread('44444444-4444-4444-8444-444444444444', {
        resolvedAt: at,
        resolvedByName: 'Ana',
        body: 'Vírgula.',
      }),
    ],
  };
  const fetch = mockFetch((url, init) => {
    if (url === '/api/auth/app')
      return json(200, {
        user: {
          id: 'u-1',
          name: 'Ana',
          email: 'ana@exemplo.com',
          accountType: 'creator',
          avatarUrl: null,
        },
        workspaces: [],
        workspaceId,
        role,
        checkpoints: [],
        settings: { googleClientId: null, facebookAvailable: false },
      });
    if (url === `${base}/audience`) return json(200, audience);
    if (url === `${base}/comments` && init.method === 'POST') return json(201, comments.items[0]);
    if (url === `${base}/comments`) return json(200, comments);
    if (url.endsWith('/resolve')) {
      comments = {
        ...comments,
        items: comments.items.map((t) =>
          url.includes(t.id) ? { ...t, resolvedAt: at, resolvedByName: 'Ana' } : t,
        ),
      };
      return json(200, comments.items[0]);
    }
    if (url.includes('/membros')) return json(200, []);
    if (url.includes('/equipes')) return json(200, []);
    return json(404, { message: 'Não encontrado.' });
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ReviewPanel kind="publication" recordId={recordId} />
    </QueryClientProvider>,
  );
  return { fetch, user: userEvent.setup() };
}

describe('ReviewPanel', { timeout: 30_000 }, () => {
  it('lists the audience and the open conversations with their quote, as text; Resolver moves one to Resolvidos', async () => {
    const { fetch, user } = setup('editor');
    expect(await screen.findByText('bia@exemplo.com')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Comentários' });
    const card = within(list).getAllByRole('listitem');
    expect(card).toHaveLength(1);
    const quote = card[0]!.querySelector('blockquote')!;
    expect(quote.textContent).toBe('O sol nasce cedo <img src=x onerror=alert(1)>');
    expect(document.querySelector('img, script, b')).toBeNull();
    expect(within(card[0]!).getByText('Feito.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Abertos (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // An editor may comment and resolve, not manage the audience.
    expect(screen.queryByRole('form', { name: 'Adicionar à revisão' })).toBeNull();
    await user.click(within(card[0]!).getByRole('button', { name: 'Resolver' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([u, i]) =>
            String(u).endsWith('22222222-2222-4222-8222-222222222222/resolve') &&
            i?.method === 'POST',
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('Nenhum comentário aberto.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Resolvidos (2)' }));
    expect(
      within(screen.getByRole('list', { name: 'Comentários' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Reabrir' })).toHaveLength(2);
  });

  it('offers no writes to an Observador, and the audience form to a Criador', async () => {
    setup('viewer');
    await screen.findByRole('list', { name: 'Comentários' });
    expect(screen.queryByRole('button', { name: 'Resolver' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revogar bia@exemplo.com' })).toBeNull();
  });

  it('lets a Criador add e-mails to the audience', async () => {
    const { fetch, user } = setup('creator');
    await user.type(await screen.findByRole('textbox', { name: 'E-mails' }), 'c@x.com, d@y.com');
    await user.click(screen.getByRole('button', { name: 'Adicionar à revisão' }));
    await waitFor(() => {
      const post = fetch.mock.calls.find(
        ([u, i]) => String(u) === `${base}/audience` && i?.method === 'POST',
      );
      expect(post && JSON.parse(String(post[1]!.body))).toEqual({
        userIds: [],
        teamIds: [],
        emails: ['c@x.com', 'd@y.com'],
      });
    });
    expect(screen.getByRole('button', { name: 'Revogar bia@exemplo.com' })).toBeVisible();
  });
});

it('splits pasted addresses', () => {
  expect(splitEmails(' a@x.com,b@y.com;\nc@z.com  ')).toEqual(['a@x.com', 'b@y.com', 'c@z.com']);
});
