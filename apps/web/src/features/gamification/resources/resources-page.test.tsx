import type { Resource } from '@orbita/contracts/gamification';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { renderWithRole } from '../games/test-render';
import { ResourcesPage } from './resources-page';

const resource = (over: Partial<Resource>): Resource => ({
  id: 'r-1',
  version: 1,
  workspaceId: 'w-1',
  name: 'Moeda de Ouro',
  description: '',
  imageUrl: null,
  rarity: 'legendary',
  usable: true,
  limited: true,
  quantityExisting: 100,
  quantityGranted: 12,
  transitory: null,
  effect: null,
  useEffect: null,
  createdAt: '2026-03-01T12:00:00Z',
  updatedAt: '2026-03-01T12:00:00Z',
  ...over,
});

describe('ResourcesPage', { timeout: 20_000 }, () => {
  it('shows rarity, supply and what each resource does; the search ignores accents and case', async () => {
    mockFetch((url) =>
      url.includes('/item-requests')
        ? json(200, { items: [] })
        : json(200, {
            items: [
              resource({ useEffect: { kind: 'points', points: 5, gameId: null } }),
              resource({
                id: 'r-2',
                name: 'Escudo de gelo',
                rarity: 'common',
                limited: false,
                quantityExisting: null,
                quantityGranted: 1,
                usable: false,
                transitory: 'day',
                effect: 'streak_freeze',
              }),
            ],
            nextCursor: null,
          }),
    );
    renderWithRole('creator', <ResourcesPage />);
    const items = await screen.findAllByRole('listitem');
    expect(screen.queryByRole('region', { name: 'Pedidos de itens' })).toBeNull();
    expect(items[0]).toHaveTextContent(
      /Moeda de Ouro.*12 de 100 concedidos.*Lendária.*Limitado.*Utilizável · dá pontos/,
    );
    expect(items[1]).toHaveTextContent(
      /Escudo de gelo.*1 concedido.*Comum.*Transitório: Dia.*Congelar sequência/,
    );
    expect(screen.getByRole('link', { name: 'Novo recurso' })).toHaveAttribute(
      'href',
      '/gamificacao/recurso',
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar recursos' }), {
      target: { value: 'ESCUDO DE GÉLO' },
    });
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('listitem')).toHaveTextContent('Escudo de gelo');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar recursos' }), {
      target: { value: 'nada disso' },
    });
    expect(
      await screen.findByText('Nenhum recurso corresponde a “nada disso”.'),
    ).toBeInTheDocument();
  });

  it('shows the free-text item requests waiting and honours one', async () => {
    const request = {
      id: 'q-1',
      resourceId: 'r-1',
      resourceName: 'Vale-café',
      userId: 'u-2',
      userName: 'Paula Leitora',
      text: 'Um café com a equipe',
      status: 'pending',
      createdAt: '2026-11-24T15:00:00Z',
      decidedAt: null,
    };
    const fetch = mockFetch((url, init) => {
      if (init.method === 'POST') return json(200, { ...request, status: 'honoured' });
      if (url.includes('/item-requests')) return json(200, { items: [request] });
      return json(200, { items: [resource({})], nextCursor: null });
    });
    renderWithRole('creator', <ResourcesPage />);
    const panel = await screen.findByRole('region', { name: 'Pedidos de itens' });
    expect(panel).toHaveTextContent('Paula Leitora usou Vale-café: Um café com a equipe');
    fireEvent.click(within(panel).getByRole('button', { name: 'Atender' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Pedidos de itens' })).toBeNull(),
    );
    const post = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(String(post[0])).toBe('/api/app/gamificacao/item-requests/q-1/honour');
  });

  it('gives an Observador the list without "Novo recurso"', async () => {
    mockFetch(() => json(200, { items: [], nextCursor: null }));
    renderWithRole('viewer', <ResourcesPage />);
    expect(await screen.findByText('Nenhum recurso ainda')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Novo recurso' })).toBeNull();
  });
});
