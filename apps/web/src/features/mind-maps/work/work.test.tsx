import type { NodeLink } from '@orbita/contracts/mind-maps';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { realtimeEvents, WS_EVENT } from '../../../platform/realtime';
import { mapId, renderAs, urlOf, workspaceId } from '../pages/test-maps';
import { ConvertToWorkDialog, convertedText } from './convert-to-work-dialog';
import { NodeLinkBadge } from './node-link-badge';
import { useNodeLinks } from './use-node-links';

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

const listId = '11111111-1111-4111-8111-111111111111';
const taskId = '22222222-2222-4222-8222-222222222222';
const link = (status: 'todo' | 'done'): NodeLink => ({
  nodeId: 'n1',
  kind: 'task',
  recordId: taskId,
  code: 'TAR-0001',
  title: 'Pesquisar',
  status,
  statusLabel: status === 'done' ? 'Feito' : 'A fazer',
  color: status === 'done' ? '#2e7d32' : '#90a4ae',
  done: status === 'done',
  gone: false,
  listId,
});

/** The node badges as the editor would show them. */
function Badges({ id }: { id: string }) {
  const { byNode } = useNodeLinks(id);
  return (
    <ul aria-label="Nós ligados">
      {[...byNode.values()].map((l) => (
        <li key={l.nodeId}>
          <NodeLinkBadge link={l} />
        </li>
      ))}
    </ul>
  );
}

describe('nodes ↔ work', { timeout: 30_000 }, () => {
  it("a node's badge opens its task and turns done when a flow task changes (any tab)", async () => {
    let status: 'todo' | 'done' = 'todo';
    renderAs('editor', () => json(200, { links: [link(status)] }), <Badges id={mapId(1)} />);
    const badge = await screen.findByRole('link', { name: 'Abrir tarefa TAR-0001 · A fazer' });
    expect(badge).toHaveAttribute('href', `/flow/lista/${listId}?tarefa=${taskId}`);
    expect(badge).toHaveAttribute('data-link-status', 'todo');

    status = 'done';
    // This tab's own echo (origin = this tab) refreshes the badges too.
    act(() => {
      realtimeEvents.dispatchEvent(
        new CustomEvent(WS_EVENT, {
          detail: { type: 'updated', entity: 'flow-task', id: taskId, workspaceId, data: {} },
        }),
      );
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Abrir tarefa TAR-0001 · Feito' })).toHaveAttribute(
        'data-link-status',
        'done',
      ),
    );
  });

  it('converts the chosen nodes into tasks of a list, with sub-branches, in a column', async () => {
    const onClose = vi.fn();
    const { fetch } = renderAs(
      'editor',
      (url, init) => {
        const u = urlOf(url);
        if (u.pathname === '/api/app/flow/lists')
          return json(200, { items: [{ id: listId, name: 'Projeto' }] });
        if (init.method === 'POST')
          return json(200, { converted: [link('todo')], skipped: ['n2'] });
        return json(200, { links: [] });
      },
      <ConvertToWorkDialog mapId={mapId(1)} nodeIds={['n1', 'n2']} onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Converter em tarefas' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Converter' }));
    expect(await within(dialog).findByText('Escolha a lista das tarefas.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Lista' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Projeto' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fazendo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Converter' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fetch.mock.calls.find(([u]) => urlOf(u).pathname.endsWith('/nodes/convert'))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      nodeIds: ['n1', 'n2'],
      target: 'tasks',
      includeDescendants: true,
      listId,
      status: 'doing',
    });
    expect(convertedText({ converted: [link('todo')], skipped: ['n2'] }, 'tasks')).toBe(
      '1 tarefa criada; 1 nó já estava ligado e ficou como estava.',
    );
    expect(convertedText({ converted: [link('todo'), link('todo')], skipped: [] }, 'inbox')).toBe(
      '2 itens criados na caixa de entrada.',
    );
  });

  it('sends only the nodes to the inbox, and shows the server refusal', async () => {
    const { fetch } = renderAs(
      'editor',
      (url, init) => {
        if (urlOf(url).pathname === '/api/app/flow/lists') return json(200, { items: [] });
        if (init.method === 'POST')
          return json(422, {
            message: 'A ideia central não pode virar tarefa: escolha um ramo.',
            code: 'invalid',
          });
        return json(200, { links: [] });
      },
      <ConvertToWorkDialog mapId={mapId(1)} nodeIds={['root']} onClose={() => undefined} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Converter em tarefas' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Caixa de entrada' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Incluir os sub-ramos/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Converter' }));
    expect(
      await within(dialog).findByText('A ideia central não pode virar tarefa: escolha um ramo.'),
    ).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      nodeIds: ['root'],
      target: 'inbox',
      includeDescendants: false,
    });
  });
});
