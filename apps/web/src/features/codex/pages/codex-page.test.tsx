import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { empty, json } from '../../../platform/http/test-fetch';
import { calls, renderScreen, screenWidth, urlOf } from '../../../test/render-screen';
import { CodexPage } from './codex-page';
import { base, codexId, detailOf, entryOf, hitOf, summaryOf, uuid } from './test-codex';

// Guia (Introdução, Glossário), Equipe
const guia = summaryOf(11, 'Guia', null, 'a0');
const intro = summaryOf(12, 'Introdução', guia.id, 'a0');
const glossario = summaryOf(13, 'Glossário', guia.id, 'a1');
const equipe = summaryOf(14, 'Equipe', null, 'a1');
const tree = [guia, intro, glossario, equipe];

function api(extra: (url: URL, init: RequestInit) => Response | undefined = () => undefined) {
  return (u: string, init: RequestInit) => {
    const url = urlOf(u);
    const own = extra(url, init);
    if (own) return own;
    if (url.pathname === `${base}/codices/${codexId}`) return json(200, detailOf(tree));
    const entry = tree.find((e) => url.pathname === `${base}/entries/${e.id}`);
    if (entry)
      return json(
        200,
        entryOf(entry, {
          backlinks: entry === guia ? [{ id: equipe.id, title: 'Equipe' }] : [],
        }),
      );
    return json(404, { message: 'Não encontrado.' });
  };
}

const open = (
  role: Parameters<typeof renderScreen>[0],
  handler: Parameters<typeof renderScreen>[1],
  query = '',
) =>
  renderScreen(role, handler, <CodexPage />, {
    path: `/codex/codex/${codexId}${query}`,
    route: '/codex/codex/:id?',
  });

const where = () => screen.getByRole('status', { name: 'Endereço' });

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('CodexPage', { timeout: 60_000 }, () => {
  it('shows the tree, opens the first page with its backlinks, and moves a page with the keyboard', async () => {
    screenWidth(true);
    const moved = { ...equipe, position: 'Zz', version: 2 };
    const { fetch } = open(
      'editor',
      api((url, init) =>
        init.method === 'POST' && url.pathname.endsWith('/move') ? json(200, moved) : undefined,
      ),
    );
    const treeView = await screen.findByRole('tree', { name: 'Páginas do códex' });
    const items = within(treeView).getAllByRole('treeitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Guia', 'Equipe']);
    expect(items[0]).toHaveAttribute('aria-expanded', 'false');
    expect(items[0]).toHaveAttribute('aria-selected', 'true');

    // The first page shows, with who cites it.
    expect(await screen.findByRole('textbox', { name: 'Título da página' })).toHaveValue('Guia');
    const refs = screen.getByRole('list', { name: 'Páginas que citam esta' });
    expect(within(refs).getByRole('link', { name: 'Equipe' })).toHaveAttribute(
      'href',
      `/codex/codex/${codexId}?entrada=${equipe.id}`,
    );

    // Keyboard: Right opens "Guia", Down goes to its first child, Enter opens it.
    act(() => items[0]!.focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(
      within(treeView)
        .getAllByRole('treeitem')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['Guia', 'Introdução', 'Glossário', 'Equipe']);
    expect(within(treeView).getByRole('treeitem', { name: 'Introdução' })).toHaveAttribute(
      'aria-level',
      '2',
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(where()).toHaveTextContent(`?entrada=${intro.id}`);

    // Alt+Up on "Equipe" puts it before "Guia": index 0 at the root, with its version.
    act(() => within(treeView).getByRole('treeitem', { name: 'Equipe' }).focus());
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() =>
      expect(calls(fetch, 'POST', `${base}/entries/${equipe.id}/move`).map((c) => c.body)).toEqual([
        { version: 1, parentId: null, index: 0 },
      ]),
    );
    await waitFor(() =>
      expect(
        within(treeView)
          .getAllByRole('treeitem')
          .filter((i) => i.getAttribute('aria-level') === '1')
          .map((i) => i.getAttribute('aria-label')),
      ).toEqual(['Equipe', 'Guia']),
    );
    // "Introdução" into "Guia"'s... nothing above it at its level: Alt+Right does nothing.
    act(() => within(treeView).getByRole('treeitem', { name: 'Introdução' }).focus());
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(calls(fetch, 'POST', `${base}/entries/${intro.id}/move`)).toHaveLength(0);
  });

  it('saves the title as a versioned edit a moment after typing', async () => {
    screenWidth(true);
    const { fetch } = open(
      'editor',
      api((url, init) =>
        init.method === 'PATCH'
          ? json(200, entryOf({ ...equipe, title: 'Time', version: 2 }))
          : undefined,
      ),
      `?entrada=${equipe.id}`,
    );
    const title = await screen.findByRole('textbox', { name: 'Título da página' });
    expect(title).toHaveValue('Equipe');
    await userEvent.clear(title);
    expect(await screen.findByText('Informe o título.')).toBeVisible();
    await userEvent.type(title, 'Time');
    await waitFor(() =>
      expect(calls(fetch, 'PATCH', `${base}/entries/${equipe.id}`).map((c) => c.body)).toEqual([
        { title: 'Time', version: 1 },
      ]),
    );
    expect(await screen.findByText('Salvo')).toBeVisible();
    // The tree shows the new title from the answer.
    expect(screen.getByRole('treeitem', { name: 'Time' })).toBeVisible();
  });

  it('lists the revisions, previews one and restores it after a confirmation', async () => {
    screenWidth(true);
    const revision = {
      id: uuid(51),
      entryId: equipe.id,
      number: 1,
      title: 'Equipe antiga',
      size: 1234,
      createdBy: null,
      createdByName: 'Bia',
      createdAt: '2026-11-20T15:30:00.000Z',
    };
    const oldBody = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Texto de antes' }] }],
    };
    const restored = entryOf({ ...equipe, title: 'Equipe antiga', version: 3 }, { body: oldBody });
    const entryUrl = `${base}/entries/${equipe.id}`;
    const { fetch } = open(
      'editor',
      api((url, init) => {
        if (url.pathname === `${entryUrl}/revisions`) return json(200, { items: [revision] });
        if (url.pathname === `${entryUrl}/revisions/${revision.id}`)
          return json(200, { ...revision, body: oldBody });
        if (init.method === 'POST' && url.pathname.endsWith('/restore')) return json(200, restored);
        return undefined;
      }),
      `?entrada=${equipe.id}`,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Histórico' }));
    const list = await screen.findByRole('list', { name: 'Revisões' });
    const item = within(list).getByRole('button');
    expect(item).toHaveTextContent('Revisão 1 — Equipe antiga');
    // (The hour is the machine's time zone.)
    expect(item).toHaveTextContent(/Bia · 20\/11\/2026 às \d\d:30 · 1\.234 caracteres/);
    await userEvent.click(item);
    const preview = await screen.findByRole('region', { name: 'Texto da revisão 1' });
    await waitFor(() => expect(preview).toHaveTextContent('Texto de antes'));

    await userEvent.click(screen.getByRole('button', { name: 'Restaurar esta revisão' }));
    const confirm = screen.getByRole('dialog', { name: 'Restaurar a revisão 1?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByText('Revisão 1 restaurada.')).toBeVisible();
    expect(
      calls(fetch, 'POST', `${entryUrl}/revisions/${revision.id}/restore`).map((c) => c.body),
    ).toEqual([{ version: 1 }]);
    // The page shows the restored version.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Título da página' })).toHaveValue(
        'Equipe antiga',
      ),
    );
  });

  it('searches this codex: highlighted excerpts, arrows and Enter open the page', async () => {
    screenWidth(true);
    const { fetch } = open(
      'viewer',
      api((url) =>
        url.pathname === `${base}/busca`
          ? json(200, {
              items: [
                hitOf(glossario, 'termos de <mark>ação</mark>'),
                hitOf(equipe, '<mark>acao</mark> &lt;script&gt;'),
              ],
              nextOffset: null,
            })
          : undefined,
      ),
    );
    await screen.findByRole('tree');
    // An Observador reads only.
    expect(screen.queryByRole('button', { name: 'Nova página' })).toBeNull();
    await userEvent.type(screen.getByRole('combobox', { name: 'Buscar neste códex' }), 'acao');
    // (Typing slower than the pause that starts a search asks for "a", "ac"… first.)
    await waitFor(() =>
      expect(calls(fetch, 'GET', `${base}/busca`).at(-1)?.url.searchParams.get('q')).toBe('acao'),
    );
    const results = await screen.findByRole('listbox', { name: 'Resultados da busca' });
    expect(screen.queryByRole('tree')).toBeNull();
    const options = within(results).getAllByRole('option');
    expect(options[0]!.querySelector('mark')).toHaveTextContent('ação');
    expect(options[1]).toHaveTextContent('acao <script>');
    expect(options[1]!.querySelector('script')).toBeNull();
    expect(calls(fetch, 'GET', `${base}/busca`).at(-1)!.url.searchParams.get('codexId')).toBe(
      codexId,
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(where()).toHaveTextContent(`?entrada=${equipe.id}`);
  });

  it('imports Markdown files and exports the codex as a ZIP from its menu', async () => {
    screenWidth(false);
    const created = [
      summaryOf(21, 'Importada', null, 'a2'),
      summaryOf(22, 'Filha', uuid(21), 'a0'),
    ];
    const createObjectURL = vi.fn(() => 'blob:codex');
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const { fetch } = open(
      'editor',
      api((url, init) => {
        if (url.pathname === `${base}/codices/${codexId}/import`)
          return json(200, { created: 2, entries: created });
        if (url.pathname === `${base}/codices/${codexId}/export`)
          return new Response('PK', {
            status: 200,
            headers: {
              'Content-Type': 'application/zip',
              'Content-Disposition': 'attachment; filename="manual.zip"',
            },
          });
        return init.method === 'DELETE' ? empty(204) : undefined;
      }),
    );
    // A phone: the tree is in a drawer.
    await screen.findByRole('textbox', { name: 'Título da página' });
    expect(screen.queryByRole('tree')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Páginas' }));
    expect(await screen.findByRole('tree')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    // The drawer keeps the page aria-hidden while it slides away.
    await waitFor(() => expect(screen.queryByRole('tree')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Ações do códex' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Importar Markdown' }));
    const dialog = screen.getByRole('dialog', { name: 'Importar Markdown' });
    const input = within(dialog).getByLabelText('Arquivos para importar');
    await userEvent.upload(input, [new File(['x'], 'notas.txt', { type: 'text/plain' })], {
      applyAccept: false,
    });
    expect(within(dialog).getByText('Envie só arquivos .zip ou .md.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Importar' })).toBeDisabled();
    await userEvent.upload(input, [
      new File(['# A'], 'a.md', { type: 'text/markdown' }),
      new File(['# B'], 'b.md', { type: 'text/markdown' }),
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(await within(dialog).findByText('2 páginas importadas.')).toBeVisible();
    const sent = fetch.mock.calls.find(([u]) => String(u).endsWith('/import'))!;
    const form = sent[1]!.body as FormData;
    expect(form.getAll('files').map((f) => (f as File).name)).toEqual(['a.md', 'b.md']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abrir “Importada”' }));
    expect(where()).toHaveTextContent(`?entrada=${uuid(21)}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Ações do códex' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Exportar (.zip)' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/export'))).toBe(true),
    );
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith(`/codices/${codexId}/export`))).toBe(
      true,
    );
  });
});
