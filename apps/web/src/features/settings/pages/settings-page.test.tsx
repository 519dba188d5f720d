import {
  defaultNotificationPrefs,
  type PersonMenu,
  type PersonSettings,
} from '@orbita/contracts/settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast, ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { updateSession } from '../../../platform/session/session-store';
import { SettingsPage } from './settings-page';

const settingsUrl = '/api/app/me/settings';
const menuUrl = '/api/app/me/menu';

/** A tiny server: GET answers the stored record, PUT stores the body on the next version. */
function fakeServer(
  initial: { settings?: Partial<PersonSettings>; menu?: Partial<PersonMenu> } = {},
) {
  const state = {
    settings: {
      timeZone: 'America/Sao_Paulo',
      startPage: '/me/home',
      notifications: defaultNotificationPrefs(),
      version: 0,
      ...initial.settings,
    } as PersonSettings,
    menu: { order: [], hidden: [], shortcuts: [], version: 0, ...initial.menu } as PersonMenu,
    puts: [] as { url: string; body: Record<string, unknown> }[],
    conflict: null as null | 'settings' | 'menu',
  };
  const fetch = mockFetch((url, init) => {
    const record = url === settingsUrl ? 'settings' : url === menuUrl ? 'menu' : null;
    if (!record) return json(404, { message: 'Não encontrado', code: 'not_found' });
    if (init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      state.puts.push({ url, body });
      if (state.conflict === record) {
        // Another device saved first (once): the start page, or the menu's order.
        state.conflict = null;
        const current = { ...state[record], version: state[record].version + 5 };
        if (record === 'settings') (current as PersonSettings).startPage = '/flow/processos';
        else (current as PersonMenu).order = ['/me/perfil', '/me/home'];
        state[record] = current as never;
      }
      if (body.version !== undefined && body.version !== state[record].version)
        return json(409, {
          message: 'Este registro foi alterado.',
          code: 'conflict',
          current: state[record],
        });
      const { version: _v, ...values } = body;
      state[record] = { ...state[record], ...values, version: state[record].version + 1 } as never;
    }
    return json(200, state[record]);
  });
  return { state, fetch };
}

function renderPage() {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId: 'w' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SettingsPage />
        <ToastContainer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const lastPut = (state: ReturnType<typeof fakeServer>['state']) => state.puts.at(-1)!;

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

describe('SettingsPage — side menu', () => {
  it('moves an entry down and saves the new order on the menu version', async () => {
    const { state } = fakeServer({ menu: { version: 3 } });
    renderPage();
    const me = await screen.findByRole('region', { name: 'Meu espaço' });
    const titles = () =>
      within(me)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(titles()).toEqual(['Painel', 'Perfil']);
    await userEvent.click(within(me).getByRole('button', { name: 'Descer Painel' }));
    await waitFor(() => expect(titles()).toEqual(['Perfil', 'Painel']));
    const put = lastPut(state);
    expect(put.url).toBe(menuUrl);
    expect((put.body.order as string[]).slice(0, 2)).toEqual(['/me/perfil', '/me/home']);
    expect(put.body.version).toBe(3);
    expect(within(me).getByRole('button', { name: 'Subir Perfil' })).toBeDisabled();
  });

  it('hides an entry with its switch and shows it again', async () => {
    const { state } = fakeServer();
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Mostrar Processos no menu' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(lastPut(state).body.hidden).toEqual(['/flow/processos']));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Mostrar Processos no menu' })).not.toBeChecked(),
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Mostrar Processos no menu' }));
    await waitFor(() => expect(lastPut(state).body.hidden).toEqual([]));
  });

  it('on a 409 shows the other device’s menu in the shared dialog and reapplies only my change', async () => {
    const { state } = fakeServer({ menu: { hidden: ['/flow/listas'], version: 2 } });
    state.conflict = 'menu';
    renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: 'Mostrar Processos no menu' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    // Only what I changed is compared: my hidden entries against the newer ones, by name.
    const rows = within(dialog).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Itens ocultos');
    expect(rows[1]).toHaveTextContent('Listas, Processos');
    const sent = state.puts.length;
    await userEvent.click(within(dialog).getByRole('button', { name: /Reaplicar/ }));
    await waitFor(() => expect(state.puts).toHaveLength(sent + 1));
    // My change on the newer version, keeping the other device's order.
    expect(lastPut(state).body).toMatchObject({
      hidden: ['/flow/listas', '/flow/processos'],
      order: ['/me/perfil', '/me/home'],
      version: 7,
    });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Mostrar Processos no menu' })).not.toBeChecked(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const me = screen.getByRole('region', { name: 'Meu espaço' });
    expect(
      within(me)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Perfil', 'Painel']);
  });
});

describe('SettingsPage — shortcuts', () => {
  it('refuses a javascript: address in the dialog, then adds an external shortcut', async () => {
    const { state } = fakeServer();
    renderPage();
    expect(await screen.findByText('Nenhum atalho ainda')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Novo atalho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo atalho' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(within(dialog).getByText('Informe o nome do atalho.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'Notícias');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Outro site' }));
    const address = within(dialog).getByRole('textbox', { name: /Endereço/ });
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Foguete' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(
      within(dialog).getByText('Informe um endereço http:// ou https:// válido.'),
    ).toBeInTheDocument();
    expect(state.puts).toHaveLength(0);
    await userEvent.clear(address);
    await userEvent.type(address, 'https://g1.globo.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastPut(state).body.shortcuts).toEqual([
      expect.objectContaining({
        name: 'Notícias',
        kind: 'external',
        url: 'https://g1.globo.com',
        icon: 'rocket',
      }),
    ]);
    const list = screen.getByRole('list', { name: 'Meus atalhos' });
    expect(within(list).getByText('Notícias')).toBeInTheDocument();
  });

  it('refuses an internal address no screen has, and accepts a screen of the app', async () => {
    const { state } = fakeServer();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Novo atalho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo atalho' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'Lista');
    const screenField = within(dialog).getByRole('combobox', { name: /Tela/ });
    await userEvent.type(screenField, '/nada');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(
      within(dialog).getByText('Informe uma tela do Orbita, como /flow/listas.'),
    ).toBeInTheDocument();
    await userEvent.clear(screenField);
    await userEvent.type(screenField, '/flow/lista/123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(state.puts).toHaveLength(1));
    expect(lastPut(state).body.shortcuts).toEqual([
      expect.objectContaining({ kind: 'internal', url: '/flow/lista/123', icon: 'link' }),
    ]);
  });
});

describe('SettingsPage — preferences', () => {
  it('saves the start page and a notification switch on the settings version', async () => {
    const { state } = fakeServer({ settings: { version: 2 } });
    renderPage();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Página inicial' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Listas' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Menção a mim: por e-mail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    await waitFor(() => expect(state.puts).toHaveLength(1));
    const body = lastPut(state).body as PersonSettings;
    expect(body).toMatchObject({
      startPage: '/flow/listas',
      timeZone: 'America/Sao_Paulo',
      version: 2,
    });
    expect(body.notifications.mentioned).toEqual({ inApp: true, email: false });
    expect(await screen.findByText('Configurações salvas.')).toBeInTheDocument();
  });

  it('on a 409 shows the newer settings in the shared dialog; reapply saves mine on it', async () => {
    const { state } = fakeServer({ settings: { version: 1 } });
    state.conflict = 'settings';
    renderPage();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Página inicial' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Listas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    const row = within(dialog).getByRole('row', { name: /Página inicial/ });
    expect(row).toHaveTextContent('Processos');
    expect(row).toHaveTextContent('Listas');
    // My edit is still in the form while I decide (behind the dialog).
    expect(
      screen.getByRole('combobox', { name: 'Página inicial', hidden: true }),
    ).toHaveTextContent('Listas');
    const sent = state.puts.length;
    await userEvent.click(within(dialog).getByRole('button', { name: /Reaplicar/ }));
    await waitFor(() => expect(state.puts).toHaveLength(sent + 1));
    expect(lastPut(state).body).toMatchObject({ startPage: '/flow/listas', version: 6 });
    expect(await screen.findByText('Configurações salvas.')).toBeInTheDocument();
  });

  it('on a 409, "Descartar as minhas" shows the newer settings in the form', async () => {
    const { state } = fakeServer({ settings: { version: 1 } });
    state.conflict = 'settings';
    renderPage();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Página inicial' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Listas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    const sent = state.puts.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar as minhas' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Página inicial' })).toHaveTextContent(
        'Processos',
      ),
    );
    expect(state.puts).toHaveLength(sent);
  });

  it('a save from another device fills only the fields I have not touched', async () => {
    const { state } = fakeServer({ settings: { version: 1 } });
    const client = renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: 'Menção a mim: por e-mail' }));
    // The other device changes the start page (live: the user queue refetches the record).
    const notifications = defaultNotificationPrefs();
    notifications.assigned = { inApp: false, email: true };
    act(() =>
      client.setQueryData(['settings', 'settings'], {
        ...state.settings,
        startPage: '/flow/processos',
        notifications,
        version: 2,
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Página inicial' })).toHaveTextContent(
        'Processos',
      ),
    );
    expect(
      screen.getByRole('switch', { name: 'Tarefa atribuída a mim: no Orbita' }),
    ).not.toBeChecked();
    // My unsaved switch survived, and the save goes on the newer version (no clash).
    expect(screen.getByRole('switch', { name: 'Menção a mim: por e-mail' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    await waitFor(() => expect(state.puts).toHaveLength(1));
    const body = lastPut(state).body as PersonSettings;
    expect(body).toMatchObject({ startPage: '/flow/processos', version: 2 });
    expect(body.notifications.mentioned).toEqual({ inApp: true, email: false });
    expect(body.notifications.assigned).toEqual({ inApp: false, email: true });
  });

  it('shows the error with a retry when the settings cannot load', async () => {
    mockFetch(() => json(500, { message: 'Erro interno do servidor.', code: 'internal' }));
    renderPage();
    // Both sections (settings, menu) show the reason and a retry once both loads failed.
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Tentar de novo' })).toHaveLength(2),
    );
    expect(screen.getAllByText('Erro interno do servidor.').length).toBeGreaterThanOrEqual(2);
  });
});
