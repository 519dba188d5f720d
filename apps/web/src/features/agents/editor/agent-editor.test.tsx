import { CONFLICT_MESSAGE } from '@orbita/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorFromResponse } from '../../../platform/http/http-error';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { agentsApi } from '../api/agents-api';
import { AgentEditor } from './agent-editor';
import { agentOf, BOX, LIST_X, mockLookups, renderWith } from './editor-test-kit';

vi.mock('../../../platform/toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn() },
}));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function pickOption(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  option: RegExp | string,
) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('AgentEditor', { timeout: 120_000 }, () => {
  it('builds "when a task is done in list X, notify me and grant 10 points" and posts exactly that', async () => {
    mockLookups();
    const saved = agentOf();
    const create = vi.spyOn(agentsApi, 'create').mockResolvedValue(saved);
    const onSaved = vi.fn();
    renderWith(<AgentEditor onSaved={onSaved} />);
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('textbox', { name: 'Nome' }));
    await user.paste('Avisar e premiar');
    // The trigger starts on "Tarefa concluída".
    expect(screen.getByRole('combobox', { name: 'Evento' })).toHaveValue('Tarefa concluída');

    await user.click(screen.getByRole('button', { name: 'Adicionar condição' }));
    await user.click(screen.getByRole('combobox', { name: 'Campo da condição 1' }));
    await user.click(await screen.findByRole('option', { name: /event\.listId/ }));
    await pickOption(user, 'Valor da condição 1', 'Lista X');

    const notify = screen.getByRole('region', { name: 'Ação 1: Notificar membros' });
    const title = within(notify).getByRole('textbox', { name: /Título da notificação/ });
    await user.click(title);
    await user.paste('Concluída: ');
    await user.click(
      within(notify).getByRole('button', { name: 'Inserir campo em Título da notificação' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: /Título da tarefa/ }));
    expect(title).toHaveValue('Concluída: {{task.title}}');

    await user.click(screen.getByRole('button', { name: 'Adicionar ação' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Dar pontos ou recurso' }));
    const points = screen.getByRole('region', { name: 'Ação 2: Dar pontos ou recurso' });
    await user.click(within(points).getByRole('combobox', { name: 'Quem recebe' }));
    await user.click(await screen.findByRole('option', { name: 'Eu (quem criou o agente)' }));
    expect(within(points).getByRole('spinbutton', { name: /Pontos/ })).toHaveValue(10);
    // Editor (the default role) cannot give points: said before saving, not by a dead run.
    expect(
      screen.getByText(
        'Com o papel Editor, o agente não poderá: Dar pontos ou recurso (precisa de Criador ou acima).',
      ),
    ).toBeInTheDocument();

    // …and refused at the role if saved so (the contracts' schema, the server's too).
    await user.click(screen.getByRole('button', { name: 'Criar agente' }));
    expect(
      await screen.findByText(
        'Com o papel Editor, o agente não pode: Dar pontos ou recurso (precisa de Criador ou acima). Escolha um papel acima.',
      ),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    await user.click(screen.getByRole('combobox', { name: 'Age com o papel' }));
    await user.click(await screen.findByRole('option', { name: /^Criador/ }));

    await user.click(screen.getByRole('button', { name: 'Criar agente' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]![0]).toEqual({
      name: 'Avisar e premiar',
      description: '',
      enabled: true,
      trigger: { kind: 'event', event: 'flow.task.completed' },
      conditions: { match: 'all', rules: [{ field: 'event.listId', op: 'equals', value: LIST_X }] },
      actions: [
        {
          kind: 'notify',
          requiresApproval: false,
          to: 'creator',
          title: 'Concluída: {{task.title}}',
          body: '',
        },
        {
          kind: 'grant_points',
          requiresApproval: false,
          to: 'creator',
          gameId: null,
          points: 10,
          resourceId: null,
        },
      ],
      role: 'creator',
      budget: { perHour: 60, perDay: 500 },
    });
  });

  it("shows the contracts' pt-BR messages at the fields and posts nothing", async () => {
    mockLookups();
    const create = vi.spyOn(agentsApi, 'create');
    renderWith(<AgentEditor />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Criar agente' }));
    expect(await screen.findByText('Informe o nome.')).toBeInTheDocument();
    expect(screen.getByText('Informe o título.')).toBeInTheDocument();
    expect(screen.getByText('Revise os campos destacados.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('puts a server 400 field message under its action field', async () => {
    mockLookups();
    vi.spyOn(agentsApi, 'create').mockRejectedValue(
      errorFromResponse(400, 'Bad Request', {
        code: 'validation',
        message: 'Dados inválidos.',
        fields: { 'actions.0.title': 'Título recusado pelo servidor.' },
      }),
    );
    renderWith(<AgentEditor />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('textbox', { name: 'Nome' }));
    await user.paste('Agente');
    await user.click(screen.getByRole('textbox', { name: /Título da notificação/ }));
    await user.paste('Oi');
    await user.click(screen.getByRole('button', { name: 'Criar agente' }));
    expect(await screen.findByText('Título recusado pelo servidor.')).toBeInTheDocument();
  });

  it('adds and removes conditions; valueless operators hide the value; number fields get number operators', async () => {
    mockLookups();
    renderWith(<AgentEditor />);
    const user = userEvent.setup({ delay: null });
    expect(screen.getByText(/Sem condições: o agente age sempre/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar condição' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar condição' }));
    expect(screen.getAllByRole('group', { name: /^Condição \d$/ })).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Quais condições valem' })).toBeInTheDocument();

    // A text field (task.title) offers no "é maior que".
    await user.click(screen.getByRole('combobox', { name: 'Operador da condição 1' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: 'é maior que' })).toBeNull();
    await user.click(within(listbox).getByRole('option', { name: 'está vazio' }));
    expect(screen.queryByRole('textbox', { name: 'Valor da condição 1' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Valor da condição 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remover condição 1' }));
    expect(screen.getAllByRole('group', { name: /^Condição \d$/ })).toHaveLength(1);
    // The second one moved up, with its own operator.
    expect(screen.getByRole('combobox', { name: 'Operador da condição 1' })).toHaveTextContent(
      'é igual a',
    );

    // Points (a number field of "Pontos ou recurso ganhos") compare as numbers.
    await user.click(screen.getByRole('combobox', { name: 'Evento' }));
    await user.click(await screen.findByRole('option', { name: 'Pontos ou recurso ganhos' }));
    const field = screen.getByRole('combobox', { name: 'Campo da condição 1' });
    await user.clear(field);
    await user.type(field, 'Pontos');
    await user.click(await screen.findByRole('option', { name: /event\.points/ }));
    await user.click(screen.getByRole('combobox', { name: 'Operador da condição 1' }));
    expect(await screen.findByRole('option', { name: 'é maior que' })).toBeInTheDocument();
  });

  it('a schedule preset reads back in pt-BR, the time field rewrites it and the cron is posted', async () => {
    mockLookups();
    const create = vi.spyOn(agentsApi, 'create').mockResolvedValue(agentOf());
    renderWith(<AgentEditor />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('radio', { name: 'Em um horário' }));
    expect(screen.getByTestId('cron-description')).toHaveTextContent('Toda segunda às 9h');
    await user.click(screen.getByRole('button', { name: 'Todo dia 1º do mês às 9h' }));
    expect(screen.getByTestId('cron-description')).toHaveTextContent('Todo dia 1º do mês às 9h');
    fireEvent.change(screen.getByLabelText('Horário'), { target: { value: '08:30' } });
    expect(screen.getByTestId('cron-description')).toHaveTextContent('Todo dia 1º do mês às 8h30');
    expect(screen.getByText(/horário de Brasília/)).toBeInTheDocument();
    expect(screen.getByText('Próximas execuções:').querySelectorAll('li')).toHaveLength(3);

    await user.click(screen.getByRole('textbox', { name: 'Nome' }));
    await user.paste('Mensal');
    await user.click(screen.getByRole('textbox', { name: /Título da notificação/ }));
    await user.paste('Fechar o mês');
    await user.click(screen.getByRole('button', { name: 'Criar agente' }));
    await vi.waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![0].trigger).toEqual({ kind: 'schedule', cron: '30 8 1 * *' });
  });

  it('a finance entry of a fixed R$ 19,90 is sent as 1990 centavos', async () => {
    mockLookups();
    renderWith(<AgentEditor />);
    const user = userEvent.setup({ delay: null });
    // The only action cannot be removed: the chain needs one.
    expect(screen.getByRole('button', { name: 'Remover ação 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Adicionar ação' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Criar lançamento' }));
    await user.click(screen.getByRole('button', { name: 'Remover ação 1' }));
    const entry = screen.getByRole('region', { name: 'Ação 1: Criar lançamento' });
    await user.click(within(entry).getByRole('combobox', { name: /Caixa/ }));
    await user.click(await screen.findByRole('option', { name: 'Conta Corrente' }));
    const value = within(entry).getByRole('textbox', { name: /Valor \(R\$\)/ });
    await user.type(value, '1990');
    expect(value).toHaveValue('R$ 19,90');
    await user.click(within(entry).getByRole('textbox', { name: /Descrição/ }));
    await user.paste('Taxa');
    const create = vi.spyOn(agentsApi, 'create').mockResolvedValue(agentOf());
    await user.click(screen.getByRole('textbox', { name: 'Nome' }));
    await user.paste('Taxa');
    await user.click(screen.getByRole('button', { name: 'Criar agente' }));
    await vi.waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![0].actions).toEqual([
      {
        kind: 'finance_entry',
        requiresApproval: false,
        type: 'expense',
        boxId: BOX,
        categoryId: null,
        value: '1990',
        description: 'Taxa',
        status: 'pending',
      },
    ]);
  });

  it("a webhook trigger shows the saved agent's URL with the Bearer key and Idempotency-Key hint", async () => {
    mockLookups();
    renderWith(
      <AgentEditor
        agent={agentOf({
          trigger: { kind: 'webhook' },
          hookPath: '/api/app/conta/agentes/x/disparar',
        })}
      />,
    );
    expect(screen.getByTestId('agent-hook-url')).toHaveTextContent(
      'POST http://localhost:3000/api/app/conta/agentes/x/disparar',
    );
    expect(screen.getByLabelText('Exemplo de chamada')).toHaveTextContent(
      'Authorization: Bearer <sua chave de API>',
    );
    expect(screen.getByLabelText('Exemplo de chamada')).toHaveTextContent('Idempotency-Key');
  });

  it('a webhook action shows, on request, the secret its calls are signed with', async () => {
    const fetch = mockFetch((url) =>
      url.endsWith('/segredo')
        ? json(200, { secret: 'whsec_abc' })
        : json(200, { items: [], nextCursor: null }),
    );
    renderWith(
      <AgentEditor
        agent={agentOf({
          actions: [
            { kind: 'webhook', requiresApproval: false, url: 'https://exemplo.com/h', body: '' },
          ],
        })}
      />,
    );
    const box = screen.getByRole('region', { name: 'Segredo do webhook' });
    expect(within(box).queryByTestId('agent-webhook-secret')).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/segredo'))).toBe(false);
    await userEvent.click(within(box).getByRole('button', { name: 'Mostrar o segredo' }));
    expect(await within(box).findByTestId('agent-webhook-secret')).toHaveTextContent('whsec_abc');
  });

  it('a newer version arriving while nothing is edited shows at once; with edits it waits', async () => {
    mockLookups();
    const { update } = renderWith(<AgentEditor agent={agentOf()} />);
    const name = screen.getByRole('textbox', { name: 'Nome' });
    update(<AgentEditor agent={agentOf({ name: 'Restaurado', version: 2 })} />);
    await vi.waitFor(() => expect(name).toHaveValue('Restaurado'));
    const user = userEvent.setup({ delay: null });
    await user.click(name);
    await user.paste(' meu');
    update(<AgentEditor agent={agentOf({ name: 'Outro', version: 3 })} />);
    // My edit stays; the save will meet version 3 as a conflict.
    expect(name).toHaveValue('Restaurado meu');
  });

  it('an edit on a stale version opens the conflict dialog and reapplies on the newer one', async () => {
    mockLookups();
    const mine = agentOf();
    const theirs = agentOf({ name: 'Nome da Bia', version: 2 });
    const update = vi
      .spyOn(agentsApi, 'update')
      .mockRejectedValueOnce(
        errorFromResponse(409, 'Conflict', {
          code: 'conflict',
          message: CONFLICT_MESSAGE,
          current: theirs,
        }),
      )
      .mockResolvedValueOnce({ ...theirs, name: 'Meu nome', version: 3 });
    const onSaved = vi.fn();
    renderWith(<AgentEditor agent={mine} onSaved={onSaved} />);
    const user = userEvent.setup({ delay: null });
    const name = screen.getByRole('textbox', { name: 'Nome' });
    await user.clear(name);
    await user.paste('Meu nome');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    expect(within(dialog).getByText('Nome da Bia')).toBeInTheDocument();
    expect(update.mock.calls[0]![1]).toMatchObject({ name: 'Meu nome', version: 1 });
    expect(update.mock.calls[0]![1]).not.toHaveProperty('enabled');
    await user.click(within(dialog).getByRole('button', { name: 'Reaplicar minhas alterações' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(update.mock.calls[1]![1]).toMatchObject({ name: 'Meu nome', version: 2 });
  });
});
