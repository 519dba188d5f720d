import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { agentsQueries } from '../api/queries';
import { agentId, calls, listUrl, renderAs, testRun, urlOf } from '../pages/test-agents';
import { RunDetail } from './run-detail';

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

const hostile = '<img src=x onerror="alert(1)">';
const run = testRun(1, {
  status: 'dead',
  reason: `Falhou depois de 5 tentativas: ${hostile}`,
  attempts: 5,
  input: { event: { taskId: 't1' }, task: { title: hostile } },
  steps: [
    {
      index: 0,
      kind: 'notify',
      status: 'succeeded',
      output: { notified: 2 },
      error: null,
      attempts: 1,
      startedAt: null,
      finishedAt: null,
    },
    {
      index: 1,
      kind: 'webhook',
      status: 'failed',
      output: null,
      error: `O endereço respondeu 500 ${hostile}`,
      attempts: 5,
      startedAt: null,
      finishedAt: null,
    },
  ],
});
const waiting = testRun(2, {
  status: 'waiting_approval',
  steps: [
    {
      index: 0,
      kind: 'grant_points',
      status: 'waiting_approval',
      output: null,
      error: null,
      attempts: 0,
      startedAt: null,
      finishedAt: null,
    },
  ],
});
const runUrl = (id: string) => `${listUrl}/${agentId(1)}/execucoes/${id}`;

function renderRun(
  role: 'admin' | 'owner',
  shown: typeof run,
  decide: (path: string) => Response = () => json(500, {}),
  canDecide = true,
) {
  return renderAs(
    role,
    (url, init) => (init.method === 'POST' ? decide(urlOf(url).pathname) : json(200, shown)),
    <RunDetail
      agentId={agentId(1)}
      runId={shown.id}
      canDecide={canDecide}
      onClose={() => undefined}
    />,
  );
}

/** The side panel once the run has loaded (its title names the run's time). */
async function openPanel() {
  const panel = await screen.findByRole('dialog');
  await within(panel).findByRole('heading', { name: 'Ações' });
  return panel;
}

describe('RunDetail', { timeout: 30_000 }, () => {
  it('shows each step (kind, status, output, error, attempts), the reason and the input, all as text', async () => {
    renderRun('admin', run);
    const panel = await openPanel();
    expect(within(panel).getByLabelText('Situação: Falhou')).toBeInTheDocument();
    expect(panel).toHaveTextContent(`Falhou depois de 5 tentativas: ${hostile}`);
    const first = within(panel).getByRole('listitem', { name: 'Ação 1: Notificar membros' });
    expect(first).toHaveTextContent('Concluída');
    expect(first).toHaveTextContent('1 tentativa');
    expect(within(first).getByLabelText('Resultado da ação 1')).toHaveTextContent('"notified": 2');
    const second = within(panel).getByRole('listitem', { name: 'Ação 2: Chamar um webhook' });
    expect(second).toHaveTextContent('Falhou');
    expect(second).toHaveTextContent('5 tentativas');
    expect(second).toHaveTextContent(`O endereço respondeu 500 ${hostile}`);
    expect(panel).toHaveTextContent('Tentativas5 de 5');
    // Hostile text stays text: no element was made from it.
    expect(document.querySelector('img[src="x"]')).toBeNull();

    // The input is collapsed until asked for.
    expect(within(panel).queryByLabelText('Entrada da execução')).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Mostrar entrada' }));
    const input = within(panel).getByLabelText('Entrada da execução');
    expect(input).toHaveTextContent('"taskId": "t1"');
    expect(input).toHaveTextContent('"title": "<img src=x onerror=');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    // A finished run offers no decision.
    expect(within(panel).queryByRole('button', { name: 'Aprovar' })).toBeNull();
  });

  it('approves a waiting run: POST aprovar, and the answer replaces the run', async () => {
    const { fetch } = renderRun('admin', waiting, () =>
      json(200, {
        ...waiting,
        status: 'queued',
        steps: [{ ...waiting.steps[0]!, status: 'pending' }],
      }),
    );
    const panel = await openPanel();
    expect(panel).toHaveTextContent('Aguardando aprovação antes da ação 1: Dar pontos ou recurso.');
    expect(
      within(panel).getByRole('listitem', { name: 'Ação 1: Dar pontos ou recurso' }),
    ).toHaveTextContent('Ainda não executada');
    await userEvent.click(within(panel).getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('Execução aprovada: o agente continua.')).toBeInTheDocument();
    expect(calls(fetch, 'POST', `${runUrl(waiting.id)}/aprovar`)).toHaveLength(1);
    expect(calls(fetch, 'POST', `${runUrl(waiting.id)}/negar`)).toHaveLength(0);
    await waitFor(() =>
      expect(within(panel).getByLabelText('Situação: Na fila')).toBeInTheDocument(),
    );
    expect(within(panel).queryByRole('button', { name: 'Aprovar' })).toBeNull();
  });

  it('says the run was approved even when a refresh shows it running before the answer', async () => {
    // The run's next step (another event) is read before this tab hears its answer.
    let answer!: () => void;
    let approved = false;
    const running = { ...waiting, status: 'running' as const };
    const { client } = renderAs(
      'admin',
      (url, init) => {
        if (init.method !== 'POST') return json(200, approved ? running : waiting);
        approved = true;
        return new Promise<Response>((resolve) => (answer = () => resolve(json(200, running))));
      },
      <RunDetail agentId={agentId(1)} runId={waiting.id} canDecide onClose={() => undefined} />,
    );
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Aprovar' }));
    await act(() =>
      client.invalidateQueries({ queryKey: agentsQueries.run(agentId(1), waiting.id).queryKey }),
    );
    await waitFor(() =>
      expect(within(panel).getByLabelText('Situação: Executando')).toBeInTheDocument(),
    );
    expect(within(panel).queryByRole('button', { name: 'Aprovar' })).toBeNull();

    answer();
    expect(await screen.findByText('Execução aprovada: o agente continua.')).toBeInTheDocument();
  });

  it('denies a waiting run only after confirming', async () => {
    const { fetch } = renderRun('owner', waiting, () =>
      json(200, { ...waiting, status: 'denied' }),
    );
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Negar' }));
    const confirm = screen.getByRole('dialog', { name: 'Negar esta execução?' });
    expect(calls(fetch, 'POST', `${runUrl(waiting.id)}/negar`)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Negar' }));
    expect(await screen.findByText('Execução negada.')).toBeInTheDocument();
    expect(calls(fetch, 'POST', `${runUrl(waiting.id)}/negar`)).toHaveLength(1);
    expect(calls(fetch, 'POST', `${runUrl(waiting.id)}/aprovar`)).toHaveLength(0);
    await waitFor(() => expect(screen.getByLabelText('Situação: Negada')).toBeInTheDocument());
    // The decision box left with the focus in it: the focus is on the panel's new status.
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );
  });

  it('says in pt-BR why a decision was refused (someone decided first)', async () => {
    renderRun('admin', waiting, () =>
      json(409, { message: 'Esta execução não está aguardando aprovação.', code: 'conflict' }),
    );
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Aprovar' }));
    expect(
      await screen.findByText('Esta execução não está aguardando aprovação.'),
    ).toBeInTheDocument();
  });

  it('offers no decision to who may not decide', async () => {
    renderRun('admin', waiting, undefined, false);
    const panel = await openPanel();
    expect(panel).toHaveTextContent('Aguardando aprovação');
    expect(within(panel).queryByRole('button', { name: 'Aprovar' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Negar' })).toBeNull();
  });
});
