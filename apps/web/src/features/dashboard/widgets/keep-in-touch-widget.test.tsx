import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '../../../platform/http/test-fetch';
import { updateSession } from '../../../platform/session/session-store';
import { renderWith, workspaceId } from '../test-data';
import { KeepInTouchWidget } from './keep-in-touch-widget';

afterEach(() => vi.unstubAllGlobals());

const ana = '11111111-1111-4111-8111-111111111111';
const due = {
  items: [
    {
      personId: ana,
      name: 'Ana Souza',
      kind: 'person',
      keepInTouchDays: 30,
      lastContactAt: null,
      dueAt: '2026-11-01T12:00:00.000Z',
      overdueDays: 12,
    },
  ],
  total: 3,
};

function render(answer: () => Response) {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId });
  const fetch = mockFetch((url, init) => {
    if (url.startsWith('/api/app/pessoa/manter-contato')) return answer();
    if (url === `/api/app/pessoa/pessoas/${ana}/contato` && init.method === 'POST')
      return json(200, {});
    return json(404, { message: 'Não encontrado.' });
  });
  return { ...renderWith(<KeepInTouchWidget />), fetch };
}

describe('KeepInTouchWidget', () => {
  it('lists who is overdue, links to the person and registers a contact', async () => {
    const { fetch } = render(() => json(200, due));
    const list = await screen.findByRole('list', { name: 'Pessoas para falar' });
    expect(within(list).getByRole('link', { name: /Ana Souza/ })).toHaveAttribute(
      'href',
      `/pessoa/pessoa/${ana}`,
    );
    expect(list).toHaveTextContent('A cada 30 dias · venceu há 12 dias');
    expect(screen.getByText('e mais 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Registrar contato com Ana Souza' }));
    await vi.waitFor(() =>
      expect(callsTo(fetch, `/api/app/pessoa/pessoas/${ana}/contato`)).toHaveLength(1),
    );
  });

  it('says when nobody is due', async () => {
    render(() => json(200, { items: [], total: 0 }));
    expect(await screen.findByText(/Ninguém esperando notícias/)).toBeInTheDocument();
  });

  it('shows the server message with "Tentar de novo"', async () => {
    render(() => json(500, { message: 'Não foi possível ler as pessoas.' }));
    expect(await screen.findByText('Não foi possível ler as pessoas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
  });
});
