import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { empty, json } from '../../../platform/http/test-fetch';
import { mapId, mapsUrl, renderAs, urlOf } from '../pages/test-maps';
import { ExportMenu } from './export-menu';
import { HistoryDrawer } from './history-drawer';

afterEach(() => vi.unstubAllGlobals());

const ana = { id: '44444444-4444-4444-8444-444444444444', name: 'Ana' };
const version = (n: number, name: string) => ({
  id: `55555555-5555-4555-8555-00000000000${n}`,
  name,
  createdAt: '2026-11-26T17:03:00.000Z',
  createdBy: ana,
});

describe('map history and export', { timeout: 30_000 }, () => {
  it('lists versions and sessions, saves a version and restores one after confirming', async () => {
    const { fetch } = renderAs(
      'editor',
      (url, init) => {
        const path = urlOf(url).pathname;
        if (path.endsWith('/restore')) return empty(204);
        if (path.endsWith('/versions') && init.method === 'POST')
          return json(201, version(2, 'Depois da reunião'));
        if (path.endsWith('/versions')) return json(200, { versions: [version(1, 'Início')] });
        return json(200, {
          sessions: [
            {
              id: '66666666-6666-4666-8666-666666666666',
              person: ana,
              startedAt: '2026-11-26T17:03:00.000Z',
              endedAt: '2026-11-26T17:20:00.000Z',
              added: 8,
              edited: 3,
              removed: 1,
            },
          ],
        });
      },
      <HistoryDrawer mapId={mapId(1)} onClose={() => undefined} />,
    );
    const sessions = await screen.findByRole('list', { name: 'Sessões de edição' });
    expect(sessions).toHaveTextContent(/Ana editou 12 nós · 26\/11\/2026 \d\d:03/);
    expect(sessions).toHaveTextContent('8 adicionados, 3 alterados, 1 removido');

    const form = screen.getByRole('form', { name: 'Salvar versão' });
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar versão' }));
    expect(await within(form).findByText('Dê um nome à versão.')).toBeInTheDocument();
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Nome da versão' }),
      'Depois da reunião{Enter}',
    );
    const versions = screen.getByRole('list', { name: 'Versões' });
    await waitFor(() => expect(within(versions).getAllByRole('listitem')).toHaveLength(2));
    expect(within(versions).getAllByRole('listitem')[0]).toHaveTextContent('Depois da reunião');

    await userEvent.click(screen.getByRole('button', { name: 'Restaurar Início' }));
    const confirm = screen.getByRole('dialog', { name: 'Restaurar versão?' });
    expect(fetch.mock.calls.some(([u]) => urlOf(u).pathname.endsWith('/restore'))).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restaurar' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([u, i]) =>
            i?.method === 'POST' &&
            urlOf(u).pathname ===
              `${mapsUrl}/${mapId(1)}/versions/55555555-5555-4555-8555-000000000001/restore`,
        ),
      ).toBe(true),
    );
  });

  it('an Observador reads the history but cannot save or restore', async () => {
    renderAs(
      'viewer',
      (url) =>
        urlOf(url).pathname.endsWith('/versions')
          ? json(200, { versions: [version(1, 'Início')] })
          : json(200, { sessions: [] }),
      <HistoryDrawer mapId={mapId(1)} onClose={() => undefined} />,
    );
    expect(await screen.findByText('Início')).toBeInTheDocument();
    expect(await screen.findByText('Ninguém editou este mapa ainda.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Salvar versão' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restaurar Início' })).toBeNull();
  });

  it('exports the format chosen and saves the file the server wrote', async () => {
    const created = vi.fn((_blob: Blob) => 'blob:mapa');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const clicked = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { fetch } = renderAs(
      'viewer',
      () => json(200, { fileName: 'Plano.opml', mimeType: 'text/x-opml', content: '<opml/>' }),
      <ExportMenu mapId={mapId(1)} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'OPML' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(urlOf(fetch.mock.calls[0]![0]).search).toBe('?format=opml');
    expect(await created.mock.calls[0]![0].text()).toBe('<opml/>');
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('Plano.opml');
  });
});
