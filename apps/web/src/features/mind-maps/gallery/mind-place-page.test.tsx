import type { MindMapTemplate } from '@orbita/contracts/mind-maps';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { cardsIn, mapId, mapsUrl, preview, renderAs, testMap, urlOf } from '../pages/test-maps';
import { MindPlacePage } from './mind-place-page';

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

const template = (key: MindMapTemplate['key'], title: string): MindMapTemplate => ({
  key,
  title,
  description: `Comece por ${title}.`,
  nodeCount: 9,
  preview,
});
const templates = [
  template('brainstorm', 'Brainstorm'),
  template('swot', 'Análise SWOT'),
  template('blank', 'Em branco'),
];

function answer(favourites: ReturnType<typeof testMap>[]) {
  return (url: string, init: RequestInit) => {
    const u = urlOf(url);
    if (u.pathname === `${mapsUrl}/templates`) return json(200, { items: templates });
    if (init.method === 'POST')
      return json(201, testMap(7, 'Análise SWOT', { templateKey: 'swot' }));
    if (u.searchParams.get('filter') === 'favourites')
      return json(200, { items: favourites, nextCursor: null });
    return json(200, { items: [testMap(1, 'Recente')], nextCursor: null });
  };
}

describe('MindPlacePage', { timeout: 30_000 }, () => {
  it('lists the templates with previews; "Usar modelo" creates the map and opens it', async () => {
    const { fetch } = renderAs('creator', answer([]), <MindPlacePage />, '/mind-space/mind-place');
    expect(screen.getByRole('status', { name: 'Carregando modelos' })).toBeInTheDocument();
    await waitFor(() => expect(cardsIn('Modelos')).toHaveLength(3));
    const swot = screen.getByRole('article', { name: 'Modelo Análise SWOT' });
    expect(within(swot).getByRole('img', { name: /^Prévia/ })).toBeInTheDocument();
    expect(swot).toHaveTextContent('9 nós');
    // Recent maps below; no favourites section while there are none.
    await waitFor(() => expect(cardsIn('Recentes')).toHaveLength(1));
    expect(screen.queryByRole('list', { name: 'Favoritos' })).toBeNull();
    expect(
      fetch.mock.calls
        .map(([u]) => urlOf(u))
        .find((u) => u.searchParams.get('filter') === 'active')!
        .searchParams.get('limit'),
    ).toBe('8');

    await userEvent.click(within(swot).getByRole('button', { name: 'Usar modelo Análise SWOT' }));
    expect(await screen.findByText(`Editor do mapa ${mapId(7)}`)).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({ templateKey: 'swot' });
  });

  it('shows the favourites; an Observador sees templates without "Usar modelo"', async () => {
    renderAs('viewer', answer([testMap(2, 'Favorito', { favourite: true })]), <MindPlacePage />);
    await waitFor(() => expect(cardsIn('Modelos')).toHaveLength(3));
    await waitFor(() => expect(cardsIn('Favoritos')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Usar modelo/ })).toBeNull();
  });

  it("shows the server's message when the templates fail", async () => {
    renderAs(
      'editor',
      (url) =>
        urlOf(url).pathname.endsWith('/templates')
          ? json(503, { message: 'Serviço indisponível.', code: 'unavailable' })
          : json(200, { items: [], nextCursor: null }),
      <MindPlacePage />,
    );
    expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
  });
});
