import { defaultLayout, type DashboardSummary } from '@orbita/contracts/dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { APP_STATE_KEY } from '../../../platform/session/app-state';
import { updateSession } from '../../../platform/session/session-store';
import { DashboardGrid } from '../components/dashboard-grid';
import {
  appState,
  renderWith,
  stubBrowserApis,
  summary,
  task,
  unstubBrowserApis,
  workspaceId,
} from '../test-data';

/** The grid with the default layout; `auth/app` answers `role`, or what `appAnswer` gives. */
function renderGrid(
  data: DashboardSummary,
  role: 'viewer' | 'editor' = 'editor',
  appAnswer: () => Response | Promise<Response> = () => json(200, appState(role)),
) {
  updateSession({ token: 'jwt', checkpoints: [], workspaceId });
  mockFetch((url) =>
    url === '/api/auth/app' ? appAnswer() : json(404, { message: 'Não encontrado.' }),
  );
  return renderWith(
    <DashboardGrid
      summary={data}
      widgets={defaultLayout().widgets}
      customizing={false}
      onMove={vi.fn()}
      onStep={vi.fn()}
      onToggle={vi.fn()}
    />,
  );
}

const widget = (name: string) => screen.getByRole('region', { name });

beforeEach(stubBrowserApis);
afterEach(unstubBrowserApis);

describe('dashboard widgets', { timeout: 30_000 }, () => {
  it('empty: each widget teaches the next step', async () => {
    renderGrid(summary());
    const urgent = widget('Urgentes');
    expect(within(urgent).getByText('Nada urgente. Capture uma ideia com C.')).toBeInTheDocument();
    expect(
      await within(urgent).findByRole('button', { name: 'Coletar ideia' }),
    ).toBeInTheDocument();
    expect(within(widget('Hoje')).getByRole('link', { name: 'Abrir as listas' })).toHaveAttribute(
      'href',
      '/flow/listas',
    );
    expect(
      within(widget('Próximas ações')).getByRole('link', { name: 'Processar a caixa de entrada' }),
    ).toHaveAttribute('href', '/flow/workplace');
    expect(
      within(widget('Caixa de entrada')).getByText(
        'Caixa de entrada vazia. Capture uma ideia com C.',
      ),
    ).toBeInTheDocument();
    const finance = widget('Finanças');
    expect(within(finance).getByTestId('finance-balance')).toHaveTextContent('R$ 0,00');
    expect(within(finance).getByText('Nenhuma conta a pagar nesta semana.')).toBeInTheDocument();
    expect(within(widget('Gamificação')).getByText(/Nenhuma missão ativa/)).toBeInTheDocument();
    expect(within(widget('Notificações')).getByText(/Nenhuma notificação/)).toBeInTheDocument();
    expect(within(widget('Atividade')).getByTestId('activity-total')).toHaveTextContent(
      'Nenhuma atividade ainda.',
    );
  });

  it('holds the capture button’s place, inert, until the role is known', async () => {
    let answer: (response: Response) => void = () => undefined;
    renderGrid(summary(), 'editor', () => new Promise<Response>((resolve) => (answer = resolve)));
    const urgent = widget('Urgentes');
    // Not a button anyone can reach yet (hidden from the accessibility tree), but in the layout.
    expect(within(urgent).queryByRole('button', { name: 'Coletar ideia' })).toBeNull();
    const heldPlace = urgent.querySelector('[data-awaiting-role]');
    expect(heldPlace).toHaveTextContent('Coletar ideia');
    expect(heldPlace).toHaveAttribute('aria-hidden', 'true');
    answer(json(200, appState('editor')));
    const button = await within(urgent).findByRole('button', { name: 'Coletar ideia' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('data-awaiting-role');
  });

  it('an Observador gets no capture button (it cannot capture)', async () => {
    const { client } = renderGrid(summary(), 'viewer');
    // Once the role is known: the button would appear with it.
    await waitFor(() => expect(client.getQueryData(APP_STATE_KEY)).toBeDefined());
    expect(screen.queryByRole('button', { name: 'Coletar ideia' })).not.toBeInTheDocument();
  });

  it('filled: tasks open in their list, figures in pt-BR (R$ 1.234,56), overdue marked', async () => {
    const late = task('Pagar o aluguel', {
      listId: 'list-9',
      listName: 'Casa',
      dueAt: '2026-11-25T10:00:00.000Z',
      priority: 'critical',
      urgent: true,
    });
    renderGrid(
      summary({
        flow: {
          inboxCount: 3,
          weeklyReviewDue: true,
          lastReviewAt: '2026-11-10T12:00:00.000Z',
          urgent: [late, task('Ligar para o banco', { dueAt: '2026-11-26T12:00:00.000Z' })],
          today: [task('Revisar contrato', { dueAt: '2026-11-25T23:00:00.000Z' })],
          nextActions: [task('Comprar tinta')],
        },
        finance: {
          balance: 123456,
          billsDueTotal: 45000,
          billsDueThisWeek: [
            {
              id: 'b1',
              description: 'Luz',
              value: 25000,
              date: '2026-11-24',
              boxName: 'Conta corrente',
              overdue: true,
            },
            {
              id: 'b2',
              description: 'Internet',
              value: 20000,
              date: '2026-11-27',
              boxName: 'Conta corrente',
              overdue: false,
            },
          ],
        },
        gamification: {
          level: 3,
          levelName: 'Explorador',
          points: 1250,
          streak: 1,
          activeMissions: [
            { id: 'm1', name: 'Dez tarefas', gameName: 'Foco', progress: 4, target: 10 },
          ],
        },
        notifications: {
          unread: 2,
          latest: [{ id: 'n1', title: 'Tarefa atribuída', createdAt: '2026-11-25T12:00:00.000Z' }],
        },
        activity: {
          from: '2025-11-26',
          to: '2026-11-25',
          total: 13,
          days: [{ day: '2026-03-03', count: 13 }],
        },
      }),
    );

    const urgent = widget('Urgentes');
    expect(within(urgent).getByText('2')).toBeInTheDocument();
    const link = within(urgent).getByRole('link', { name: /Pagar o aluguel/ });
    expect(link).toHaveAttribute('href', `/flow/lista/list-9?tarefa=${late.id}`);
    expect(link).toHaveTextContent('Casa');
    expect(link).toHaveTextContent('Atrasada');
    expect(link).toHaveTextContent('Crítica');
    expect(within(urgent).getByRole('link', { name: /Ligar para o banco/ })).not.toHaveTextContent(
      'Atrasada',
    );
    expect(
      within(widget('Hoje')).getByRole('link', { name: /Revisar contrato/ }),
    ).toBeInTheDocument();
    expect(
      within(widget('Próximas ações')).getByRole('link', { name: /Comprar tinta/ }),
    ).toBeInTheDocument();

    const inbox = widget('Caixa de entrada');
    expect(within(inbox).getByTestId('inbox-count')).toHaveTextContent('3');
    expect(within(inbox).getByText('itens para processar')).toBeInTheDocument();
    expect(within(inbox).getByText(/Revisão semanal pendente/)).toBeInTheDocument();
    expect(within(inbox).getByRole('link', { name: 'Ver tudo: Caixa de entrada' })).toHaveAttribute(
      'href',
      '/flow/coleta-ideias',
    );

    const finance = widget('Finanças');
    expect(within(finance).getByTestId('finance-balance')).toHaveTextContent('R$ 1.234,56');
    expect(within(finance).getByTestId('finance-bills-total')).toHaveTextContent('R$ 450,00');
    const bills = within(
      within(finance).getByRole('list', { name: 'Contas da semana' }),
    ).getAllByRole('listitem');
    expect(bills[0]).toHaveTextContent('Luz');
    expect(bills[0]).toHaveTextContent('Vencida');
    expect(bills[0]).toHaveTextContent('R$ 250,00');
    expect(bills[1]).not.toHaveTextContent('Vencida');

    const game = widget('Gamificação');
    expect(within(game).getByTestId('game-level')).toHaveTextContent('3 · Explorador');
    expect(within(game).getByTestId('game-points')).toHaveTextContent('1.250');
    expect(within(game).getByTestId('game-streak')).toHaveTextContent('1 dia');
    expect(within(game).getByText('Foco · 4 de 10')).toBeInTheDocument();

    const notifications = widget('Notificações');
    expect(within(notifications).getByText('2')).toBeInTheDocument();
    expect(within(notifications).getByRole('link', { name: /Tarefa atribuída/ })).toHaveAttribute(
      'href',
      '/comunicacao/notificacoes',
    );

    expect(within(widget('Atividade')).getByTestId('activity-total')).toHaveTextContent(
      '13 atividades nos últimos 12 meses',
    );
    // The calendar replaces its placeholder once the first paint is done: 371 SVG days, which
    // on a busy machine take longer than findBy's default second (it failed once so, in a parallel run).
    expect(
      await screen.findByRole('img', { name: '13 atividades em 3 de março' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('activity-heatmap-placeholder')).not.toBeInTheDocument();
  });

  it('leaves out the parts this workspace does not offer (no finance, no game)', () => {
    renderGrid(summary({ finance: null, gamification: null }));
    expect(screen.queryByRole('region', { name: 'Finanças' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Gamificação' })).not.toBeInTheDocument();
    expect(widget('Urgentes')).toBeInTheDocument();
  });
});
