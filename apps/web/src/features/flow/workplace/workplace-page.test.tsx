import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { appStateFor, renderScreen, urlOf } from '../../../test/render-screen';
import { WorkplacePage } from './workplace-page';

const summary = {
  counts: { collected: 0, separated: 0, organized: 0, processed: 0 },
  urgent: 0,
  someday: 0,
  reviewDue: false,
  oldestCollectedAt: null,
};

describe('WorkplacePage on a cold load', () => {
  it('keeps its skeleton until the role is known, then draws the inbox and the workflows once', async () => {
    let answerAppState: (response: Response) => void = () => undefined;
    renderScreen(
      'editor',
      (url) => {
        const { pathname } = urlOf(url);
        if (pathname === '/api/auth/app')
          return new Promise<Response>((resolve) => (answerAppState = resolve));
        if (pathname.endsWith('/inbox/summary')) return json(200, summary);
        if (pathname.endsWith('/items')) return json(200, { items: [], nextCursor: null });
        return json(200, { items: [] });
      },
      <WorkplacePage />,
      { path: '/flow/workplace', appStateFromApi: true },
    );
    // The inbox and its summary have answered; the role has not.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('status', { name: 'Carregando a caixa de entrada' })).toBeVisible();
    // No guess drawn meanwhile: neither the empty inbox, nor the capture box a writer gets
    // (nor the read-only note of one who cannot), nor the workflows below.
    expect(screen.queryByText('Caixa de entrada vazia.')).toBeNull();
    expect(screen.queryByLabelText('Coletar um item')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Fluxos de trabalho' })).toBeNull();

    answerAppState(json(200, appStateFor('editor')));
    expect(await screen.findByLabelText('Coletar um item')).toBeVisible();
    expect(screen.getByText('Caixa de entrada vazia.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Fluxos de trabalho' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Carregando a caixa de entrada' })).toBeNull();
  });
});
