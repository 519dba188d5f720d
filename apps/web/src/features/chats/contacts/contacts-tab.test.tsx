import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import {
  base,
  calls,
  contactId,
  renderAs,
  screenWidth,
  testContact,
  urlOf,
} from '../lib/test-chats';
import { ContactsTab } from './contacts-tab';

let stop: (() => void) | undefined;
afterEach(() => {
  act(() => toast.dismiss());
  stop?.();
  vi.unstubAllGlobals();
});

type Answer = (url: URL, init: RequestInit) => Response | undefined;

function render(
  answer: Answer = () => undefined,
  wide = true,
  { role = 'editor' as 'editor' | 'viewer', path = '/comunicacao/chats' } = {},
) {
  screenWidth(wide);
  const view = renderAs(
    role,
    (u, init) =>
      answer(urlOf(u), init) ??
      (urlOf(u).pathname === `${base}/contatos`
        ? json(200, {
            items: [testContact(1, 'Marina Cliente', { tags: ['vip'] })],
            nextCursor: null,
          })
        : json(404, { message: 'Não encontrado.' })),
    <ContactsTab />,
    { path },
  );
  stop = view.off;
  return view;
}

describe('ContactsTab', { timeout: 60_000 }, () => {
  it('lists contacts with their phones formatted, and searches by what is typed', async () => {
    const user = userEvent.setup();
    const { fetch } = render();
    const table = await screen.findByRole('table', { name: 'Contatos' });
    const row = within(table).getByText('Marina Cliente').closest('tr')!;
    expect(row).toHaveTextContent('(41) 99999-8888');
    expect(row).toHaveTextContent('vip');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar contatos' }), 'mar');
    await waitFor(() =>
      expect(
        calls(fetch, 'GET', `${base}/contatos`).map((c) => c.url.searchParams.get('q')),
      ).toContain('mar'),
    );
  });

  it('refuses a bad phone in the form with the pt-BR reason and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetch } = render((url, init) =>
      url.pathname === `${base}/contatos` && init.method === 'POST'
        ? json(200, testContact(2, 'Rui'))
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Novo contato' }));
    const dialog = screen.getByRole('dialog', { name: 'Novo contato' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Nome/ }), 'Rui');
    const phone = within(dialog).getByRole('textbox', { name: 'Telefone 1' });
    await user.type(phone, '2099998888');
    // The BR mask as it is typed.
    expect(phone).toHaveValue('(20) 9999-8888');
    await user.click(within(dialog).getByRole('button', { name: 'Criar contato' }));
    expect(await within(dialog).findByText('DDD inválido.')).toBeInTheDocument();
    expect(calls(fetch, 'POST', `${base}/contatos`)).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '41999998888');
    expect(phone).toHaveValue('(41) 99999-8888');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar e-mail' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail 1' }), 'rui@');
    await user.click(within(dialog).getByRole('button', { name: 'Criar contato' }));
    expect(await within(dialog).findByText('E-mail inválido.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail 1' }), 'x.com');
    await user.click(within(dialog).getByRole('button', { name: 'Criar contato' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetch, 'POST', `${base}/contatos`).map((c) => c.body)).toEqual([
      {
        name: 'Rui',
        phones: [{ number: '(41) 99999-8888', label: null }],
        emails: ['rui@x.com'],
        tags: [],
        company: null,
        notes: '',
      },
    ]);
    expect(await screen.findByText('Contato criado.')).toBeInTheDocument();
  });

  it('shows the server refusal (a phone of another contact) inside the form', async () => {
    const user = userEvent.setup();
    render((url, init) =>
      url.pathname === `${base}/contatos` && init.method === 'POST'
        ? json(409, { message: 'Este telefone já é do contato "Marina Cliente".' })
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Novo contato' }));
    const dialog = screen.getByRole('dialog', { name: 'Novo contato' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Nome/ }), 'Outra');
    await user.type(within(dialog).getByRole('textbox', { name: 'Telefone 1' }), '41999998888');
    await user.click(within(dialog).getByRole('button', { name: 'Criar contato' }));
    expect(
      await within(dialog).findByText('Este telefone já é do contato "Marina Cliente".'),
    ).toBeInTheDocument();
  });

  it('merges a duplicate pair keeping the contact the person chose', async () => {
    const user = userEvent.setup();
    const a = testContact(1, 'Marina', { conversationCount: 2 });
    const b = testContact(2, 'Marina Silva', { emails: ['marina@x.com'], conversationCount: 1 });
    const { fetch } = render((url, init) => {
      if (url.pathname === `${base}/contatos-duplicados`)
        return json(200, { items: [{ a, b, reason: 'phone' }] });
      if (init.method === 'POST' && url.pathname === `${base}/contatos/${b.id}/mesclar`)
        return json(200, { ...b, conversationCount: 3 });
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Duplicados' }));
    const pair = await screen.findByRole('listitem');
    expect(pair).toHaveTextContent('Mesmo telefone');
    await user.click(within(pair).getByRole('button', { name: 'Mesclar' }));
    const dialog = screen.getByRole('dialog', { name: 'Mesclar contatos' });
    // The first stays unless the person picks the other.
    expect(within(dialog).getByRole('radio', { name: /^Marina \(41\)/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /^Marina Silva/ }));
    expect(dialog).toHaveTextContent('conversas de “Marina” passam para o contato que fica');
    await user.click(within(dialog).getByRole('button', { name: 'Mesclar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetch, 'POST', `${base}/contatos/${b.id}/mesclar`).map((c) => c.body)).toEqual([
      { sourceId: a.id },
    ]);
    expect(await screen.findByText('Contatos mesclados em "Marina Silva".')).toBeInTheDocument();
  });

  it('imports a file and shows what was created, merged and refused', async () => {
    const user = userEvent.setup();
    const { fetch } = render((url, init) =>
      init.method === 'POST' && url.pathname === `${base}/contatos-importar`
        ? json(200, {
            created: 2,
            merged: 1,
            errors: [{ line: 4, message: 'Telefone inválido.' }],
          })
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Importar' }));
    const dialog = screen.getByRole('dialog', { name: 'Importar contatos' });
    const csv = 'nome,telefone\nAna,41999998888\nBia,41988887777\nCaio,abc\n';
    await user.upload(
      within(dialog).getByLabelText('Arquivo de contatos'),
      new File([csv], 'agenda.csv', { type: 'text/csv' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    const result = await screen.findByRole('dialog', { name: 'Resultado da importação' });
    expect(result).toHaveTextContent(
      '2 contatos criados, 1 mesclado com contatos que já existiam, 1 linha recusada.',
    );
    expect(within(result).getByRole('list', { name: 'Linhas recusadas' })).toHaveTextContent(
      'Linha 4: Telefone inválido.',
    );
    expect(calls(fetch, 'POST', `${base}/contatos-importar`).map((c) => c.body)).toEqual([
      { format: 'csv', text: csv },
    ]);
  });

  it('asks before deleting and says the conversations go too', async () => {
    const user = userEvent.setup();
    const { fetch } = render((url, init) =>
      init.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Excluir Marina Cliente' }));
    const confirm = screen.getByRole('dialog', { name: 'Excluir contato?' });
    expect(confirm).toHaveTextContent('"Marina Cliente" e as conversas dele (1) serão excluídos');
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(calls(fetch, 'DELETE', `${base}/contatos/${contactId(1)}`)).toHaveLength(1),
    );
  });

  it('teaches the next step when there is no contact', async () => {
    render((url) =>
      url.pathname === `${base}/contatos` ? json(200, { items: [], nextCursor: null }) : undefined,
    );
    expect(await screen.findByText('Nenhum contato ainda')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importar CSV ou vCard' })).toBeInTheDocument();
  });

  it('opens the contact named in the address (a nexo’s link) and forgets it on closing', async () => {
    const user = userEvent.setup();
    const linked = testContact(7, 'Rita Ligada');
    render(
      (url) => (url.pathname === `${base}/contatos/${linked.id}` ? json(200, linked) : undefined),
      true,
      { path: `/comunicacao/chats?aba=contatos&contato=${linked.id}` },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar contato' });
    expect(within(dialog).getByRole('textbox', { name: /^Nome/ })).toHaveValue('Rita Ligada');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent(
        '/comunicacao/chats?aba=contatos',
      ),
    );
    expect(screen.getByRole('status', { name: 'Endereço' })).not.toHaveTextContent('contato=');
  });

  it('narrows the list to the linked contact for a member who only reads', async () => {
    const linked = testContact(7, 'Rita Ligada');
    const { fetch } = render(
      (url) => (url.pathname === `${base}/contatos/${linked.id}` ? json(200, linked) : undefined),
      true,
      { role: 'viewer', path: `/comunicacao/chats?contato=${linked.id}` },
    );
    await waitFor(() =>
      expect(
        calls(fetch, 'GET', `${base}/contatos`).map((c) => c.url.searchParams.get('q')),
      ).toContain('Rita Ligada'),
    );
    expect(screen.getByRole('searchbox', { name: 'Buscar contatos' })).toHaveValue('Rita Ligada');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
