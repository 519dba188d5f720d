import { addChild, initMap, readTree, updateNode } from '@orbita/contracts/mind-map-doc';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { MapEditor } from './map-editor';

/** The editor with a root "Centro" and one idea "Pesquisa" (returned id). */
function setup(props: Partial<Parameters<typeof MapEditor>[0]> = {}) {
  const doc = new Y.Doc();
  initMap(doc, 'Centro');
  const id = addChild(doc, 'root', 'Pesquisa');
  const onNodeAction = vi.fn();
  render(
    <MapEditor
      doc={doc}
      readOnly={false}
      title="Plano"
      height={600}
      onNodeAction={onNodeAction}
      {...props}
    />,
  );
  act(() => screen.getByRole('tree', { name: 'Mapa mental: Plano' }).focus());
  return { doc, id, onNodeAction, user: userEvent.setup() };
}

const childrenOf = (doc: Y.Doc, text: string) =>
  readTree(doc)
    .children.find((c) => c.text === text)
    ?.children.map((c) => c.text);

async function menuAction(user: ReturnType<typeof userEvent.setup>, node: string, item: string) {
  fireEvent.contextMenu(screen.getByRole('treeitem', { name: node }));
  const menu = await screen.findByRole('menu', { name: 'Ações da ideia' });
  await user.click(within(menu).getByRole('menuitem', { name: item }));
}

describe('MapEditor node menu (long press / right click)', () => {
  it("runs the keyboard's commands on that node; details and convert go to the page", async () => {
    const { doc, id, onNodeAction, user } = setup();
    await menuAction(user, 'Pesquisa', 'Adicionar filho');
    // The new idea opens its text box, like Tab does.
    await user.keyboard('Fontes{Enter}');
    expect(childrenOf(doc, 'Pesquisa')).toEqual(['Fontes']);

    await menuAction(user, 'Fontes', 'Excluir');
    expect(childrenOf(doc, 'Pesquisa')).toEqual([]);

    await menuAction(user, 'Pesquisa', 'Detalhes');
    expect(onNodeAction).toHaveBeenLastCalledWith('details', id);
    await menuAction(user, 'Pesquisa', 'Converter em tarefas');
    expect(onNodeAction).toHaveBeenLastCalledWith('convert', id);
    expect(screen.getByRole('treeitem', { name: 'Pesquisa' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('offers an Observador only "Detalhes"', async () => {
    setup({ readOnly: true });
    fireEvent.contextMenu(screen.getByRole('treeitem', { name: 'Pesquisa' }));
    const menu = await screen.findByRole('menu', { name: 'Ações da ideia' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Detalhes']);
  });
});

describe('MapEditor task badges', () => {
  it("draws the page's badge for a linked node instead of the bare code", () => {
    const doc = new Y.Doc();
    initMap(doc, 'Centro');
    const linked = addChild(doc, 'root', 'Pesquisa');
    const plain = addChild(doc, 'root', 'Entrega');
    updateNode(doc, linked, { taskId: 't1', taskCode: 'PRJ-0001' });
    updateNode(doc, plain, { taskId: 't2', taskCode: 'PRJ-0002' });
    const badges = new Map([[linked, <span key="b">PRJ-0001 · Feito</span>]]);
    render(<MapEditor doc={doc} readOnly={false} title="Plano" height={600} badges={badges} />);
    const node = screen.getByRole('treeitem', { name: 'Pesquisa' });
    expect(within(node).getByText('PRJ-0001 · Feito')).toBeInTheDocument();
    expect(within(node).queryByText('PRJ-0001')).toBeNull();
    // Without a badge (links not loaded yet) the code the document holds still shows.
    expect(
      within(screen.getByRole('treeitem', { name: 'Entrega' })).getByText('PRJ-0002'),
    ).toBeInTheDocument();
  });
});
