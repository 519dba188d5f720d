import { versionConflictCode } from '@orbita/contracts';
import type { Sequence, SequencePage } from '@orbita/contracts/sequences';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { calls, renderScreen, screenWidth } from '../../../test/render-screen';
import { SequencesPage } from './sequences-page';

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

const base = '/api/app/fabrica/sequencias';
const listId = '00000000-0000-4000-8000-000000000001';

function sequence(extra: Partial<Sequence> = {}): Sequence {
  return {
    id: `lista-${listId}`,
    kind: 'lista',
    name: 'Lista Compras',
    prefix: 'TAR',
    width: 4,
    suffix: '',
    nextNumber: 42,
    lastUsed: 41,
    preview: 'TAR-0042',
    records: 12,
    path: `/flow/lista/${listId}`,
    editable: { prefix: true, width: true, suffix: true },
    version: 3,
    ...extra,
  };
}
const fixedParts = { prefix: false, width: false, suffix: false };
const page = (items = everyKind()): SequencePage => ({ items, truncated: false });
function everyKind(): Sequence[] {
  return [
    sequence(),
    sequence({
      id: 'coleta-de-ideias',
      kind: 'coleta-de-ideias',
      name: 'Coleta de ideias',
      prefix: 'IN',
      nextNumber: 8,
      lastUsed: 7,
      preview: 'IN-0008',
      records: 7,
      path: '/flow/coleta-ideias',
      editable: fixedParts,
      version: 8,
    }),
    sequence({
      id: 'produtos',
      kind: 'produtos',
      name: 'Produtos',
      prefix: 'PRD',
      nextNumber: 3,
      lastUsed: 2,
      preview: 'PRD-0003',
      records: 2,
      path: '/produto/produtos',
      editable: { prefix: true, width: false, suffix: true },
      version: 1,
    }),
    sequence({
      id: 'pedidos',
      kind: 'pedidos',
      name: 'Pedidos',
      prefix: 'PED',
      nextNumber: 1,
      lastUsed: 0,
      preview: 'PED-0001',
      records: 0,
      path: '/produto/pedidos',
      editable: fixedParts,
      version: 1,
    }),
  ];
}

function show(
  role: 'creator' | 'viewer',
  {
    wide = true,
    list = () => json(200, page()),
    patch,
  }: {
    wide?: boolean;
    list?: () => Response;
    patch?: (body: Record<string, unknown>) => Response;
  } = {},
) {
  screenWidth(wide);
  return renderScreen(
    role,
    (u, init) => {
      const path = new URL(String(u), 'http://localhost').pathname;
      if (path === base) return list();
      if (path.startsWith(`${base}/`) && init.method === 'PATCH')
        return patch!(JSON.parse(String(init.body)) as Record<string, unknown>);
      return json(404, { message: 'Não encontrado.' });
    },
    <SequencesPage />,
    { path: '/fabrica/sequencias' },
  );
}

describe('Sequências', () => {
  it('shows every sequence with its next code, where it is used and how many records carry it', async () => {
    show('creator');
    const table = await screen.findByRole('table', { name: 'Sequências de códigos' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Lista ComprasTarefas da lista',
      'Coleta de ideiasIdeias capturadas',
      'ProdutosProdutos do catálogo',
      'PedidosPedidos da loja',
    ]);
    expect(within(rows[0]!).getByText('TAR-0042')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('12')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Lista Compras' })).toHaveAttribute(
      'href',
      `/flow/lista/${listId}`,
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Coleta de ideias' })).toHaveAttribute(
      'href',
      '/flow/coleta-ideias',
    );
    expect(screen.getByRole('button', { name: 'Editar a sequência Pedidos' })).toBeVisible();
  });

  it('previews the code as one types, checks the next number before saving and saves what changed with the version', async () => {
    let sent: Record<string, unknown> | undefined;
    const { fetch } = show('creator', {
      patch: (body) => {
        sent = body;
        return json(
          200,
          sequence({
            prefix: 'CMP',
            suffix: 'X',
            nextNumber: 50,
            preview: 'CMP-0050-X',
            version: 4,
          }),
        );
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar a sequência Lista Compras' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sequência: Lista Compras' });
    const status = within(dialog).getByRole('status', { name: 'Próximo código' });
    expect(status).toHaveTextContent('Próximo: TAR-0042');

    await userEvent.clear(within(dialog).getByLabelText(/Prefixo/));
    await userEvent.type(within(dialog).getByLabelText(/Prefixo/), 'cmp');
    await userEvent.type(within(dialog).getByLabelText(/Sufixo/), 'x');
    expect(status).toHaveTextContent('Próximo: CMP-0042-X');

    const next = within(dialog).getByLabelText(/Próximo número/);
    await userEvent.clear(next);
    await userEvent.type(next, '41');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('O próximo número precisa ser maior que 41, o último usado.'),
    ).toBeVisible();
    expect(calls(fetch, 'PATCH', `${base}/lista-${listId}`)).toHaveLength(0);

    await userEvent.clear(next);
    await userEvent.type(next, '50{Enter}');
    await waitFor(() =>
      expect(sent).toEqual({ prefix: 'CMP', suffix: 'X', nextNumber: 50, version: 3 }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('CMP-0050-X')).toBeVisible();
  });

  it("shows the server's refusal on the field, and the conflict dialog on a stale version", async () => {
    let answer = (): Response =>
      json(422, {
        message: 'O próximo número precisa ser maior que 60, o último usado.',
        code: 'sequences.next_number_used',
        fields: { nextNumber: 'O próximo número precisa ser maior que 60, o último usado.' },
      });
    show('creator', { patch: () => answer() });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar a sequência Lista Compras' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sequência: Lista Compras' });
    const next = within(dialog).getByLabelText(/Próximo número/);
    await userEvent.clear(next);
    await userEvent.type(next, '45{Enter}');
    expect(await within(dialog).findAllByText(/maior que 60, o último usado/)).not.toHaveLength(0);

    answer = () =>
      json(409, {
        message: 'Alguém salvou antes.',
        code: versionConflictCode,
        current: sequence({ nextNumber: 70, lastUsed: 69, preview: 'TAR-0070', version: 5 }),
      });
    await userEvent.clear(next);
    await userEvent.type(next, '80{Enter}');
    expect(
      await screen.findByRole('dialog', { name: 'Outra pessoa alterou este registro' }),
    ).toBeVisible();
  });

  it('keeps the parts a module fixes read-only; the next number stays editable', async () => {
    show('creator');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar a sequência Coleta de ideias' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sequência: Coleta de ideias' });
    expect(within(dialog).getByLabelText(/Prefixo/)).toBeDisabled();
    expect(within(dialog).getByLabelText(/Dígitos/)).toBeDisabled();
    expect(within(dialog).getByLabelText(/Próximo número/)).toBeEnabled();
  });

  it('an Observador sees the sequences as cards on a phone, with no edit', async () => {
    show('viewer', { wide: false });
    const cards = await screen.findByRole('list', { name: 'Sequências de códigos' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
    expect(within(cards).getByText(/12 registros/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
  });

  it('teaches the first step when there is no list, and offers a retry on an error', async () => {
    let fail = true;
    show('creator', {
      list: () =>
        fail
          ? json(500, { message: 'Erro interno do servidor.' })
          : json(200, page(everyKind().slice(1))),
    });
    expect(await screen.findByText('Erro interno do servidor.')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Nenhuma lista ainda')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir para Listas' })).toHaveAttribute(
      'href',
      '/flow/listas',
    );
  });
});
