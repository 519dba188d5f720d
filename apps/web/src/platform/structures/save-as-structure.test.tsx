import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { json } from '../http/test-fetch';
import { SaveAsStructureButton } from './save-as-structure';

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

const base = '/api/app/fabrica/estruturas';
const recordId = '00000000-0000-4000-8000-000000000050';
const made = '00000000-0000-4000-8000-000000000060';

function show(answer: (body: unknown) => Response) {
  let sent: unknown;
  renderScreen(
    'creator',
    (u, init) => {
      if (new URL(String(u), 'http://localhost').pathname === base && init.method === 'POST') {
        sent = JSON.parse(String(init.body));
        return answer(sent);
      }
      return json(404, { message: 'Não encontrado.' });
    },
    <SaveAsStructureButton kind="processo" recordId={recordId} recordName="Atendimento" />,
    { path: '/flow/processo/x', route: '/flow/processo/:id' },
  );
  return () => sent;
}

describe('Salvar como estrutura', () => {
  it('saves the record as a structure with its name and description, then opens it', async () => {
    const sent = show(() => json(201, { id: made, name: 'Atendimento padrão' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar como estrutura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar como estrutura' });
    const name = within(dialog).getByLabelText(/Nome da estrutura/);
    expect(name).toHaveValue('Atendimento');
    await userEvent.clear(name);
    await userEvent.type(name, 'Atendimento padrão');
    await userEvent.type(within(dialog).getByLabelText('Descrição'), 'Três etapas');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Endereço')).toHaveTextContent(`/fabrica/estrutura/${made}`),
    );
    expect(sent()).toEqual({
      kind: 'processo',
      recordId,
      name: 'Atendimento padrão',
      description: 'Três etapas',
    });
  });

  it("refuses an empty name before sending, and shows the server's refusal", async () => {
    const sent = show(() =>
      json(422, {
        message: 'O registro é grande demais para virar uma estrutura (máximo de 512 KB).',
        code: 'x',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar como estrutura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar como estrutura' });
    await userEvent.clear(within(dialog).getByLabelText(/Nome da estrutura/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe o nome.')).toBeVisible();
    expect(sent()).toBeUndefined();
    await userEvent.type(within(dialog).getByLabelText(/Nome da estrutura/), 'Grande');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(/grande demais/)).toBeVisible();
  });
});
