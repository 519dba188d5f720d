import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NexoLinks } from '@orbita/contracts/nexos';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, renderScreen } from '../../test/render-screen';
import { json } from '../http/test-fetch';
import { NexosPanel } from './nexos-panel';

const taskId = '11111111-1111-4111-8111-111111111111';
const personId = '22222222-2222-4222-8222-222222222222';
const linkId = '33333333-3333-4333-8333-333333333333';
const listId = '44444444-4444-4444-8444-444444444444';
const productId = '55555555-5555-4555-8555-555555555555';

const withLink = (label: string | null): NexoLinks => ({
  record: {
    kind: 'tarefa',
    id: taskId,
    exists: true,
    title: 'Comprar pão',
    path: `/flow/lista/${listId}?tarefa=${taskId}`,
  },
  links: [
    {
      id: linkId,
      version: 1,
      label,
      other: {
        kind: 'pessoa',
        id: personId,
        exists: true,
        title: 'Ana <b>Lima</b>',
        path: `/pessoa/pessoa/${personId}`,
      },
      createdAt: '2026-11-26T10:00:00.000Z',
      updatedAt: '2026-11-26T10:00:00.000Z',
    },
  ],
});

function show(
  role: 'editor' | 'viewer',
  state: {
    links: NexoLinks;
    patch?: (body: { label: string | null; version: number }) => Response;
  },
) {
  return renderScreen(
    role,
    (url, init) => {
      const u = new URL(url, 'http://localhost');
      if (u.pathname === `/api/app/nexos/tarefa/${taskId}`) return json(200, state.links);
      if (u.pathname === '/api/app/nexos/busca')
        return json(200, {
          items: [
            {
              kind: 'produto',
              id: productId,
              exists: true,
              title: 'Caneca',
              path: `/produto/produto/${productId}`,
            },
          ],
        });
      if (u.pathname === '/api/app/nexos' && init?.method === 'POST')
        return json(201, { ...withLink('cliente').links[0] });
      if (u.pathname === `/api/app/nexos/${linkId}` && init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { label: string | null; version: number };
        if (state.patch) return state.patch(body);
        const saved = { ...state.links.links[0]!, label: body.label, version: body.version + 1 };
        state.links = { ...state.links, links: [saved] };
        return json(200, saved);
      }
      if (u.pathname === `/api/app/nexos/${linkId}` && init?.method === 'DELETE') {
        state.links = { ...state.links, links: [] };
        return new Response(null, { status: 204 });
      }
      return json(404, { message: 'Não encontrado.', code: 'not_found' });
    },
    <NexosPanel kind="tarefa" id={taskId} />,
    { path: '/x' },
  );
}

describe('NexosPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the links as links to their records, the label as text, and removes one after confirming', async () => {
    const state = { links: withLink('<img src=x onerror=alert(1)>') };
    const { fetch } = show('editor', state);
    const link = await screen.findByRole('link', { name: 'Ana <b>Lima</b>' });
    expect(link).toHaveAttribute('href', `/pessoa/pessoa/${personId}`);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Nexos (1)' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remover nexo com Ana <b>Lima</b>' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover nexo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(calls(fetch, 'DELETE', `/api/app/nexos/${linkId}`)).toHaveLength(1));
    expect(await screen.findByText(/Nenhum nexo ainda/)).toBeInTheDocument();
  });

  it('adds a nexo: kind, search by title, pick, optional label', async () => {
    const { fetch } = show('editor', { links: { ...withLink(null), links: [] } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Adicionar nexo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar nexo' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Tipo de registro' }));
    await user.click(await screen.findByRole('option', { name: 'Produto' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Buscar pelo título' }), 'can');
    await user.click(await within(dialog).findByRole('button', { name: 'Caneca' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Rótulo (opcional)' }), 'brinde');
    await user.click(within(dialog).getByRole('button', { name: 'Ligar a “Caneca”' }));
    await waitFor(() => expect(calls(fetch, 'POST', '/api/app/nexos')).toHaveLength(1));
    expect(calls(fetch, 'POST', '/api/app/nexos')[0]!.body).toEqual({
      from: { kind: 'tarefa', id: taskId },
      to: { kind: 'produto', id: productId },
      label: 'brinde',
    });
    const searched = calls(fetch, 'GET', '/api/app/nexos/busca').at(-1)!.url;
    expect(searched.searchParams.get('tipo')).toBe('produto');
    expect(searched.searchParams.get('q')).toBe('can');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('an Observador sees the links but neither adds nor removes', async () => {
    show('viewer', { links: withLink(null) });
    expect(await screen.findByRole('link', { name: 'Ana <b>Lima</b>' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar nexo' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remover nexo/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Editar rótulo/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ver grafo' })).toBeInTheDocument();
  });

  it('edits a nexo’s label from the keyboard, refusing more than 80 characters', async () => {
    const state: { links: NexoLinks } = { links: withLink('cliente') };
    const { fetch } = show('editor', state);
    const user = userEvent.setup();
    const pencil = await screen.findByRole('button', {
      name: 'Editar rótulo do nexo com Ana <b>Lima</b>',
    });
    pencil.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Editar rótulo do nexo' });
    const field = within(dialog).getByRole('textbox', { name: 'Rótulo' });
    expect(field).toHaveValue('cliente');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'x'.repeat(81));
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('Informe no máximo 80 caracteres.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Informe no máximo 80 caracteres.');
    expect(calls(fetch, 'PATCH', `/api/app/nexos/${linkId}`)).toEqual([]);

    await user.clear(field);
    await user.type(field, '  fornecedora {Enter}');
    await waitFor(() => expect(calls(fetch, 'PATCH', `/api/app/nexos/${linkId}`)).toHaveLength(1));
    expect(calls(fetch, 'PATCH', `/api/app/nexos/${linkId}`)[0]!.body).toEqual({
      label: 'fornecedora',
      from: { kind: 'tarefa', id: taskId },
      version: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('fornecedora')).toBeInTheDocument();
  });

  it('a label changed meanwhile by someone else opens the conflict dialog; reapplying sends the newer version', async () => {
    const state: {
      links: NexoLinks;
      patch?: (body: { label: string | null; version: number }) => Response;
    } = { links: withLink('cliente') };
    const newer = { ...withLink('sócia').links[0]!, version: 2 };
    state.patch = (body) =>
      body.version === 1
        ? json(409, {
            message: 'Este registro foi alterado por outra pessoa.',
            code: 'conflict',
            current: newer,
          })
        : json(200, { ...newer, label: body.label, version: 3 });
    const { fetch } = show('editor', state);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Editar rótulo do nexo com Ana <b>Lima</b>' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar rótulo do nexo' });
    const field = within(dialog).getByRole('textbox', { name: 'Rótulo' });
    await user.clear(field);
    await user.type(field, 'parceira');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const conflict = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    expect(conflict).toHaveTextContent('sócia');
    expect(conflict).toHaveTextContent('parceira');
    await user.click(within(conflict).getByRole('button', { name: 'Reaplicar minhas alterações' }));
    await waitFor(() => expect(calls(fetch, 'PATCH', `/api/app/nexos/${linkId}`)).toHaveLength(2));
    expect(calls(fetch, 'PATCH', `/api/app/nexos/${linkId}`)[1]!.body).toMatchObject({
      label: 'parceira',
      version: 2,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
