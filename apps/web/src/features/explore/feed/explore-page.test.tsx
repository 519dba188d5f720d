import { ThemeProvider } from '@mui/material';
import type { ExploreItem } from '@orbita/contracts/explore';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { theme } from '../../../theme/theme';
import { ExplorePage } from './explore-page';

vi.mock('../../../platform/toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), success: vi.fn(), warning: vi.fn() },
}));

afterEach(() => vi.unstubAllGlobals());

let n = 0;
const item = (title: string, over: Partial<ExploreItem> = {}): ExploreItem => ({
  kind: 'publication',
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  title,
  excerpt: `Resumo de ${title}`,
  coverUrl: null,
  site: { handle: 'agencia', title: 'Agência Órbita' },
  url: `http://localhost/site/agencia/p/${n}`,
  publishedAt: '2026-11-20T13:05:00.000Z',
  reactions: 2,
  featured: false,
  picked: false,
  ...over,
});

function open(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetch = mockFetch(handler);
  const router = createMemoryRouter([{ path: '/explorar', element: <ExplorePage /> }], {
    initialEntries: ['/explorar'],
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { fetch, user: userEvent.setup() };
}

describe('ExplorePage', { timeout: 30_000 }, () => {
  it('shows featured items in their row, the feed with real links and dates, and Entrar signed out', async () => {
    const star = item('Guia <script>alert(1)</script>', { featured: true });
    const plain = item('Receitas do sertão');
    open((url) => {
      if (url === '/api/public/explore/featured')
        return json(200, { items: [star], nextCursor: null });
      if (url.startsWith('/api/public/explore/feed'))
        return json(200, { items: [plain, star], nextCursor: null });
      return json(404, { message: 'Não encontrado.' });
    });
    const row = await screen.findByRole('list', { name: 'Em destaque' });
    expect(within(row).getByRole('link', { name: star.title })).toHaveAttribute('href', star.url);
    const feed = screen.getByRole('list', { name: 'Feed' });
    expect(
      within(feed)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual([plain.title, star.title]);
    expect(within(feed).getAllByText('Agência Órbita · 20/11/2026')).toHaveLength(2);
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/');
  });

  it('says "Nada por aqui ainda" when nothing is public', async () => {
    open((url) =>
      url.startsWith('/api/public/explore/')
        ? json(200, { items: [], nextCursor: null })
        : json(404, {}),
    );
    expect(await screen.findByText('Nada por aqui ainda')).toBeVisible();
  });

  it('searches with the kind filter and marks the words found', async () => {
    const hit = {
      ...item('Publicação de teste'),
      highlight: 'uma <mark>publicação</mark> &lt;b&gt;',
    };
    const { fetch, user } = open((url) => {
      if (url.startsWith('/api/public/explore/search')) return json(200, { items: [hit] });
      return json(200, { items: [], nextCursor: null });
    });
    await user.click(await screen.findByRole('tab', { name: 'Publicações' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'publicacao');
    const results = await screen.findByRole('list', { name: 'Resultados' });
    expect(results.querySelector('mark')!.textContent).toBe('publicação');
    expect(results.textContent).toContain('uma publicação <b>');
    expect(fetch.mock.calls.map(([u]) => String(u))).toContain(
      '/api/public/explore/search?q=publicacao&kind=publication',
    );
  });

  it('toggles the heart at once and keeps it while the save is on its way', async () => {
    const liked = item('Curtível');
    let answer!: (r: Response) => void;
    const { user } = open((url, init) => {
      if (url.endsWith('/react') && init.method === 'POST')
        return new Promise<Response>((r) => (answer = r));
      if (url.startsWith('/api/public/explore/feed'))
        return json(200, { items: [liked], nextCursor: null });
      return json(200, { items: [], nextCursor: null });
    });
    const heart = await screen.findByRole('button', { name: 'Curtir “Curtível” (2)' });
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveTextContent('3');
    await act(async () => answer(json(200, { reacted: true, reactions: 5 })));
    await waitFor(() => expect(heart).toHaveTextContent('5'));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('reports with a reason and details', async () => {
    const bad = item('Spam');
    const { fetch, user } = open((url, init) => {
      if (url.endsWith('/report') && init.method === 'POST') return json(200, { reported: true });
      if (url.startsWith('/api/public/explore/feed'))
        return json(200, { items: [bad], nextCursor: null });
      return json(200, { items: [], nextCursor: null });
    });
    await user.click(await screen.findByRole('button', { name: 'Denunciar “Spam”' }));
    const dialog = screen.getByRole('dialog', { name: 'Denunciar' });
    const send = within(dialog).getByRole('button', { name: 'Enviar denúncia' });
    expect(send).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Spam ou propaganda enganosa' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Detalhes (opcional)' }),
      'Links falsos',
    );
    await user.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetch.mock.calls.find(([u]) => String(u).endsWith('/report'))!;
    expect(String(post[0])).toBe(`/api/public/explore/publication/${bad.id}/report`);
    expect(JSON.parse(String(post[1]!.body))).toEqual({ reason: 'spam', details: 'Links falsos' });
  });
});
