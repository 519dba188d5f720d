import { versionConflictCode } from '@orbita/contracts';
import type { Sequence } from '@orbita/contracts/sequences';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { calls, listUrl, renderAs, screenWidth, urlOf } from '../test/test-products';
import { ProductsPage } from './products-page';

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

// The products' "Códigos" edits their sequence through /fabrica/sequencias (platform/sequences).
const codesUrl = '/api/app/fabrica/sequencias/produtos';
const settings = (extra: Partial<Sequence> = {}): Sequence => ({
  id: 'produtos',
  kind: 'produtos',
  name: 'Produtos',
  prefix: 'PRD',
  width: 4,
  suffix: '',
  nextNumber: 7,
  lastUsed: 6,
  preview: 'PRD-0007',
  records: 6,
  path: '/produto/produtos',
  editable: { prefix: true, width: false, suffix: true },
  version: 1,
  ...extra,
});

type Patch = (body: Record<string, unknown>, n: number) => Response;

function show(role: 'creator' | 'editor' | 'viewer', patch?: Patch) {
  screenWidth(true);
  let patches = 0;
  return renderAs(
    role,
    (u, init) => {
      const path = urlOf(u).pathname;
      if (path === codesUrl && init.method === 'PATCH') {
        patches += 1;
        return patch!(JSON.parse(String(init.body)) as Record<string, unknown>, patches);
      }
      if (path === codesUrl) return json(200, settings());
      if (path === `${listUrl}/categorias`) return json(200, { categories: [] });
      if (path === listUrl) return json(200, { items: [], nextCursor: null });
      return json(404, { message: 'Não encontrado.' });
    },
    <ProductsPage />,
    '/produto/produtos',
  );
}

async function openCodes() {
  await userEvent.click(await screen.findByRole('button', { name: 'Códigos' }));
  return screen.findByRole('dialog', { name: 'Códigos dos produtos' });
}

describe('Códigos dos produtos', () => {
  it('shows the next code as one types, refuses invalid parts in pt-BR and saves with the version', async () => {
    const { fetch } = show('creator', () =>
      json(200, settings({ prefix: 'LOJA', suffix: 'SP', preview: 'LOJA-0007-SP', version: 2 })),
    );
    const dialog = await openCodes();
    const prefix = await within(dialog).findByRole('textbox', { name: 'Prefixo' });
    expect(prefix).toHaveValue('PRD');
    expect(within(dialog).getByRole('status', { name: 'Próximo código' })).toHaveTextContent(
      'Próximo: PRD-0007',
    );
    // The digits are fixed for products; the next number may only go up.
    expect(within(dialog).getByRole('textbox', { name: 'Dígitos' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: /^Próximo número/ })).toHaveValue('7');

    await userEvent.clear(prefix);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe o prefixo.')).toBeInTheDocument();
    await userEvent.type(prefix, 'lo-ja');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('O prefixo só pode ter letras sem acento e números.'),
    ).toBeInTheDocument();
    expect(calls(fetch, 'PATCH', codesUrl)).toHaveLength(0);

    await userEvent.clear(prefix);
    await userEvent.type(prefix, 'loja');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Sufixo' }), 'sp');
    expect(within(dialog).getByRole('status', { name: 'Próximo código' })).toHaveTextContent(
      'Próximo: LOJA-0007-SP',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Códigos dos produtos' }),
      ).not.toBeInTheDocument(),
    );
    expect(calls(fetch, 'PATCH', codesUrl).map((c) => c.body)).toEqual([
      { prefix: 'LOJA', suffix: 'SP', version: 1 },
    ]);
    expect(await screen.findByText('Sequência salva.')).toBeInTheDocument();
  });

  it("says a 409 conflict in the platform's dialog and reapplies on the newer version", async () => {
    const newer = settings({ prefix: 'ABC', preview: 'ABC-0007', version: 4 });
    const { fetch } = show('creator', (body, n) =>
      n === 1
        ? json(409, { message: 'Registro alterado.', code: versionConflictCode, current: newer })
        : json(200, settings({ ...body, version: 5 })),
    );
    const dialog = await openCodes();
    const prefix = await within(dialog).findByRole('textbox', { name: 'Prefixo' });
    await userEvent.clear(prefix);
    await userEvent.type(prefix, 'XYZ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const conflict = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    expect(conflict).toHaveTextContent('ABC');
    await userEvent.click(
      within(conflict).getByRole('button', { name: 'Reaplicar minhas alterações' }),
    );
    await waitFor(() => expect(calls(fetch, 'PATCH', codesUrl)).toHaveLength(2));
    expect(calls(fetch, 'PATCH', codesUrl)[1]!.body).toEqual({ prefix: 'XYZ', version: 4 });
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Códigos dos produtos' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('is offered to a Criador only, not to an Editor or an Observador', async () => {
    show('editor');
    expect(await screen.findByRole('button', { name: 'Novo produto' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Códigos' })).not.toBeInTheDocument();
  });

  it('is not offered to an Observador', async () => {
    show('viewer');
    expect(await screen.findByText('Nenhum produto por aqui.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Códigos' })).not.toBeInTheDocument();
  });
});
