import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import {
  base,
  calls,
  entryItem,
  personId,
  renderScreen,
  screenWidth,
  taskItem,
  testPerson,
  urlOf,
} from '../test/test-people';
import { PersonPage } from './person-page';

let stop: (() => void) | undefined;
afterEach(() => {
  act(() => toast.dismiss());
  stop?.();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

type Answer = (url: URL, init: RequestInit) => Response | undefined;

const fulano = testPerson(1, 'Fulano de Tal', {
  document: '52998224725',
  documentKind: 'cpf',
  companyId: personId(7),
  companyName: 'Padaria Central',
  role: 'Gerente',
  tags: ['fornecedor'],
  keepInTouchDays: 30,
  lastContactAt: '2026-01-02T12:00:00.000Z',
  version: 3,
});
const listId = personId(800);

function render(answer: Answer = () => undefined, person = fulano) {
  screenWidth(true);
  const view = renderScreen(
    'editor',
    (u, init) => {
      const url = urlOf(u);
      const method = init.method ?? 'GET';
      const found = answer(url, init);
      if (found) return found;
      if (url.pathname === `${base}/${person.id}` && method === 'GET') return json(200, person);
      if (url.pathname === `${base}/${person.id}/timeline`)
        return json(200, { items: [entryItem(), taskItem()] });
      if (url.pathname === '/api/app/flow/lists')
        return json(200, { items: [{ id: listId, name: 'Vendas' }] });
      if (url.pathname === `/api/app/flow/lists/${listId}/tasks`)
        return json(200, {
          items: [{ id: personId(950), code: 'VEN-3', title: 'Ligar para o Fulano', dueAt: null }],
          nextCursor: null,
        });
      return json(404, { message: 'Pessoa não encontrada.' });
    },
    <PersonPage />,
    { path: `/pessoa/pessoa/${person.id}`, route: '/pessoa/pessoa/:id?' },
  );
  stop = view.off;
  return view;
}

describe('PersonPage', { timeout: 60_000 }, () => {
  it('shows the header and the timeline newest first, in the person’s words', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Fulano de Tal' })).toBeInTheDocument();
    expect(screen.getByText(/CPF 529\.982\.247-25 · Gerente/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Padaria Central' })).toHaveAttribute(
      'href',
      `/pessoa/pessoa/${personId(7)}`,
    );
    // 30-day cadence, last contact in January: due.
    expect(screen.getByText('Hora de falar com Fulano (a cada 30 dias).')).toBeInTheDocument();
    const timeline = await screen.findByRole('list', { name: 'Linha do tempo' });
    const rows = within(timeline).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Fulano me deve R$ 150,00');
    expect(rows[0]).toHaveTextContent('Almoço dividido · em aberto');
    expect(rows[1]).toHaveTextContent('TAR-7 · Enviar proposta');
    expect(rows[1]).toHaveTextContent('Tarefa · A fazer');
  });

  it('links a task found in a list, and unlinks a row', async () => {
    const user = userEvent.setup();
    const { fetch } = render((url, init) => {
      if (url.pathname === `${base}/${fulano.id}/links` && init.method === 'POST')
        return json(201, {
          id: personId(960),
          personId: fulano.id,
          kind: 'task',
          recordId: personId(950),
          createdAt: '',
        });
      if (url.pathname.startsWith(`${base}/${fulano.id}/links/`) && init.method === 'DELETE')
        return new Response(null, { status: 204 });
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Vincular' }));
    const dialog = screen.getByRole('dialog', { name: 'Vincular' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Buscar tarefa' }), 'ligar');
    await waitFor(() =>
      expect(
        calls(fetch, 'GET', `/api/app/flow/lists/${listId}/tasks`).some(
          (c) => c.url.searchParams.get('q') === 'ligar',
        ),
      ).toBe(true),
    );
    await user.click(
      await within(dialog).findByRole('button', { name: /VEN-3 · Ligar para o Fulano/ }),
    );
    await waitFor(() =>
      expect(calls(fetch, 'POST', `${base}/${fulano.id}/links`).map((c) => c.body)).toEqual([
        { kind: 'task', recordId: personId(950) },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Desvincular TAR-7 · Enviar proposta' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Desvincular?' })).getByRole('button', {
        name: 'Desvincular',
      }),
    );
    await waitFor(() =>
      expect(calls(fetch, 'DELETE', `${base}/${fulano.id}/links/${personId(900)}`)).toHaveLength(1),
    );
  });

  it('an edit on a stale version opens the conflict dialog with the newer value', async () => {
    const user = userEvent.setup();
    const newer = { ...fulano, role: 'Diretor', version: 4 };
    const { fetch } = render((url, init) =>
      url.pathname === `${base}/${fulano.id}` && init.method === 'PATCH'
        ? json(409, {
            message: 'Outra pessoa alterou este registro.',
            code: 'conflict',
            current: newer,
          })
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Fulano de Tal' });
    const role = within(dialog).getByRole('textbox', { name: 'Cargo' });
    await user.clear(role);
    await user.type(role, 'Sócio');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(calls(fetch, 'PATCH', `${base}/${fulano.id}`).map((c) => c.body)).toEqual([
        { role: 'Sócio', version: 3 },
      ]),
    );
    const conflict = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    expect(conflict).toHaveTextContent('Diretor');
    expect(conflict).toHaveTextContent('Sócio');
  });

  it('saves the cadence with the version, and registers a contact', async () => {
    const user = userEvent.setup();
    const { fetch } = render((url, init) => {
      if (url.pathname === `${base}/${fulano.id}` && init.method === 'PATCH')
        return json(200, { ...fulano, keepInTouchDays: 15, version: 4 });
      if (url.pathname === `${base}/${fulano.id}/contato` && init.method === 'POST')
        return json(200, { ...fulano, lastContactAt: new Date().toISOString(), version: 4 });
      return undefined;
    });
    const days = await screen.findByRole('textbox', { name: 'Falar a cada (dias)' });
    await user.clear(days);
    await user.type(days, '15');
    await user.click(
      within(screen.getByRole('region', { name: 'Manter contato' })).getByRole('button', {
        name: 'Salvar',
      }),
    );
    await waitFor(() =>
      expect(calls(fetch, 'PATCH', `${base}/${fulano.id}`).map((c) => c.body)).toEqual([
        { keepInTouchDays: 15, version: 3 },
      ]),
    );
    expect(await screen.findByText('Lembrete: falar a cada 15 dias.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Registrar contato' }));
    await waitFor(() =>
      expect(calls(fetch, 'POST', `${base}/${fulano.id}/contato`)).toHaveLength(1),
    );
    expect(await screen.findByText('Contato registrado.')).toBeInTheDocument();
    expect(screen.getByText('hoje')).toBeInTheDocument();
  });

  it('an edit of the address sends only the address, with the version', async () => {
    const user = userEvent.setup();
    const { fetch } = render((url, init) =>
      url.pathname === `${base}/${fulano.id}` && init.method === 'PATCH'
        ? json(200, {
            ...fulano,
            address: { postalCode: '80010000', street: 'Rua XV de Novembro', city: 'Curitiba' },
            version: 4,
          })
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Fulano de Tal' });
    const cep = within(dialog).getByRole('textbox', { name: 'CEP' });
    await user.type(cep, '80010000');
    expect(cep).toHaveValue('80010-000');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Logradouro' }),
      'Rua XV de Novembro',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Número' }), '100');
    await user.type(within(dialog).getByRole('textbox', { name: 'Bairro' }), 'Centro');
    await user.type(within(dialog).getByRole('textbox', { name: 'Cidade' }), 'Curitiba');
    await user.click(within(dialog).getByRole('combobox', { name: 'UF' }));
    await user.click(screen.getByRole('option', { name: 'PR — Paraná' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(calls(fetch, 'PATCH', `${base}/${fulano.id}`).map((c) => c.body)).toEqual([
        {
          address: {
            postalCode: '80010000',
            street: 'Rua XV de Novembro',
            number: '100',
            district: 'Centro',
            city: 'Curitiba',
            state: 'PR',
          },
          version: 3,
        },
      ]),
    );
    expect(
      await screen.findByText('Rua XV de Novembro · Curitiba · 80010-000'),
    ).toBeInTheDocument();
  });

  it('adding a custom field sends the custom fields, the saved ones as they were', async () => {
    const user = userEvent.setup();
    const withChildren = { ...fulano, customFields: { Filhos: 2 } };
    const { fetch } = render(
      (url, init) =>
        url.pathname === `${base}/${fulano.id}` && init.method === 'PATCH'
          ? json(200, {
              ...withChildren,
              customFields: { Filhos: 2, 'Time do coração': 'Coritiba' },
              version: 4,
            })
          : undefined,
      withChildren,
    );
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Fulano de Tal' });
    expect(within(dialog).getByRole('textbox', { name: 'Valor do campo 1' })).toHaveValue('2');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar campo' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Nome do campo 2' }),
      'Time do coração',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Valor do campo 2' }), 'Coritiba');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(calls(fetch, 'PATCH', `${base}/${fulano.id}`).map((c) => c.body)).toEqual([
        { customFields: { Filhos: 2, 'Time do coração': 'Coritiba' }, version: 3 },
      ]),
    );
    expect(await screen.findByText('Coritiba')).toBeInTheDocument();
  });

  it('a person not found says so with the way back', async () => {
    render((url) =>
      url.pathname === `${base}/${fulano.id}`
        ? json(404, { message: 'Pessoa não encontrada.' })
        : undefined,
    );
    expect(await screen.findByText('Pessoa não encontrada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar às pessoas' })).toHaveAttribute(
      'href',
      '/pessoa/pessoas',
    );
  });
});
