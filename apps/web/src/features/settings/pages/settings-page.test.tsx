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
import { MENU_CONFLICT_MESSAGE, SETTINGS_CONFLICT_MESSAGE } from '../api/mutations';
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
        const current = { ...state[record], version: state[record].version + 5 };
        if (record === 'settings') (current as PersonSettings).startPage = '/flow/processos';
        state[record] = current as never;
        return json(409, { message: 'Este registro foi alterado.', code: 'conflict', current });
      }
      const { version: _v, ...values } = body;
      state[record] = { ...state[record], ...values, version: state[record].version + 1 } as never;
    }
    return json(200, state[record]);
  });
  return { state, fetch };
}

function renderPage() {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId: 'w' });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <SettingsPage />
        <ToastContainer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
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

  it('shows the other device’s menu and says so when the save meets a newer version', async () => {
    const { state } = fakeServer({ menu: { hidden: ['/flow/listas'] } });
    state.conflict = 'menu';
    renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: 'Mostrar Processos no menu' }));
    expect(await screen.findByText(MENU_CONFLICT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Mostrar Processos no menu' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Mostrar Listas no menu' })).not.toBeChecked();
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

  it('on a 409 shows the newer settings and says why', async () => {
    const { state } = fakeServer();
    state.conflict = 'settings';
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText(SETTINGS_CONFLICT_MESSAGE)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Página inicial' })).toHaveTextContent(
        'Processos',
      ),
    );
  });

  it('shows the error with a retry when the settings cannot load', async () => {
    mockFetch(() => json(500, { message: 'Erro interno do servidor.', code: 'internal' }));
    renderPage();
    expect(await screen.findAllByText('Erro interno do servidor.')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Tentar de novo' })).toHaveLength(2);
  });
});
