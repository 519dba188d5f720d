import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { agentsQueries } from '../api/queries';
import { dateTime } from '../lib/format';
import {
  agentId,
  at,
  calls,
  listUrl,
  renderAs,
  testAgent,
  testVersion,
  urlOf,
} from '../pages/test-agents';
import { VersionsTab } from './versions-tab';

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

const versionsUrl = `${listUrl}/${agentId(1)}/versoes`;
const agent = testAgent(1, 'Avisar', { version: 3 });
const first = testVersion(1, {
  name: 'Avisar (antigo)',
  createdBy: { id: agentId(9), name: 'Bruno' },
  definition: {
    ...testVersion(1).definition,
    trigger: { kind: 'event', event: 'flow.task.moved' },
    conditions: {
      match: 'any',
      rules: [
        { field: 'task.title', op: 'contains', value: 'urgente' },
        { field: 'list.name', op: 'is_empty', value: '' },
        { field: 'event.extra', op: 'equals', value: 'x' },
      ],
    },
    actions: [
      {
        kind: 'grant_points',
        requiresApproval: true,
        to: 'actor',
        gameId: null,
        points: 10,
        resourceId: null,
      },
    ],
    budget: { perHour: null, perDay: 100 },
    role: 'creator',
  },
});
const versions = [testVersion(3), testVersion(2), first];

function renderTab(handler: Parameters<typeof renderAs>[1], canWrite = true) {
  return renderAs('admin', handler, <VersionsTab agent={agent} canWrite={canWrite} />);
}

describe('VersionsTab', { timeout: 30_000 }, () => {
  it('lists versions (nº, who, when), marks the current one and reads a chosen one in full', async () => {
    renderTab(() => json(200, { items: versions }));
    const list = await screen.findByRole('list', { name: 'Versões' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((r) => r.textContent)).toEqual([
      `Versão 3AtualAna · ${dateTime(at)}`,
      `Versão 2Ana · ${dateTime(at)}`,
      `Versão 1Bruno · ${dateTime(at)}`,
    ]);
    // The newest is shown first, and being current it has nothing to restore.
    const shown = screen.getByRole('region', { name: 'Versão 3' });
    expect(shown).toHaveTextContent('Quando: Tarefa concluída');
    expect(within(shown).queryByRole('button', { name: 'Restaurar' })).toBeNull();

    await userEvent.click(rows[2]!);
    const old = screen.getByRole('region', { name: 'Versão 1' });
    expect(old).toHaveTextContent('Versão 1: Avisar (antigo)');
    expect(old).toHaveTextContent('Quando: Tarefa mudou de situação');
    expect(old).toHaveTextContent('Basta uma valer:');
    expect(old).toHaveTextContent('Título da tarefa contém "urgente"');
    expect(old).toHaveTextContent('Nome da lista está vazio');
    // A field the catalog does not name reads as its path.
    expect(old).toHaveTextContent('event.extra é igual a "x"');
    expect(old).toHaveTextContent('Dar pontos ou recurso');
    expect(old).toHaveTextContent('Pede aprovação antes');
    expect(old).toHaveTextContent('Para: Quem fez a ação');
    expect(old).toHaveTextContent('Pontos: 10');
    expect(old).toHaveTextContent('Criador');
    expect(old).toHaveTextContent('sem limite por hora · 100 por dia');
  });

  it('restores an older version after confirming; the answer becomes the agent', async () => {
    const restored = { ...agent, version: 4, trigger: first.definition.trigger };
    const { fetch, client } = renderTab((url, init) =>
      init.method === 'POST' ? json(200, restored) : json(200, { items: versions }),
    );
    await userEvent.click(
      within(await screen.findByRole('list', { name: 'Versões' })).getAllByRole('button')[2]!,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Restaurar' }));
    const confirm = screen.getByRole('dialog', { name: 'Restaurar a versão 1?' });
    expect(calls(fetch, 'POST', `${versionsUrl}/1/restaurar`)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByText('Versão 1 restaurada.')).toBeInTheDocument();
    expect(calls(fetch, 'POST', `${versionsUrl}/1/restaurar`)).toHaveLength(1);
    expect(client.getQueryData(agentsQueries.detail(agent.id).queryKey)).toEqual(restored);
    // The list is read again (the restore is a new version).
    await waitFor(() => expect(calls(fetch, 'GET', versionsUrl).length).toBeGreaterThan(1));
  });

  it("says the server's refusal of a restore in pt-BR and reads the agent again", async () => {
    const { fetch } = renderTab((url, init) => {
      if (init.method === 'POST')
        return json(409, { message: 'Outra pessoa alterou este agente.', code: 'conflict' });
      if (urlOf(url).pathname === `${listUrl}/${agent.id}`) return json(200, agent);
      return json(200, { items: versions });
    });
    await userEvent.click(
      within(await screen.findByRole('list', { name: 'Versões' })).getAllByRole('button')[1]!,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Restaurar' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Restaurar a versão 2?' })).getByRole('button', {
        name: 'Restaurar',
      }),
    );
    expect(await screen.findByText('Outra pessoa alterou este agente.')).toBeInTheDocument();
    await waitFor(() => expect(calls(fetch, 'GET', versionsUrl).length).toBeGreaterThan(1));
  });

  it('offers no restore where the account type does not allow changes', async () => {
    renderTab(() => json(200, { items: versions }), false);
    await userEvent.click(
      within(await screen.findByRole('list', { name: 'Versões' })).getAllByRole('button')[2]!,
    );
    expect(screen.getByRole('region', { name: 'Versão 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restaurar' })).toBeNull();
  });
});
