import { ThemeProvider } from '@mui/material';
import type { ModerationItem } from '@orbita/contracts/explore';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { theme } from '../../../theme/theme';
import { ModerationPage } from './moderation-page';

vi.mock('../../../platform/toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), success: vi.fn(), warning: vi.fn() },
}));

afterEach(() => vi.unstubAllGlobals());

const reported: ModerationItem = {
  kind: 'page',
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Oferta <img src=x onerror=alert(1)>',
  site: { handle: 'loja', title: 'Loja' },
  url: 'http://localhost/site/loja/oferta',
  status: 'production',
  visibility: 'public',
  hiddenAt: null,
  hiddenReason: null,
  pickedAt: null,
  reports: [
    {
      id: '00000000-0000-4000-8000-000000000002',
      reason: 'spam',
      details: 'Golpe <b>óbvio</b>',
      createdAt: '2026-11-21T10:00:00.000Z',
    },
  ],
  lastReportAt: '2026-11-21T10:00:00.000Z',
};

function open(moderator: boolean) {
  const fetch = mockFetch((url, init) => {
    if (url === '/api/app/universo/explore/me') return json(200, { moderator });
    if (url === '/api/app/universo/explore/moderation')
      return moderator
        ? json(200, { items: [reported] })
        : json(403, { message: 'Apenas moderadores do Orbita podem fazer isto.' });
    if (url.endsWith('/hide') && init.method === 'POST')
      return json(200, { ...reported, hiddenAt: '2026-11-22T10:00:00.000Z' });
    return json(404, { message: 'Não encontrado.' });
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ThemeProvider theme={theme}>
        <ModerationPage />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { fetch, user: userEvent.setup() };
}

describe('ModerationPage', { timeout: 30_000 }, () => {
  it('refuses in pt-BR to who is not a moderator, without asking for the queue', async () => {
    const { fetch } = open(false);
    expect(await screen.findByText('Apenas moderadores do Orbita podem fazer isto.')).toBeVisible();
    expect(fetch.mock.calls.map(([u]) => String(u))).not.toContain(
      '/api/app/universo/explore/moderation',
    );
  });

  it('lists reports as text and hides an item after confirming', async () => {
    const { fetch, user } = open(true);
    const card = await screen.findByRole('article', { name: reported.title });
    expect(within(card).getByText(/Golpe <b>óbvio<\/b>/)).toBeVisible();
    expect(within(card).getByText('Spam ou propaganda enganosa')).toBeVisible();
    expect(card.querySelector('img, b')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Ocultar' }));
    const confirm = screen.getByRole('dialog');
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/hide'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Ocultar' }));
    await waitFor(() =>
      expect(fetch.mock.calls.map(([u]) => String(u))).toContain(
        `/api/app/universo/explore/moderation/page/${reported.id}/hide`,
      ),
    );
  });
});
