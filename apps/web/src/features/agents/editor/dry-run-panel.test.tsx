import type { DryRunResult } from '@orbita/contracts/agents';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agentsApi } from '../api/agents-api';
import { DryRunPanel } from './dry-run-panel';
import { LIST_X, mockLookups, renderWith, uuid } from './editor-test-kit';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const result: DryRunResult = {
  input: { event: { listId: LIST_X }, task: { title: '<b>Relatório</b>' } },
  conditions: {
    passed: false,
    rules: [
      { field: 'event.listId', value: LIST_X, passed: true },
      { field: 'task.title', value: '<b>Relatório</b>', passed: false },
    ],
  },
  actions: [
    {
      index: 0,
      kind: 'notify',
      rendered: { to: 'creator', title: 'Concluída: <b>Relatório</b>' },
      requiresApproval: false,
      problem: null,
    },
    {
      index: 1,
      kind: 'grant_points',
      rendered: { to: 'creator', points: 10 },
      requiresApproval: true,
      problem: 'O jogo não existe mais.',
    },
  ],
};

const conditions = {
  match: 'all' as const,
  rules: [
    { field: 'event.listId', op: 'equals' as const, value: LIST_X },
    { field: 'task.title', op: 'contains' as const, value: 'Ata' },
  ],
};

describe('DryRunPanel', { timeout: 60_000 }, () => {
  it('an unsaved agent is asked to be saved first', () => {
    renderWith(<DryRunPanel agentId={null} dirty conditions={conditions} />);
    expect(screen.getByText(/Salve para testar/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Testar' })).toBeNull();
  });

  it('shows each condition ✓/✗ with its value, each action rendered as text, approvals and problems', async () => {
    mockLookups();
    const dryRun = vi.spyOn(agentsApi, 'dryRun').mockResolvedValue(result);
    renderWith(<DryRunPanel agentId={uuid(50)} dirty={false} conditions={conditions} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Testar' }));
    const outcome = await screen.findByRole('region', { name: 'Resultado do teste' });
    expect(dryRun).toHaveBeenCalledWith(uuid(50), { event: undefined });

    expect(within(outcome).getByText(/Condições não atendidas/)).toBeInTheDocument();
    const rules = within(outcome).getAllByRole('listitem');
    expect(within(rules[0]!).getByLabelText('atendida')).toBeInTheDocument();
    // Ids read as the names of what they are (the list's, from flow's API).
    await vi.waitFor(() =>
      expect(rules[0]).toHaveTextContent('Lista é igual a "Lista X" — valor: Lista X'),
    );
    expect(within(rules[1]!).getByLabelText('não atendida')).toBeInTheDocument();
    expect(rules[1]).toHaveTextContent('Título da tarefa contém "Ata" — valor: <b>Relatório</b>');

    const first = within(outcome).getByRole('region', { name: 'Teste da ação 1' });
    // User data is text, never markup.
    expect(within(first).getByText('Concluída: <b>Relatório</b>')).toBeInTheDocument();
    expect(first.querySelector('b')).toBeNull();
    expect(within(first).queryByText('Pede aprovação')).toBeNull();
    const second = within(outcome).getByRole('region', { name: 'Teste da ação 2' });
    expect(within(second).getByText('Pede aprovação')).toBeInTheDocument();
    expect(within(second).getByText('Pontos')).toBeInTheDocument();
    expect(within(second).getByText('10')).toBeInTheDocument();
    expect(within(second).getByText('O jogo não existe mais.')).toBeInTheDocument();

    await user.click(within(outcome).getByRole('button', { name: 'Ver a entrada da execução' }));
    expect(screen.getByTestId('dry-run-input')).toHaveTextContent('"listId"');

    // Editing the sample starts from the event the server used.
    await user.click(screen.getByRole('button', { name: 'Editar o evento de exemplo' }));
    expect(screen.getByRole('textbox', { name: 'Evento de exemplo (JSON)' })).toHaveValue(
      JSON.stringify({ listId: LIST_X }, null, 2),
    );
  });

  it('sends an edited sample event, and refuses one that is not a JSON object', async () => {
    mockLookups();
    const dryRun = vi.spyOn(agentsApi, 'dryRun').mockResolvedValue(result);
    renderWith(<DryRunPanel agentId={uuid(50)} dirty conditions={conditions} />);
    expect(screen.getByText(/O teste usa a versão salva/)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Editar o evento de exemplo' }));
    const sample = screen.getByRole('textbox', { name: 'Evento de exemplo (JSON)' });
    await user.clear(sample);
    await user.click(sample);
    await user.paste('[1, 2]');
    await user.click(screen.getByRole('button', { name: 'Testar' }));
    expect(screen.getByText(/JSON inválido/)).toBeInTheDocument();
    expect(dryRun).not.toHaveBeenCalled();

    await user.clear(sample);
    await user.click(sample);
    await user.paste(`{"listId": "${LIST_X}"}`);
    await user.click(screen.getByRole('button', { name: 'Testar' }));
    await vi.waitFor(() =>
      expect(dryRun).toHaveBeenCalledWith(uuid(50), { event: { listId: LIST_X } }),
    );
  });
});
