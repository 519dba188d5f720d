import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { dateTime } from '../lib/format';
import { AgentsPage } from './agents-page';
import {
  agentId,
  at,
  calls,
  listUrl,
  renderAs as renderPageAs,
  screenWidth,
  testAgent,
  urlOf,
} from './test-agents';

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

const renderAs = (
  role: Parameters<typeof renderPageAs>[0],
  handler: Parameters<typeof renderPageAs>[1],
  wide = false,
) => {
  screenWidth(wide);
  return renderPageAs(role, handler, <AgentsPage />);
};
const page = (items: ReturnType<typeof testAgent>[], nextCursor: string | null = null) =>
  json(200, { items, nextCursor });

const busy = testAgent(1, 'Avisar quando concluir', {
  stats: { runs24h: 12, failed24h: 1, waiting: 2, lastRunAt: at, lastStatus: 'succeeded' },
});
const scheduled = testAgent(2, 'Resumo semanal', {
  enabled: false,
  trigger: { kind: 'schedule', cron: '0 9 * * 1' },
});

describe('AgentsPage', { timeout: 30_000 }, () => {
  it('shows each agent on a phone: trigger in words, on/off, last run, the day and waiting approvals', async () => {
    renderAs('admin', () => page([busy, scheduled]));
    expect(screen.getByRole('status', { name: 'Carregando agentes' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first, second] = cards;
    expect(within(first!).getByRole('link', { name: 'Avisar quando concluir' })).toHaveAttribute(
      'href',
      `/conta/agente/${agentId(1)}`,
    );
    expect(first).toHaveTextContent('Quando: Tarefa concluída');
    expect(first).toHaveTextContent(dateTime(at));
    expect(within(first!).getByLabelText('Situação: Concluída')).toBeInTheDocument();
    expect(first).toHaveTextContent(`Última execução ${dateTime(at)}`);
    expect(first).toHaveTextContent('Últimas 24 h: 12 execuções · 8% com falha');
    expect(first).toHaveTextContent('2 aguardando aprovação');
    expect(
      within(first!).getByRole('switch', { name: 'Ativo: Avisar quando concluir' }),
    ).toBeChecked();

    expect(second).toHaveTextContent('Toda segunda às 9h');
    expect(second).toHaveTextContent('Nunca executado');
    expect(second).toHaveTextContent('0 execuções');
    expect(second).not.toHaveTextContent('aguardando aprovação');
    expect(
      within(second!).getByRole('switch', { name: 'Ativo: Resumo semanal' }),
    ).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Novo agente' })).toHaveAttribute(
      'href',
      '/conta/agente',
    );
  });

  it('is a table on a wide screen', async () => {
    renderAs('owner', () => page([busy, scheduled]), true);
    const table = await screen.findByRole('table', { name: 'Agentes' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Nome', 'Gatilho', 'Ativo', 'Última execução', 'Últimas 24 h']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Avisar quando concluir');
    expect(rows[0]).toHaveTextContent('12 execuções · 8% com falha');
  });

  it('turns an agent off at the click, holding it until the save answers', async () => {
    let answer: (r: Response) => void = () => undefined;
    const { fetch } = renderAs('admin', (_, init) =>
      init.method === 'PATCH'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : page([busy]),
    );
    const box = await screen.findByRole('switch', { name: 'Ativo: Avisar quando concluir' });
    await userEvent.click(box);
    // The switch follows the click before the server answers.
    expect(box).not.toBeChecked();
    await waitFor(() => expect(calls(fetch, 'PATCH', `${listUrl}/${agentId(1)}`)).toHaveLength(1));
    expect(calls(fetch, 'PATCH', `${listUrl}/${agentId(1)}`)[0]!.body).toEqual({
      enabled: false,
      version: 1,
    });
    answer(json(200, { ...busy, enabled: false, version: 2 }));
    expect(await screen.findByText('Agente desativado.')).toBeInTheDocument();
    expect(box).not.toBeChecked();
  });

  it('teaches what agents are when there are none, and offers the first', async () => {
    renderAs('admin', () => page([]));
    expect(await screen.findByText('Nenhum agente ainda')).toBeInTheDocument();
    expect(
      screen.getByText(/Crie o primeiro: quando uma tarefa for concluída/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar o primeiro agente' })).toHaveAttribute(
      'href',
      '/conta/agente',
    );
  });

  it('tells an Editor that Admins manage agents, and asks the server nothing', async () => {
    const { fetch } = renderAs('editor', () => page([busy]));
    expect(
      await screen.findByText('Só Admins e o Principal gerenciam os agentes desta conta.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Novo agente' })).toBeNull();
    expect(calls(fetch, 'GET', listUrl)).toHaveLength(0);
  });

  it("shows the server's message, tries again, and loads more with the cursor", async () => {
    let fail = true;
    const { fetch } = renderAs('admin', (url) => {
      if (fail) return json(500, { message: 'Serviço indisponível.', code: 'internal' });
      return urlOf(url).searchParams.get('cursor') === 'c2'
        ? page([scheduled])
        : page([busy], 'c2');
    });
    expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(calls(fetch, 'GET', listUrl).map((c) => c.url.searchParams.get('cursor'))).toContain(
      'c2',
    );
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });
});
