import type { Sequence } from '@orbita/contracts/sequences';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, renderScreen } from '../../test/render-screen';
import { json } from '../http/test-fetch';
import { SequenceDialog, SequenceDialogById } from '.';

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

const url = '/api/app/fabrica/sequencias/produtos';
const products = (extra: Partial<Sequence> = {}): Sequence => ({
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
  version: 2,
  ...extra,
});

describe('the sequence dialog (platform)', () => {
  it('edits the parts its module allows, refuses a used next number before saving, and hands the answer to the caller', async () => {
    const written = vi.fn();
    const closed = vi.fn();
    const { fetch } = renderScreen(
      'creator',
      (u, init) =>
        new URL(u, 'http://localhost').pathname === url && init?.method === 'PATCH'
          ? json(200, products({ nextNumber: 50, lastUsed: 49, preview: 'PRD-0050', version: 3 }))
          : json(404, { message: 'Não encontrado.' }),
      <SequenceDialog sequence={products()} onWritten={written} onClose={closed} />,
      { path: '/x' },
    );
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Sequência: Produtos' });
    expect(within(dialog).getByRole('textbox', { name: 'Dígitos' })).toBeDisabled();
    expect(within(dialog).getByText('Fixo nesta sequência.')).toBeInTheDocument();
    const next = within(dialog).getByRole('textbox', { name: /^Próximo número/ });
    await user.clear(next);
    await user.type(next, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('O próximo número precisa ser maior que 6, o último usado.'),
    ).toBeInTheDocument();
    expect(calls(fetch, 'PATCH', url)).toEqual([]);

    await user.clear(next);
    await user.type(next, '50');
    expect(within(dialog).getByRole('status', { name: 'Próximo código' })).toHaveTextContent(
      'Próximo: PRD-0050',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(calls(fetch, 'PATCH', url).map((c) => c.body)).toEqual([{ nextNumber: 50, version: 2 }]);
    expect(written).toHaveBeenCalledWith(expect.objectContaining({ nextNumber: 50, version: 3 }));
  });

  it('by id: reads the sequence first, with a retry when that fails', async () => {
    let fail = true;
    renderScreen(
      'creator',
      (u) => {
        if (new URL(u, 'http://localhost').pathname !== url)
          return json(404, { message: 'Não encontrado.' });
        return fail
          ? json(500, { message: 'Falha ao ler a sequência.' })
          : json(200, products({ prefix: 'LOJA', preview: 'LOJA-0007' }));
      },
      <SequenceDialogById id="produtos" title="Códigos dos produtos" onClose={() => undefined} />,
      { path: '/x' },
    );
    const dialog = screen.getByRole('dialog', { name: 'Códigos dos produtos' });
    expect(await within(dialog).findByText(/Falha ao ler a sequência/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: /Tentar de novo/ }));
    const again = await screen.findByRole('dialog', { name: 'Códigos dos produtos' });
    expect(await within(again).findByRole('textbox', { name: 'Prefixo' })).toHaveValue('LOJA');
  });
});
