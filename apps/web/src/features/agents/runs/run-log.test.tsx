import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { dateTimeSeconds } from '../lib/format';
import { agentsQueries } from '../api/queries';
import { agentId, at, calls, listUrl, renderAs, testRun, urlOf } from '../pages/test-agents';
import { RunLog } from './run-log';

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

const runsUrl = `${listUrl}/${agentId(1)}/execucoes`;
const dead = testRun(1, {
  status: 'dead',
  reason: 'O endereço respondeu 500.',
  attempts: 5,
  durationMs: 185_000,
  depth: 1,
});
const done = testRun(2, { status: 'succeeded', trigger: 'schedule', event: null });
const waiting = testRun(3, { status: 'waiting_approval', durationMs: null, finishedAt: null });

describe('RunLog', { timeout: 30_000 }, () => {
  it('keys the log under the realtime entity agent-runs, so published runs refresh it live', () => {
    expect(agentsQueries.runs(agentId(1)).queryKey[0]).toBe('agent-runs');
    expect(agentsQueries.run(agentId(1), 'r').queryKey[0]).toBe('agent-runs');
    expect(agentsQueries.list().queryKey[0]).toBe('agents');
  });

  it('shows each run: status, what woke it, when to the second, duration, attempts, depth, reason', async () => {
    const onOpen = vi.fn();
    renderAs(
      'admin',
      () => json(200, { items: [dead, done, waiting], nextCursor: null }),
      <RunLog agentId={agentId(1)} onOpen={onOpen} />,
    );
    const list = await screen.findByRole('list', { name: 'Execuções' });
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByLabelText('Situação: Falhou')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Tarefa concluída');
    expect(rows[0]).toHaveTextContent(
      `${dateTimeSeconds(at)} · Duração 3 min 5 s · Tentativas 5/5 · Profundidade 1`,
    );
    expect(rows[0]).toHaveTextContent('O endereço respondeu 500.');
    expect(within(rows[1]!).getByLabelText('Situação: Concluída')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Horário agendado');
    expect(rows[1]).toHaveTextContent('Duração 1,3 s');
    expect(within(rows[2]!).getByLabelText('Situação: Aguardando aprovação')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Duração —');
    await userEvent.click(rows[2]!);
    expect(onOpen).toHaveBeenCalledWith(waiting.id);
  });

  it('filters by status through the server and loads more with the cursor', async () => {
    const { fetch } = renderAs(
      'admin',
      (url) => {
        const query = urlOf(url).searchParams;
        if (query.get('status') === 'dead') return json(200, { items: [dead], nextCursor: 'c2' });
        if (query.get('cursor') === 'c2')
          return json(200, { items: [testRun(4, { status: 'dead' })], nextCursor: null });
        return json(200, { items: [dead, done], nextCursor: null });
      },
      <RunLog agentId={agentId(1)} onOpen={() => undefined} />,
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Execuções' })).getAllByRole('button'),
      ).toHaveLength(2),
    );
    expect(screen.getByRole('combobox', { name: 'Situação' })).toHaveTextContent('Todas');
    await userEvent.click(screen.getByRole('combobox', { name: 'Situação' }));
    await userEvent.click(screen.getByRole('option', { name: 'Falhou' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Execuções' })).getAllByRole('button'),
      ).toHaveLength(1),
    );
    expect(calls(fetch, 'GET', runsUrl).at(-1)!.url.searchParams.get('status')).toBe('dead');
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Execuções' })).getAllByRole('button'),
      ).toHaveLength(2),
    );
    const last = calls(fetch, 'GET', runsUrl).at(-1)!.url.searchParams;
    expect([last.get('status'), last.get('cursor')]).toEqual(['dead', 'c2']);
  });

  it('says when a status has no runs', async () => {
    renderAs(
      'admin',
      (url) =>
        urlOf(url).searchParams.get('status')
          ? json(200, { items: [], nextCursor: null })
          : json(200, { items: [], nextCursor: null }),
      <RunLog agentId={agentId(1)} onOpen={() => undefined} />,
    );
    expect(await screen.findByText('Nenhuma execução ainda.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Situação' }));
    await userEvent.click(screen.getByRole('option', { name: 'Negada' }));
    expect(await screen.findByText('Nenhuma execução nesta situação.')).toBeInTheDocument();
  });
});
