import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { calls, renderScreen } from '../../../test/render-screen';
import { hub, hubId } from '../test-data';
import { HubsPage } from './hubs-page';

const url = '/api/app/fabrica/hubs';
const show = (role: 'creator' | 'viewer', handler: Parameters<typeof renderScreen>[1]) =>
  renderScreen(role, handler, <HubsPage />, { path: '/fabrica/hubs' });

afterEach(() => vi.unstubAllGlobals());

describe('HubsPage', () => {
  it('shows each hub as a card with its counts and restriction', async () => {
    show('viewer', () =>
      json(200, {
        items: [hub({ itemCount: 3, memberCount: 2, restricted: true, name: '<b>Diretoria</b>' })],
        nextCursor: null,
      }),
    );
    const card = await screen.findByRole('link', { name: '<b>Diretoria</b>' });
    expect(within(card).getByText('3 itens · 2 membros')).toBeInTheDocument();
    expect(within(card).getByText('Somente membros do hub')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo hub' })).not.toBeInTheDocument();
  });

  it('teaches what a hub is when there is none, and creates one, opening it', async () => {
    const { fetch } = show('creator', (_u, init) =>
      init.method === 'POST' ? json(201, hub()) : json(200, { items: [], nextCursor: null }),
    );
    expect(await screen.findByText('Nenhum hub por aqui.')).toBeInTheDocument();
    expect(screen.getByText(/reúne num só lugar/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Criar o primeiro hub' }));
    await userEvent.click(screen.getByRole('button', { name: 'Criar hub' }));
    expect(await screen.findByText('Informe o nome.')).toBeInTheDocument();
    expect(calls(fetch, 'POST', url)).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Nome do hub' }), 'Marketing');
    await userEvent.click(screen.getByRole('radio', { name: 'Verde' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Somente membros do hub' }));
    await userEvent.click(screen.getByRole('button', { name: 'Criar hub' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent(
        `/fabrica/hub/${hubId}`,
      ),
    );
    expect(calls(fetch, 'POST', url)[0]!.body).toEqual({
      name: 'Marketing',
      description: '',
      icon: null,
      color: '#2e7d32',
      restricted: true,
    });
  });

  it('shows the error with a retry when the list fails', async () => {
    show('viewer', () => json(500, { message: 'Falhou.' }));
    expect(await screen.findByText('Falhou.')).toBeInTheDocument();
  });
});
