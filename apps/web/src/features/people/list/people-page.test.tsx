import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import {
  base,
  calls,
  layOut,
  personId,
  renderScreen,
  screenWidth,
  testPerson,
  urlOf,
} from '../test/test-people';
import { PeoplePage } from './people-page';

let stop: (() => void) | undefined;
beforeEach(() => {
  layOut();
  localStorage.clear();
});
afterEach(() => {
  act(() => toast.dismiss());
  stop?.();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

type Answer = (url: URL, init: RequestInit) => Response | undefined;

const ana = testPerson(1, 'Ana Souza', {
  document: '52998224725',
  documentKind: 'cpf',
  phones: [{ e164: '+5541999998888', label: null }],
  tags: ['cliente'],
  lastContactAt: null,
  keepInTouchDays: 30,
});

function render(answer: Answer = () => undefined, { wide = true, role = 'editor' as const } = {}) {
  screenWidth(wide);
  const view = renderScreen(
    role,
    (u, init) => {
      const url = urlOf(u);
      return (
        answer(url, init) ??
        (url.pathname === base && (init.method ?? 'GET') === 'GET'
          ? json(200, { items: [ana], nextCursor: null })
          : json(404, { message: 'Não encontrado.' }))
      );
    },
    <PeoplePage />,
    { path: '/pessoa/pessoas' },
  );
  stop = view.off;
  return view;
}

describe('PeoplePage', { timeout: 60_000 }, () => {
  it('lists people in the table with the document formatted, and asks the API for each filter', async () => {
    const user = userEvent.setup();
    const { fetch } = render();
    const table = await screen.findByRole('table', { name: 'Pessoas' });
    const row = (await within(table).findByText('Ana Souza')).closest('[role="row"]')!;
    expect(row).toHaveTextContent('CPF 529.982.247-25');
    expect(row).toHaveTextContent('(41) 99999-8888');
    expect(row).toHaveTextContent('Nunca');
    expect(within(table).getByRole('link', { name: 'Ana Souza' })).toHaveAttribute(
      'href',
      `/pessoa/pessoa/${personId(1)}`,
    );

    await user.type(screen.getByRole('searchbox', { name: 'Buscar pessoas' }), 'ana');
    await waitFor(() =>
      expect(calls(fetch, 'GET', base).map((c) => c.url.searchParams.get('q'))).toContain('ana'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Último contato' }));
    await user.click(screen.getByRole('option', { name: 'Sem contato há 30+ dias' }));
    await waitFor(() =>
      expect(calls(fetch, 'GET', base).at(-1)!.url.searchParams.get('noContactDays')).toBe('30'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(screen.getByRole('option', { name: 'Empresas' }));
    await waitFor(() =>
      expect(calls(fetch, 'GET', base).at(-1)!.url.searchParams.get('kind')).toBe('company'),
    );
    // A sortable header sorts by its column; again reverses.
    await user.click(within(table).getByRole('button', { name: 'Último contato' }));
    await waitFor(() => {
      const last = calls(fetch, 'GET', base).at(-1)!.url.searchParams;
      expect([last.get('sort'), last.get('dir')]).toEqual(['lastContactAt', 'asc']);
    });
  });

  it('renders only the rows on screen of a long list', async () => {
    const many = Array.from({ length: 100 }, (_, i) => testPerson(i + 1, `Pessoa ${i + 1}`));
    const { fetch } = render((url) =>
      url.pathname === base
        ? json(200, {
            items: url.searchParams.get('cursor') ? [] : many,
            nextCursor: url.searchParams.get('cursor') ? null : 'pagina-2',
          })
        : undefined,
    );
    const table = await screen.findByRole('table', { name: 'Pessoas' });
    await within(table).findByText('Pessoa 1');
    const rows = within(table).getAllByRole('row');
    // 800 px of 48 px rows and the overscan, not the 100 loaded.
    expect(rows.length).toBeLessThan(50);
    expect(within(table).queryByText('Pessoa 100')).not.toBeInTheDocument();
    expect(calls(fetch, 'GET', base).some((c) => c.url.searchParams.get('cursor'))).toBe(false);
  });

  it('remembers the cards view', async () => {
    const user = userEvent.setup();
    const first = render();
    await within(await screen.findByRole('table', { name: 'Pessoas' })).findByText('Ana Souza');
    await user.click(screen.getByRole('button', { name: 'Cartões' }));
    const cards = await screen.findByRole('list', { name: 'Pessoas' });
    expect(within(cards).getByRole('listitem')).toHaveTextContent('Ana Souza');
    first.view.unmount();
    stop?.();
    render();
    await within(await screen.findByRole('list', { name: 'Pessoas' })).findByText('Ana Souza');
    expect(screen.queryByRole('table', { name: 'Pessoas' })).not.toBeInTheDocument();
    first.view.unmount();
  });

  it('shows cards on a phone whatever was chosen', async () => {
    render(undefined, { wide: false });
    await within(await screen.findByRole('list', { name: 'Pessoas' })).findByText('Ana Souza');
    expect(screen.queryByRole('button', { name: 'Tabela' })).not.toBeInTheDocument();
  });

  it('checks the CPF as it is typed, then creates the person and opens it', async () => {
    const user = userEvent.setup();
    const { fetch } = render((url, init) =>
      url.pathname === base && init.method === 'POST'
        ? json(201, testPerson(2, 'Bruno Lima', { document: '52998224725', documentKind: 'cpf' }))
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Nova pessoa' }));
    const dialog = screen.getByRole('dialog', { name: 'Nova pessoa' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Nome/ }), 'Bruno Lima');
    const cpf = within(dialog).getByRole('textbox', { name: 'CPF' });
    await user.type(cpf, '12345678900');
    expect(cpf).toHaveValue('123.456.789-00');
    expect(within(dialog).getByText('CPF inválido.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(calls(fetch, 'POST', base)).toEqual([]);

    await user.clear(cpf);
    await user.type(cpf, '52998224725');
    expect(cpf).toHaveValue('529.982.247-25');
    expect(within(dialog).getByText('CPF válido.')).toBeInTheDocument();
    const phone = within(dialog).getByRole('textbox', { name: 'Telefone 1' });
    await user.type(phone, '4199998888');
    expect(phone).toHaveValue('(41) 9999-8888');
    await user.click(within(dialog).getByRole('button', { name: 'Criar' }));
    await waitFor(() => expect(calls(fetch, 'POST', base)).toHaveLength(1));
    expect(calls(fetch, 'POST', base)[0]!.body).toMatchObject({
      kind: 'person',
      name: 'Bruno Lima',
      document: '529.982.247-25',
      phones: [{ number: '(41) 9999-8888', label: null }],
      emails: [],
      birthday: null,
      companyId: null,
    });
    expect(await screen.findByText('Pessoa criada.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent(
      `/pessoa/pessoa/${personId(2)}`,
    );
  });

  it('takes an alphanumeric CNPJ for a company and refuses a CPF there', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Nova pessoa' }));
    const dialog = screen.getByRole('dialog', { name: 'Nova pessoa' });
    await user.click(within(dialog).getByRole('radio', { name: 'Empresa' }));
    const cnpj = within(dialog).getByRole('textbox', { name: 'CNPJ' });
    await user.type(cnpj, '12abc34501de35');
    expect(cnpj).toHaveValue('12.ABC.345/01DE-35');
    expect(within(dialog).getByText('CNPJ válido.')).toBeInTheDocument();
    await user.clear(cnpj);
    await user.type(cnpj, '12ABC34501DE36');
    expect(within(dialog).getByText('CNPJ inválido.')).toBeInTheDocument();
    await user.clear(cnpj);
    await user.type(cnpj, '52998224725');
    expect(within(dialog).getByText('Pessoas têm CPF; empresas têm CNPJ.')).toBeInTheDocument();
  });

  it('merges a duplicate group keeping the one chosen', async () => {
    const user = userEvent.setup();
    const a = testPerson(1, 'Ana Souza', { phones: [{ e164: '+5541999998888', label: null }] });
    const b = testPerson(3, 'Ana S.', { phones: [{ e164: '+5541999998888', label: null }] });
    const { fetch } = render((url, init) => {
      if (url.pathname === `${base}/duplicates`)
        return json(200, {
          groups: [{ reason: 'phone', value: '+5541999998888', people: [a, b] }],
        });
      if (url.pathname === `${base}/merge` && init.method === 'POST') return json(200, b);
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Duplicados' }));
    const group = await screen.findByRole('list', { name: 'Cadastros duplicados' });
    expect(group).toHaveTextContent('Mesmo telefone');
    expect(group).toHaveTextContent('(41) 99999-8888');
    await user.click(within(group).getByRole('button', { name: 'Mesclar' }));
    const dialog = screen.getByRole('dialog', { name: 'Mesclar cadastros' });
    await user.click(within(dialog).getByRole('radio', { name: /Ana S\./ }));
    expect(dialog).toHaveTextContent('“Ana Souza” será excluído');
    await user.click(within(dialog).getByRole('button', { name: 'Mesclar' }));
    await waitFor(() =>
      expect(calls(fetch, 'POST', `${base}/merge`).map((c) => c.body)).toEqual([
        { keepId: personId(3), mergeIds: [personId(1)] },
      ]),
    );
    expect(await screen.findByText('Cadastros mesclados em "Ana S.".')).toBeInTheDocument();
  });

  it('an Observador reads without the write buttons; an error offers a retry', async () => {
    render((url) => (url.pathname === base ? json(500, { message: 'Falhou agora.' }) : undefined), {
      role: 'viewer' as never,
    });
    expect(await screen.findByText('Falhou agora.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nova pessoa' })).not.toBeInTheDocument();
  });

  it('says so when there is nobody yet', async () => {
    render((url) =>
      url.pathname === base ? json(200, { items: [], nextCursor: null }) : undefined,
    );
    expect(await screen.findByText('Nenhuma pessoa ainda')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cadastrar a primeira' })).toBeInTheDocument();
  });
});
