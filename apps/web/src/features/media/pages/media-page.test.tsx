import { CONFLICT_MESSAGE } from '@orbita/contracts';
import type { AppState } from '@orbita/contracts/auth';
import type { MediaFile, MediaFolder } from '@orbita/contracts/media';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../platform/http';
import { callsTo, empty, json, mockFetch } from '../../../platform/http/test-fetch';
import { APP_STATE_KEY } from '../../../platform/session/app-state';
import { updateSession } from '../../../platform/session/session-store';
import type * as UploadModule from '../api/upload';
import { uploadFile } from '../api/upload';
import { notify } from '../../../platform/toasts';
import { MediaPage } from './media-page';
import { testMediaFile } from '../test-files';

vi.mock('../api/upload', async (original) => ({
  ...(await original<typeof UploadModule>()),
  uploadFile: vi.fn(),
}));

const workspaceId = '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01';
const base = '/api/app/fabrica/media';
const at = '2026-03-01T12:00:00.000Z';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const file = (n: number, over: Partial<MediaFile> = {}) =>
  testMediaFile(n, { createdAt: at, updatedAt: at, ...over });
const folder: MediaFolder = {
  id: uuid(900),
  version: 1,
  parentId: null,
  name: 'Eventos',
  createdAt: at,
  updatedAt: at,
};

type Handler = (path: string, init: RequestInit, url: string) => Response | undefined;

/** The page as `role` sees it; `files` answer the list, `extra` anything else first. */
function renderPage(role: AppState['role'], files: MediaFile[], extra: Handler = () => undefined) {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId });
  const fetch = mockFetch((url, init) => {
    const path = url.split('?')[0]!;
    const answer = extra(path, init, url);
    if (answer) return answer;
    if (path === `${base}/files`) return json(200, { items: files, nextCursor: null });
    if (path === `${base}/folders`) return json(200, { items: [folder] });
    if (path === `${base}/quota`)
      return json(200, {
        usedBytes: 1024 ** 3,
        quotaBytes: 2 * 1024 ** 3,
        maxFileBytes: 1,
        fileCount: 1,
      });
    const id = path.match(/files\/([^/]+)$/)?.[1];
    const found = files.find((f) => f.id === id);
    if (found && init.method === undefined) return json(200, found);
    return json(404, { message: 'Não encontrado.' });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(APP_STATE_KEY, { workspaceId, role } as AppState);
  render(
    <QueryClientProvider client={client}>
      <MediaPage />
    </QueryClientProvider>,
  );
  return fetch;
}

// jsdom lays nothing out: give the grid's scroller a size so the virtualizer renders rows.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
});
afterEach(() => {
  act(() => toast.dismiss());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const grid = () => screen.getByRole('grid', { name: 'Arquivos' });

describe('MediaPage', { timeout: 30_000 }, () => {
  it('shows the files with size in pt-BR and date dd/mm/aaaa, the folders and the quota', async () => {
    renderPage('editor', [
      file(1),
      file(2, {
        name: 'contrato.pdf',
        kind: 'document',
        mimeType: 'application/pdf',
        thumb: null,
      } as never),
    ]);
    expect(screen.getByRole('status', { name: 'Carregando arquivos' })).toBeInTheDocument();
    const cell = await screen.findByRole('gridcell', { name: 'foto-1.jpg' });
    expect(cell).toHaveTextContent('2,4 MB · 01/03/2026');
    expect(within(grid()).getByRole('gridcell', { name: 'contrato.pdf' })).toBeInTheDocument();
    // jsdom matches no media query: the phone layout, with the folders behind "Pasta: …".
    await userEvent.click(screen.getByRole('button', { name: 'Pasta: Todos os arquivos' }));
    expect(await screen.findByRole('navigation', { name: 'Pastas' })).toHaveTextContent('Eventos');
    expect(await screen.findByText('1 GB de 2 GB usados')).toBeInTheDocument();
  });

  it('teaches the first upload when the library is empty', async () => {
    renderPage('editor', []);
    expect(await screen.findByText('Sua biblioteca está vazia')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar o primeiro arquivo' })).toBeInTheDocument();
  });

  it('moves through the grid with the keyboard, opens with Enter and asks on Delete', async () => {
    renderPage('editor', [file(1), file(2), file(3)]);
    await screen.findByRole('gridcell', { name: 'foto-1.jpg' });
    grid().focus();
    fireEvent.keyDown(grid(), { key: 'ArrowRight' });
    expect(grid()).toHaveAttribute('aria-activedescendant', expect.stringContaining(uuid(2)));
    fireEvent.keyDown(grid(), { key: ' ' });
    expect(screen.getByRole('gridcell', { name: 'foto-2.jpg' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('toolbar', { name: 'Arquivos selecionados' })).toHaveTextContent(
      '1 selecionado',
    );
    fireEvent.keyDown(grid(), { key: 'Enter' });
    expect(await screen.findByRole('form', { name: 'Detalhes do arquivo' })).toBeInTheDocument();
    expect(screen.getByText('Não está em uso.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    fireEvent.keyDown(grid(), { key: 'Delete' });
    expect(
      await screen.findByRole('dialog', { name: 'Excluir "foto-2.jpg"?' }),
    ).toBeInTheDocument();
  });

  it('refuses to delete a file in use, shows where, and deletes it when forced', async () => {
    const used = file(1, { usageCount: 1 });
    const deletes: string[] = [];
    renderPage('editor', [used], (path, init, url) => {
      if (path === `${base}/files/${used.id}/usages`)
        return json(200, {
          items: [
            {
              id: uuid(50),
              fileId: used.id,
              module: 'flow',
              kind: 'task',
              recordId: 'x',
              label: 'tarefa TAR-0042',
              public: false,
              createdAt: at,
            },
          ],
        });
      if (init.method === 'DELETE') {
        deletes.push(url);
        return url.endsWith('force=true')
          ? empty(204)
          : json(409, { message: 'O arquivo está em uso em 1 lugar.', code: 'media.in_use' });
      }
      return undefined;
    });
    await screen.findByRole('gridcell', { name: 'foto-1.jpg' });
    grid().focus();
    fireEvent.keyDown(grid(), { key: 'Delete' });
    const dialog = await screen.findByRole('dialog', { name: 'Excluir "foto-1.jpg"?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const inUse = await screen.findByRole('dialog', { name: 'Arquivo em uso' });
    expect(await within(inUse).findByText('tarefa TAR-0042')).toBeInTheDocument();
    await userEvent.click(within(inUse).getByRole('button', { name: 'Excluir mesmo assim' }));
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: 'foto-1.jpg' })).toBeNull());
    expect(deletes.at(-1)).toBe(`${base}/files/${used.id}?force=true`);
    expect(deletes.filter((u) => u.endsWith('force=false')).length).toBeGreaterThan(0);
  });

  it('asks before storing bytes already in the library, and reuses the existing file', async () => {
    const existing = file(7, { name: 'praia.jpg' });
    vi.mocked(uploadFile).mockRejectedValueOnce(
      new HttpError('Já existe: praia.jpg.', {
        status: 409,
        code: 'media.duplicate',
        body: { existing },
      }),
    );
    renderPage('editor', [existing]);
    await screen.findByRole('gridcell', { name: 'praia.jpg' });
    const dropped = new File(['x'], 'praia-copia.jpg', { type: 'image/jpeg' });
    const zone = screen.getByTestId('media-dropzone');
    const dataTransfer = { types: ['Files'], files: [dropped], dropEffect: 'none' };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(screen.getByText('Solte os arquivos para enviar')).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer });
    const question = await screen.findByRole('dialog', { name: 'Arquivo repetido' });
    expect(question).toHaveTextContent('Este arquivo já está na biblioteca — usar o existente?');
    await userEvent.click(within(question).getByRole('button', { name: 'Usar o existente' }));
    expect(await screen.findByText('Usando o arquivo existente: praia.jpg')).toBeInTheDocument();
    expect(uploadFile).toHaveBeenCalledTimes(1);
  });

  it('hides uploads and changes from an Observador', async () => {
    renderPage('viewer', [file(1)]);
    await screen.findByRole('gridcell', { name: 'foto-1.jpg' });
    expect(screen.queryByRole('button', { name: 'Enviar arquivos' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nova pasta' })).toBeNull();
    grid().focus();
    fireEvent.keyDown(grid(), { key: 'Delete' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves the selected files to a folder with "Mover para…" (the keyboard way)', async () => {
    const patches: { path: string; body: unknown }[] = [];
    renderPage('editor', [file(1), file(2)], (path, init) => {
      if (init.method !== 'PATCH') return undefined;
      const body = JSON.parse(String(init.body)) as { folderId: string };
      patches.push({ path, body });
      const id = path.split('/').pop()!;
      return json(200, { ...file(Number(id.slice(-3))), folderId: body.folderId });
    });
    await screen.findByRole('gridcell', { name: 'foto-1.jpg' });
    grid().focus();
    fireEvent.keyDown(grid(), { key: 'a', ctrlKey: true });
    const bar = screen.getByRole('toolbar', { name: 'Arquivos selecionados' });
    expect(bar).toHaveTextContent('2 selecionados');
    await userEvent.click(within(bar).getByRole('button', { name: 'Mover para…' }));
    const dialog = screen.getByRole('dialog', { name: 'Mover 2 arquivos' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eventos' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mover' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches.map((p) => p.body)).toEqual([
      { folderId: folder.id, version: 1 },
      { folderId: folder.id, version: 1 },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Mover 2 arquivos' })).toBeNull(),
    );
  });

  it('deleting a selection of 6 files reloads the quota once, not once per file', async () => {
    const files = [1, 2, 3, 4, 5, 6].map((n) => file(n));
    const fetch = renderPage('editor', files, (_path, init) =>
      init.method === 'DELETE' ? empty(204) : undefined,
    );
    const quotaCalls = () => callsTo(fetch, `${base}/quota`).length;
    await screen.findByRole('gridcell', { name: 'foto-1.jpg' });
    await waitFor(() => expect(quotaCalls()).toBe(1));
    grid().focus();
    fireEvent.keyDown(grid(), { key: 'a', ctrlKey: true });
    const bar = screen.getByRole('toolbar', { name: 'Arquivos selecionados' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir 6 arquivos?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(callsTo(fetch, `${base}/files/${files[5]!.id}?force=false`)).toHaveLength(1),
    );
    await waitFor(() => expect(quotaCalls()).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(quotaCalls()).toBe(2);
  });

  it('moves each file on the version shown; one changed meanwhile stays and is reported', async () => {
    const patches: { path: string; body: unknown }[] = [];
    const renamed = file(2, { name: 'renomeada-<b>.jpg', version: 2 });
    const success = vi.spyOn(notify, 'success').mockReturnValue('t');
    const warning = vi.spyOn(notify, 'warning').mockReturnValue('t');
    renderPage('editor', [file(1), file(2)], (path, init) => {
      if (init.method !== 'PATCH') return undefined;
      const body = JSON.parse(String(init.body)) as { folderId: string };
      patches.push({ path, body });
      if (path.endsWith(file(2).id))
        return json(409, { code: 'conflict', message: CONFLICT_MESSAGE, current: renamed });
      return json(200, { ...file(1), folderId: body.folderId, version: 2 });
    });
    await screen.findByRole('gridcell', { name: 'foto-1.jpg' });
    grid().focus();
    fireEvent.keyDown(grid(), { key: 'a', ctrlKey: true });
    const bar = screen.getByRole('toolbar', { name: 'Arquivos selecionados' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Mover para…' }));
    const dialog = screen.getByRole('dialog', { name: 'Mover 2 arquivos' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eventos' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mover' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    await waitFor(() => expect(warning).toHaveBeenCalledTimes(1));
    expect(success).toHaveBeenCalledWith('Arquivo movido para "Eventos".');
    // The other person's change is kept and reported; its name goes as text (never markup).
    expect(warning).toHaveBeenCalledWith(
      '"renomeada-<b>.jpg" mudou enquanto você movia e ficou onde estava: confira e mova de novo.',
    );
  });

  it('renames a folder on the version it opened on; a stale rename shows the newer name and reapplies', async () => {
    const patches: { path: string; body: Record<string, unknown> }[] = [];
    const theirs = { ...folder, name: 'Eventos 2026', version: 2 };
    renderPage('editor', [file(1)], (path, init) => {
      if (init.method !== 'PATCH') return undefined;
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      patches.push({ path, body });
      return patches.length === 1
        ? json(409, { code: 'conflict', message: CONFLICT_MESSAGE, current: theirs })
        : json(200, { ...theirs, name: body.name, version: 3 });
    });
    await screen.findByRole('gridcell', { name: 'foto-1.jpg' });
    await userEvent.click(screen.getByRole('button', { name: 'Pasta: Todos os arquivos' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ações da pasta Eventos' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Renomear' }));
    const rename = screen.getByRole('dialog', { name: 'Renomear pasta' });
    const name = within(rename).getByRole('textbox');
    await userEvent.clear(name);
    await userEvent.type(name, 'Festas');
    await userEvent.click(within(rename).getByRole('button', { name: 'Salvar' }));
    const conflict = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    expect(patches[0]).toEqual({
      path: `${base}/folders/${folder.id}`,
      body: { name: 'Festas', version: 1 },
    });
    expect(conflict).toHaveTextContent('Eventos 2026');
    expect(conflict).toHaveTextContent('Festas');
    await userEvent.click(
      within(conflict).getByRole('button', { name: 'Reaplicar minhas alterações' }),
    );
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]!.body).toEqual({ name: 'Festas', version: 2 });
  });
});
