import {
  defaultLayout,
  type DashboardLayout,
  type DashboardSummary,
  type LayoutWidget,
} from '@orbita/contracts/dashboard';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '../../../platform/http/test-fetch';
import { realtimeEvents, WS_EVENT } from '../../../platform/realtime';
import { updateSession } from '../../../platform/session/session-store';
import {
  appState,
  renderWith,
  stubBrowserApis,
  summary,
  task,
  unstubBrowserApis,
  workspaceId,
} from '../test-data';
import { DashboardPage } from './dashboard-page';

const SUMMARY = '/api/app/me/dashboard';
const LAYOUT = '/api/app/me/dashboard/layout';

interface Server {
  summary: () => Response | Promise<Response>;
  layout: DashboardLayout;
  /** Answers a PUT; by default saves it and bumps the version. */
  put?: (body: {
    widgets: LayoutWidget[];
    version?: number;
  }) => Response | Promise<Response> | undefined;
}

function setup(server: Server) {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId });
  const fetch = mockFetch((url, init) => {
    if (url === '/api/auth/app') return json(200, appState());
    if (url === SUMMARY) return server.summary();
    if (url === LAYOUT && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { widgets: LayoutWidget[]; version?: number };
      const answer = server.put?.(body);
      if (answer) return answer;
      server.layout = { widgets: body.widgets, version: server.layout.version + 1 };
      return json(200, server.layout);
    }
    if (url === LAYOUT) return json(200, server.layout);
    return json(404, { message: 'Não encontrado.' });
  });
  const view = renderWith(<DashboardPage />);
  return { ...view, fetch, user: userEvent.setup() };
}

/** The widgets on screen, in order, by their headings. */
const order = () =>
  within(screen.getByTestId('dashboard-grid'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

const puts = (fetch: ReturnType<typeof mockFetch>) =>
  callsTo(fetch, LAYOUT)
    .filter(([, init]) => init?.method === 'PUT')
    .map(
      ([, init]) => JSON.parse(String(init!.body)) as { widgets: LayoutWidget[]; version?: number },
    );

const layoutWith = (edit: (ws: LayoutWidget[]) => LayoutWidget[], version = 3) => ({
  widgets: edit(defaultLayout().widgets),
  version,
});

beforeEach(stubBrowserApis);
afterEach(unstubBrowserApis);

describe('DashboardPage', { timeout: 60_000 }, () => {
  it('shows skeletons while loading, then the widgets in the saved order, hidden ones left out', async () => {
    let answer: (r: Response) => void = () => undefined;
    setup({
      summary: () => new Promise<Response>((resolve) => (answer = resolve)),
      layout: layoutWith((ws) => [
        { id: 'inbox', hidden: false },
        ...ws.filter((w) => w.id !== 'inbox').map((w) => ({ ...w, hidden: w.id === 'today' })),
      ]),
    });
    expect(screen.getByRole('status', { name: 'Carregando o painel' })).toBeInTheDocument();
    act(() => answer(json(200, summary())));
    await screen.findByTestId('dashboard-grid');
    expect(order()).toEqual([
      'Caixa de entrada',
      'Urgentes',
      'Próximas ações',
      'Finanças',
      'Gamificação',
      'Notificações',
      'Conversas',
      'Manter contato',
      'Atividade',
    ]);
    expect(document.title).toBe('Painel · Orbita');
  });

  it('an error shows the server message and "Tentar de novo" loads it', async () => {
    let fail = true;
    setup({
      summary: () =>
        fail ? json(500, { message: 'Não foi possível montar o painel.' }) : json(200, summary()),
      layout: defaultLayout(),
    });
    expect(await screen.findByText('Não foi possível montar o painel.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByTestId('dashboard-grid')).toBeInTheDocument();
  });

  it('Personalizar: hide and move save the whole layout with its version, queued one after another', async () => {
    // The first save's answer is held until the second edit is made.
    let release: () => void = () => undefined;
    const server: Server = {
      summary: () => json(200, summary()),
      layout: layoutWith((ws) => ws),
      put: (body) => {
        if (body.version !== 3) return undefined;
        return new Promise<Response>((resolve) => {
          release = () => {
            server.layout = { widgets: body.widgets, version: 4 };
            resolve(json(200, server.layout));
          };
        });
      },
    };
    const { fetch, user } = setup(server);
    await screen.findByTestId('dashboard-grid');
    await user.click(screen.getByRole('button', { name: 'Personalizar' }));

    // The drag layer loads with "Personalizar": its controls show once it is in.
    await user.click(await screen.findByRole('button', { name: 'Ocultar Hoje' }));
    await user.click(screen.getByRole('button', { name: 'Mover Caixa de entrada para antes' }));
    await waitFor(() => expect(puts(fetch)).toHaveLength(1));
    act(() => release());
    await waitFor(() => expect(puts(fetch)).toHaveLength(2));
    const [hide, move] = puts(fetch);
    expect(hide).toEqual({
      widgets: defaultLayout().widgets.map((w) => ({ ...w, hidden: w.id === 'today' })),
      version: 3,
    });
    // The second edit waited for the first answer and went on its version.
    expect(move!.version).toBe(4);
    expect(move!.widgets.map((w) => w.id).slice(0, 4)).toEqual([
      'urgent',
      'today',
      'inbox',
      'next-actions',
    ]);

    // In "Personalizar" the hidden one stays, dimmed, to be shown again; "Concluir" leaves it out.
    expect(screen.getByRole('button', { name: 'Mostrar Hoje' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(order().slice(0, 3)).toEqual(['Urgentes', 'Caixa de entrada', 'Próximas ações']);
  });

  it('"Restaurar padrão" saves the default layout', async () => {
    const { fetch, user } = setup({
      summary: () => json(200, summary()),
      layout: layoutWith((ws) => [...ws].reverse().map((w) => ({ ...w, hidden: true })), 7),
    });
    expect(await screen.findByText('Todos os widgets estão ocultos.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Personalizar o painel' }));
    await user.click(screen.getByRole('button', { name: 'Restaurar padrão' }));
    await waitFor(() => expect(puts(fetch)).toEqual([{ ...defaultLayout(), version: 7 }]));
    await user.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(order()[0]).toBe('Urgentes');
  });

  it('a layout changed on another device opens the conflict dialog with the newer one shown', async () => {
    const newer = layoutWith((ws) => ws.map((w) => ({ ...w, hidden: w.id === 'finance' })), 4);
    const server: Server = {
      summary: () => json(200, summary()),
      layout: layoutWith((ws) => ws),
      put: (body) =>
        body.version === 3
          ? json(409, { message: 'Alterado por outra pessoa.', code: 'conflict', current: newer })
          : undefined,
    };
    const { user } = setup(server);
    await screen.findByTestId('dashboard-grid');
    await user.click(screen.getByRole('button', { name: 'Personalizar' }));
    await user.click(await screen.findByRole('button', { name: 'Ocultar Hoje' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Finanças (oculto)');
    // The newer layout is on screen meanwhile (behind the dialog): Hoje back, Finanças hidden.
    const behind = { hidden: true };
    expect(screen.getByRole('button', { name: 'Ocultar Hoje', ...behind })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar Finanças', ...behind })).toBeInTheDocument();
  });

  it('live: another module changing a figure refetches the summary', async () => {
    let inbox = 1;
    const { fetch } = setup({
      summary: () =>
        json(200, summary({ flow: { ...summary().flow, inboxCount: inbox, urgent: [task('A')] } })),
      layout: defaultLayout(),
    });
    expect(await screen.findByTestId('inbox-count')).toHaveTextContent('1');
    const before = callsTo(fetch, SUMMARY).length;
    inbox = 5;
    // A batch elsewhere (20 items captured at once) is 20 events: one refetch.
    act(() => {
      for (let i = 0; i < 20; i += 1)
        realtimeEvents.dispatchEvent(
          new CustomEvent(WS_EVENT, {
            detail: { type: 'created', entity: 'flow-item', id: `x${i}`, workspaceId, data: {} },
          }),
        );
    });
    await waitFor(() => expect(screen.getByTestId('inbox-count')).toHaveTextContent('5'));
    await new Promise((r) => setTimeout(r, 100));
    expect(callsTo(fetch, SUMMARY).length).toBe(before + 1);

    // Another workspace's change is not this dashboard's.
    act(() => {
      realtimeEvents.dispatchEvent(
        new CustomEvent(WS_EVENT, {
          detail: { type: 'created', entity: 'flow-item', id: 'y', workspaceId: 'other', data: {} },
        }),
      );
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(callsTo(fetch, SUMMARY).length).toBe(before + 1);
  });

  it('offers no Finanças widget when the workspace has no finance', async () => {
    setup({
      summary: () => json(200, summary({ finance: null }) satisfies DashboardSummary),
      layout: defaultLayout(),
    });
    await screen.findByTestId('dashboard-grid');
    expect(order()).not.toContain('Finanças');
  });
});
