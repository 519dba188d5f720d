import { ThemeProvider } from '@mui/material';
import type { PublicReview, ReviewThread } from '@orbita/contracts/reviews';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { theme } from '../../../theme/theme';
import { ReviewPage } from './review-page';

afterEach(() => vi.unstubAllGlobals());

const token = 'abcDEF123_-xyz';
const at = '2026-11-20T13:05:00.000Z';
const thread = (id: string, quote: string, prefix = '', suffix = ''): ReviewThread => ({
  id,
  parentId: null,
  author: 'guest',
  authorName: 'Bia',
  authorEmail: null,
  quote,
  prefix,
  suffix,
  body: `Sobre ${quote}`,
  resolvedAt: null,
  resolvedByName: null,
  createdAt: at,
  replies: [],
});

const review: PublicReview = {
  kind: 'publication',
  title: 'Guia <b>de</b> campo',
  html:
    '<h2>Começo</h2><p>O sol nasce cedo no sertão.</p><p>A chuva chega tarde.</p>' +
    '<img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>',
  comments: [
    thread('11111111-1111-4111-8111-111111111111', 'chuva chega', 'A ', ' tarde.'),
    thread('22222222-2222-4222-8222-222222222222', 'texto que mudou'),
  ],
  reviewer: { name: 'Bia Revisora', email: 'bia@exemplo.com' },
};

function open(answer: () => Response) {
  const fetch = mockFetch((url, init) => {
    if (url === `/api/public/reviews/${token}/comments` && init.method === 'POST') {
      const body = JSON.parse(String(init.body));
      return json(201, {
        ...thread('33333333-3333-4333-8333-333333333333', body.quote),
        body: body.body,
      });
    }
    if (url === `/api/public/reviews/${token}`) return answer();
    return json(404, { message: 'Não encontrado.' });
  });
  const router = createMemoryRouter([{ path: '/revisao/:token', element: <ReviewPage /> }], {
    initialEntries: [`/revisao/${token}`],
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
  return fetch;
}

describe('ReviewPage', { timeout: 30_000 }, () => {
  it('shows the draft sanitized, marks anchored comments and lists the changed ones as Trecho alterado', async () => {
    open(() => json(200, review));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Guia <b>de</b> campo',
    );
    const doc = screen.getByTestId('review-document');
    expect(doc.querySelector('[onerror], script')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    const mark = doc.querySelector('mark[data-comment="11111111-1111-4111-8111-111111111111"]');
    expect(mark?.textContent).toBe('chuva chega');
    const list = screen.getByRole('list', { name: 'Comentários da revisão' });
    const changed = within(list).getAllByRole('listitem')[1]!;
    expect(within(changed).getByText('Trecho alterado')).toBeVisible();
    expect(
      within(within(list).getAllByRole('listitem')[0]!).queryByText('Trecho alterado'),
    ).toBeNull();
  });

  it('comments a selected passage with its quote and context, signed with the link’s name', async () => {
    const fetch = open(() => json(200, review));
    const doc = await screen.findByTestId('review-document');
    const p = doc.querySelectorAll('p')[0]!;
    const range = document.createRange();
    range.setStart(p.firstChild!, 'O sol '.length);
    range.setEnd(p.firstChild!, 'O sol nasce cedo'.length);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    fireEvent.mouseUp(doc);
    await userEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comentar trecho' });
    expect(within(dialog).getByRole('textbox', { name: 'Nome' })).toHaveValue('Bia Revisora');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Comentário' }),
      'Melhor "amanhece"',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar comentário' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      quote: 'nasce cedo',
      prefix: 'ComeçoO sol ',
      suffix: ' no sertão.A chuva chega tarde.',
      body: 'Melhor "amanhece"',
    });
    expect(await screen.findByText('Melhor "amanhece"')).toBeVisible();
  });

  it('says the review is closed when the link answers 404', async () => {
    open(() => json(404, { message: 'Esta revisão não está mais aberta.' }));
    expect(await screen.findByText('Esta revisão não está mais aberta.')).toBeVisible();
  });
});
