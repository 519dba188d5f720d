import type { Agent } from '@orbita/contracts/agents';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { empty, json } from '../../../platform/http/test-fetch';
import AgentPage from './agent-page';
import {
  agentId,
  calls,
  listUrl,
  renderAs as renderPageAs,
  testAgent,
  testRun,
  urlOf,
} from './test-agents';

// The editor is H6's (its own tests); here it only marks its place and can "save".
vi.mock('../editor', () => ({
  AgentEditor: ({ agent, onSaved }: { agent?: Agent; onSaved?: (a: Agent) => void }) => (
    <div>
      <p>{agent ? `Editor de ${agent.name}` : 'Editor de um novo agente'}</p>
      <button type="button" onClick={() => onSaved?.(testAgent(7, 'Criado'))}>
        Salvar (teste)
      </button>
    </div>
  ),
}));

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

const agent = testAgent(1, 'Avisar quando concluir', {
  stats: { runs24h: 3, failed24h: 0, waiting: 1, lastRunAt: null, lastStatus: null },
});
const agentUrl = `${listUrl}/${agent.id}`;
const waiting = testRun(5, {
  status: 'waiting_approval',
  steps: [
    {
      index: 0,
      kind: 'notify',
      status: 'waiting_approval',
      output: null,
      error: null,
      attempts: 0,
      startedAt: null,
      finishedAt: null,
    },
  ],
});

function api(url: string, init: RequestInit): Response {
  const path = urlOf(url).pathname;
  if (init.method === 'DELETE') return empty(204);
  if (path === agentUrl) return json(200, agent);
  if (path === `${agentUrl}/execucoes`) return json(200, { items: [waiting], nextCursor: null });
  if (path === `${agentUrl}/execucoes/${waiting.id}`) return json(200, waiting);
  if (path === `${agentUrl}/versoes`) return json(200, { items: [] });
  return json(404, { message: 'Agente não encontrado.', code: 'not_found' });
}

const renderAt = (path: string, role: 'admin' | 'editor' = 'admin', handler = api) =>
  renderPageAs(role, handler, <AgentPage />, { path, route: '/conta/agente/:id?' });
const where = () => screen.getByRole('status', { name: 'Endereço', hidden: true });

describe('AgentPage', { timeout: 30_000 }, () => {
  it('shows the header (name, trigger, creator, waiting) and the editor in "Definição"', async () => {
    renderAt(`/conta/agente/${agent.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Avisar quando concluir' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Quando: Tarefa concluída · criado por Ana')).toBeInTheDocument();
    expect(screen.getByText('1 aguardando aprovação')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Definição', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Editor de Avisar quando concluir')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Ativo: Avisar quando concluir' })).toBeChecked();
  });

  it('opens the run log and a run from the address (?execucao=), the notification link', async () => {
    renderAt(`/conta/agente/${agent.id}?execucao=${waiting.id}`);
    const panel = await screen.findByRole('dialog');
    expect(await within(panel).findByRole('button', { name: 'Aprovar' })).toBeInTheDocument();
    // Behind the run, its log (the page is hidden from the reader while the panel is open).
    expect(
      screen.getByRole('tab', { name: 'Execuções', selected: true, hidden: true }),
    ).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Fechar' }));
    // Closed, the run's log stays in view.
    await waitFor(() => expect(where().textContent).not.toContain('execucao'));
    expect(screen.getByRole('tab', { name: 'Execuções', selected: true })).toBeInTheDocument();
    // A run of the log opens by a click, and the address names it.
    const log = await screen.findByRole('list', { name: 'Execuções' });
    await userEvent.click(within(log).getAllByRole('button')[0]!);
    await waitFor(() => expect(where()).toHaveTextContent(`execucao=${waiting.id}`));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('switches tabs through the address', async () => {
    renderAt(`/conta/agente/${agent.id}`);
    await userEvent.click(await screen.findByRole('tab', { name: 'Versões' }));
    await waitFor(() => expect(where()).toHaveTextContent('aba=versoes'));
    expect(await screen.findByRole('list', { name: 'Versões' })).toBeInTheDocument();
  });

  it('deletes after confirming and goes back to the list', async () => {
    const { fetch } = renderAt(`/conta/agente/${agent.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    const confirm = screen.getByRole('dialog', { name: 'Excluir agente?' });
    expect(confirm).toHaveTextContent('"Avisar quando concluir" deixa de agir');
    expect(calls(fetch, 'DELETE', agentUrl)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(where()).toHaveTextContent(/^\/conta\/agentes$/));
    expect(calls(fetch, 'DELETE', agentUrl)).toHaveLength(1);
    expect(await screen.findByText('Agente excluído.')).toBeInTheDocument();
  });

  it('says an agent is not found, with the way back', async () => {
    renderAt(`/conta/agente/${agentId(99)}`);
    expect(await screen.findByText('Agente não encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver agentes' })).toHaveAttribute(
      'href',
      '/conta/agentes',
    );
  });

  it('creates at /conta/agente and opens the saved agent at its own address', async () => {
    renderAt('/conta/agente');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Novo agente' }),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar (teste)' }));
    await waitFor(() => expect(where()).toHaveTextContent(`/conta/agente/${agentId(7)}`));
  });

  it('tells an Editor that Admins manage agents, and asks nothing', async () => {
    const { fetch } = renderAt(`/conta/agente/${agent.id}`, 'editor');
    expect(
      await screen.findByText('Só Admins e o Principal gerenciam os agentes desta conta.'),
    ).toBeInTheDocument();
    expect(calls(fetch, 'GET', agentUrl)).toHaveLength(0);
  });
});
