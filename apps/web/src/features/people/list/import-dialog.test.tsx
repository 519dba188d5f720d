import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { calls, renderScreen, urlOf } from '../test/test-people';
import { ImportDialog } from './import-dialog';

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

const url = '/api/app/pessoa/pessoas-importar';
const result = (mode: 'preview' | 'commit') => ({
  mode,
  total: 2,
  created: 1,
  updated: 1,
  skipped: 0,
  rows: [
    { line: 2, name: 'Ana', action: 'create', personId: null, personName: null, match: null },
    {
      line: 3,
      name: 'Bruno',
      action: 'update',
      personId: '00000000-0000-4000-b000-000000000001',
      personName: 'Bruno Lima',
      match: 'phone',
    },
  ],
  errors: [{ line: 4, message: 'CPF inválido.' }],
  errorCount: 1,
  fingerprint: 'fp-1',
});

describe('ImportDialog', { timeout: 60_000 }, () => {
  it('previews the file, then imports it on the preview’s people', async () => {
    const user = userEvent.setup();
    const { fetch } = renderScreen(
      'editor',
      (u, init) => {
        if (urlOf(u).pathname !== url) return json(404, { message: 'Não encontrado.' });
        const body = JSON.parse(String(init.body)) as { mode: 'preview' | 'commit' };
        return json(200, result(body.mode));
      },
      <ImportDialog onClose={() => undefined} />,
      { path: '/pessoa/pessoas' },
    );
    const dialog = screen.getByRole('dialog', { name: 'Importar pessoas' });
    const file = new File(['Nome;Telefone\nAna;41999998888\n'], 'agenda.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText('Arquivo de pessoas'), file);
    expect(
      await within(dialog).findByText(
        'Prévia: 1 nova, 1 a atualizar, 0 ignoradas, 1 linha recusada.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Linha 3: Bruno')).toBeInTheDocument();
    expect(within(dialog).getByText('Atualizar — Bruno Lima (mesmo telefone)')).toBeInTheDocument();
    expect(within(dialog).getByText('Linha 4: CPF inválido.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(calls(fetch, 'POST', url)).toHaveLength(2));
    expect(calls(fetch, 'POST', url).map((c) => c.body)).toEqual([
      {
        format: 'csv',
        text: 'Nome;Telefone\nAna;41999998888\n',
        mode: 'preview',
        onDuplicate: 'update',
      },
      {
        format: 'csv',
        text: 'Nome;Telefone\nAna;41999998888\n',
        mode: 'commit',
        onDuplicate: 'update',
        expect: 'fp-1',
      },
    ]);
    expect(await screen.findByRole('dialog', { name: 'Importação concluída' })).toHaveTextContent(
      '1 pessoa criada, 1 atualizada',
    );
  });
});
