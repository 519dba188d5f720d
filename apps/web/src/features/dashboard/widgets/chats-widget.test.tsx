import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { updateSession } from '../../../platform/session/session-store';
import { renderWith, workspaceId } from '../test-data';
import { ChatsWidget } from './chats-widget';

afterEach(() => vi.unstubAllGlobals());

function render(answer: Response) {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId });
  mockFetch((url) =>
    url === '/api/app/comunicacao/conversas-nao-lidas'
      ? answer
      : json(404, { message: 'Não encontrado.' }),
  );
  return renderWith(<ChatsWidget />);
}

describe('ChatsWidget', () => {
  it('shows unread, mine and unassigned, each a link to the inbox filtered so', async () => {
    render(json(200, { whatsapp: 5, team: 2, mine: 3, unassigned: 4 }));
    const figures = await screen.findByLabelText('Conversas');
    const link = (name: RegExp) => within(figures).getByRole('link', { name });
    expect(link(/^7 não lidas/)).toHaveAttribute('href', '/comunicacao/chats?filtro=unread');
    expect(link(/^3 minhas não lidas/)).toHaveAttribute('href', '/comunicacao/chats?filtro=mine');
    expect(link(/^4 sem responsável/)).toHaveAttribute(
      'href',
      '/comunicacao/chats?filtro=unassigned',
    );
  });

  it('leaves "sem responsável" out while the server does not say it', async () => {
    render(json(200, { whatsapp: 0, team: 0, mine: 0 }));
    const figures = await screen.findByLabelText('Conversas');
    expect(within(figures).getAllByRole('link')).toHaveLength(2);
    expect(figures).not.toHaveTextContent('sem responsável');
  });

  it('says why it could not load', async () => {
    render(json(500, { message: 'Não foi possível ler as conversas.' }));
    expect(await screen.findByText('Não foi possível ler as conversas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
  });
});
