import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { empty, json } from '../../../platform/http/test-fetch';
import { MindMapsPage } from './mind-maps-page';
import { cardsIn, mapId, mapsUrl, renderAs as renderPageAs, testMap, urlOf } from './test-maps';

const renderAs = (
  ...args: [Parameters<typeof renderPageAs>[0], Parameters<typeof renderPageAs>[1]]
) => renderPageAs(...args, <MindMapsPage />);

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

const page = (items: ReturnType<typeof testMap>[]) => json(200, { items, nextCursor: null });
const listCalls = (fetch: ReturnType<typeof renderAs>['fetch']) =>
  fetch.mock.calls.map(([u]) => urlOf(u)).filter((u) => u.pathname === mapsUrl);

describe('MindMapsPage', { timeout: 30_000 }, () => {
  it('shows each map as a card: thumbnail, title, dd/mm/aaaa and node count', async () => {
    renderAs('editor', () =>
      page([testMap(1, 'Plano 2027', { nodeCount: 1 }), testMap(2, 'SWOT')]),
    );
    expect(screen.getByRole('status', { name: 'Carregando mapas' })).toBeInTheDocument();
    await waitFor(() => expect(cardsIn('Mapas')).toHaveLength(2));
    const card = screen.getByRole('article', { name: 'Plano 2027' });
    expect(card).toHaveTextContent('Atualizado em 26/11/2026 · 1 nó');
    expect(screen.getByRole('article', { name: 'SWOT' })).toHaveTextContent('12 nós');
    expect(
      within(card).getByRole('img', { name: 'Prévia: tema central com 2 ramos' }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Abrir Plano 2027' })).toHaveAttribute(
      'href',
      `/mind-space/mind-map/${mapId(1)}`,
    );
  });

  it('asks the server per tab and per search, and says when a tab is empty', async () => {
    const { fetch } = renderAs('editor', (url) => {
      const u = urlOf(url);
      if (u.searchParams.get('filter') === 'favourites') return page([]);
      if (u.searchParams.get('q') === 'swot') return page([]);
      return page([testMap(1, 'Plano')]);
    });
    await waitFor(() => expect(cardsIn('Mapas')).toHaveLength(1));
    expect(listCalls(fetch)[0]!.searchParams.get('filter')).toBe('active');

    await userEvent.click(screen.getByRole('tab', { name: 'Favoritos' }));
    expect(await screen.findByText('Nenhum mapa favorito.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Arquivados' }));
    await waitFor(() =>
      expect(listCalls(fetch).at(-1)!.searchParams.get('filter')).toBe('archived'),
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Todos' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar mapas' }), 'swot');
    expect(await screen.findByText('Nenhum mapa encontrado para "swot".')).toBeInTheDocument();
    expect(listCalls(fetch).at(-1)!.searchParams.get('q')).toBe('swot');
    // One request for the whole word, not one per key.
    expect(listCalls(fetch).filter((u) => u.searchParams.has('q'))).toHaveLength(1);
  });

  it('favourites a map and archives it out of "Todos"', async () => {
    const map = testMap(1, 'Plano');
    const { fetch } = renderAs('creator', (url, init) => {
      const u = urlOf(url);
      if (init.method === 'PUT') return json(200, { id: map.id, favourite: true });
      if (u.pathname.endsWith('/archive'))
        return json(200, { ...map, favourite: true, archivedAt: '2026-11-26T18:00:00.000Z' });
      return page([map, testMap(2, 'Outro')]);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Favoritar Plano' }));
    const star = await screen.findByRole('button', { name: 'Remover Plano dos favoritos' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(
      fetch.mock.calls.some(
        ([u, i]) => i?.method === 'PUT' && urlOf(u).pathname === `${mapsUrl}/${map.id}/favourite`,
      ),
    ).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Ações de Plano' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Arquivar' }));
    await waitFor(() => expect(cardsIn('Mapas')).toHaveLength(1));
    expect(screen.queryByRole('article', { name: 'Plano' })).toBeNull();
  });

  it('renames, duplicates and deletes after confirming', async () => {
    const map = testMap(1, 'Plano');
    renderAs('creator', (url, init) => {
      const u = urlOf(url);
      if (init.method === 'PATCH') return json(200, { ...map, title: 'Plano novo' });
      if (u.pathname.endsWith('/duplicate')) return json(201, testMap(3, 'Plano novo (cópia)'));
      if (init.method === 'DELETE') return empty(204);
      return page([map, testMap(2, 'Outro')]);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ações de Plano' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Renomear' }));
    const dialog = screen.getByRole('dialog', { name: 'Renomear mapa' });
    const title = within(dialog).getByRole('textbox', { name: 'Título' });
    await userEvent.clear(title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe o título.')).toBeInTheDocument();
    await userEvent.type(title, 'Plano novo{Enter}');
    expect(await screen.findByRole('article', { name: 'Plano novo' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ações de Plano novo' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Duplicar' }));
    await waitFor(() => expect(cardsIn('Mapas')).toHaveLength(3));
    expect(cardsIn('Mapas')[0]).toHaveAccessibleName('Plano novo (cópia)');

    await userEvent.click(screen.getByRole('button', { name: 'Ações de Outro' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Excluir' }));
    const confirm = screen.getByRole('dialog', { name: 'Excluir mapa?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(cardsIn('Mapas')).toHaveLength(2));
    expect(screen.queryByRole('article', { name: 'Outro' })).toBeNull();
  });

  it('"Novo mapa" creates a blank map and opens it', async () => {
    const { fetch } = renderAs('creator', (_, init) =>
      init.method === 'POST' ? json(201, testMap(9, 'Novo mapa')) : page([]),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Novo mapa' }));
    expect(await screen.findByText(`Editor do mapa ${mapId(9)}`)).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({});
  });

  it('imports a file: its format from the name, the server refusal shown in pt-BR', async () => {
    let refuse = true;
    const { fetch } = renderAs('creator', (url) => {
      if (urlOf(url).pathname === `${mapsUrl}/import`)
        return refuse
          ? json(422, {
              message: 'O arquivo OPML não é válido: falta o elemento <body>.',
              code: 'invalid',
            })
          : json(201, testMap(5, 'Importado', { nodeCount: 3 }));
      return page([]);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Importar' }));
    const dialog = screen.getByRole('dialog', { name: 'Importar mapa' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(await within(dialog).findByText('Escolha um arquivo.')).toBeInTheDocument();

    const opml = '<?xml version="1.0"?><opml version="2.0"><head/></opml>';
    await userEvent.upload(
      within(dialog).getByLabelText('Arquivo do mapa'),
      new File([opml], 'ideias.opml', { type: 'text/x-opml' }),
    );
    expect(within(dialog).getByText('ideias.opml')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Formato' })).toHaveTextContent('OPML');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(
      await within(dialog).findByText('O arquivo OPML não é válido: falta o elemento <body>.'),
    ).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([u]) => urlOf(u).pathname === `${mapsUrl}/import`)!;
    expect(JSON.parse(String(init?.body))).toEqual({ format: 'opml', content: opml });

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText(`Editor do mapa ${mapId(5)}`)).toBeInTheDocument();
  });

  it('offers an Observador no way to change maps but the star', async () => {
    renderAs('viewer', () => page([testMap(1, 'Plano')]));
    await waitFor(() => expect(cardsIn('Mapas')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Novo mapa' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Importar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ações de Plano' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Favoritar Plano' })).toBeInTheDocument();
  });

  it("shows the server's message and tries again", async () => {
    let fail = true;
    renderAs('editor', () =>
      fail
        ? json(500, { message: 'Serviço indisponível.', code: 'internal' })
        : page([testMap(1, 'Plano')]),
    );
    expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => expect(cardsIn('Mapas')).toHaveLength(1));
  });
});
