import {
  addChild,
  initMap,
  readTree,
  ROOT_ID,
  updateNode,
  type TreeNode,
} from '@orbita/contracts/mind-map-doc';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { MapEditor } from './map-editor';

/** Text of each node, nested: ['Centro', [['a', []], …]] reads badly; an outline reads well. */
function outline(node: TreeNode, depth = 0): string[] {
  return [
    `${'  '.repeat(depth)}${node.text}`,
    ...node.children.flatMap((c) => outline(c, depth + 1)),
  ];
}

function setup(readOnly = false, prepare?: (doc: Y.Doc) => void) {
  const doc = new Y.Doc();
  initMap(doc, 'Centro');
  prepare?.(doc);
  render(<MapEditor doc={doc} readOnly={readOnly} title="Plano" height={600} />);
  const tree = screen.getByRole('tree', { name: 'Mapa mental: Plano' });
  act(() => tree.focus());
  return { doc, tree, user: userEvent.setup() };
}

describe('MapEditor keyboard', () => {
  it('builds a branch with Tab, Enter and typing, then undoes and redoes my steps', async () => {
    const { doc, tree, user } = setup();
    await user.keyboard('{Tab}Ideias{Enter}');
    expect(tree).toHaveFocus();
    await user.keyboard('{Tab}Primeira{Enter}{Enter}Segunda{Enter}');
    await user.keyboard('{Enter}Terceira{Tab}Neta{Enter}');
    expect(outline(readTree(doc))).toEqual([
      'Centro',
      '  Ideias',
      '    Primeira',
      '    Segunda',
      '    Terceira',
      '      Neta',
    ]);
    expect(screen.getByRole('treeitem', { name: 'Neta' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('treeitem', { name: 'Terceira' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.keyboard('{Control>}z{/Control}'); // the text "Neta"
    await user.keyboard('{Control>}z{/Control}'); // the node itself
    expect(outline(readTree(doc)).at(-1)).toBe('    Terceira');
    await user.keyboard('{Control>}y{/Control}{Control>}{Shift>}z{/Shift}{/Control}');
    expect(outline(readTree(doc)).at(-1)).toBe('      Neta');
  });

  it('arrows move the selection, Space folds, F2 edits, Esc cancels, Delete removes (never the root)', async () => {
    let a = '';
    const { doc, tree, user } = setup(false, (d) => {
      a = addChild(d, ROOT_ID, 'A');
      addChild(d, a, 'A1');
      addChild(d, ROOT_ID, 'B');
    });
    await user.keyboard('{Delete}');
    expect(screen.getByRole('status')).toHaveTextContent('A ideia central não pode ser excluída.');
    await user.keyboard('{ArrowRight}'); // both sides: A goes right
    expect(tree).toHaveAttribute('aria-activedescendant', `mm-node-${a}`);
    await user.keyboard(' ');
    expect(screen.getByRole('treeitem', { name: 'A' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: 'A1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mostrar 1 ideia escondida' })).toBeInTheDocument();
    await user.keyboard('{F2}');
    const box = screen.getByRole('textbox', { name: 'Texto da ideia' });
    expect(box).toHaveValue('A');
    await user.keyboard(' mudado{Escape}');
    expect(readTree(doc).children[0]!.text).toBe('A');
    await user.keyboard('x{Enter}');
    expect(readTree(doc).children[0]!.text).toBe('x');
    await user.keyboard('{Delete}');
    expect(outline(readTree(doc))).toEqual(['Centro', '  B']);
  });

  it('Ctrl+Z takes back only my edits, not what someone else wrote meanwhile', async () => {
    const { doc, user } = setup();
    await user.keyboard('{Tab}Minha{Enter}');
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
    addChild(other, ROOT_ID, 'Da colega');
    act(() => Y.applyUpdate(doc, Y.encodeStateAsUpdate(other), 'remote'));
    await user.keyboard('{Control>}z{/Control}{Control>}z{/Control}');
    expect(outline(readTree(doc))).toEqual(['Centro', '  Da colega']);
  });

  it('pasting an indented list makes a branch under the selected idea', () => {
    const { doc, tree } = setup();
    fireEvent.paste(tree, {
      clipboardData: { getData: () => '- Viagem\n  - Passagens\n  - Hotel\n- Orçamento' },
    });
    expect(outline(readTree(doc))).toEqual([
      'Centro',
      '  Viagem',
      '    Passagens',
      '    Hotel',
      '  Orçamento',
    ]);
  });

  it('copy puts the selected branch on the clipboard as a Markdown outline; paste brings it back with its colour', async () => {
    const { doc, tree, user } = setup(false, (d) => {
      const a = addChild(d, ROOT_ID, 'Ramo');
      addChild(d, a, 'Folha');
      updateNode(d, a, { color: '#B91C1C' });
    });
    await user.keyboard('{ArrowRight}');
    const data = new Map<string, string>();
    fireEvent.copy(tree, { clipboardData: { setData: (t: string, v: string) => data.set(t, v) } });
    expect(data.get('text/plain')).toBe('- Ramo\n  - Folha\n');
    await user.keyboard('{ArrowLeft}');
    fireEvent.paste(tree, { clipboardData: { getData: () => data.get('text/plain') } });
    const copies = readTree(doc).children.filter((c) => c.text === 'Ramo');
    expect(copies).toHaveLength(2);
    expect(copies[1]!.color).toBe('#B91C1C');
    expect(copies[1]!.children.map((c) => c.text)).toEqual(['Folha']);
  });

  it('read-only (Observador): moves around but writes nothing', async () => {
    const { doc, tree, user } = setup(true, (d) => void addChild(d, ROOT_ID, 'A'));
    await user.keyboard('{Tab}x{Enter}{Delete} ');
    fireEvent.paste(tree, { clipboardData: { getData: () => '- nova' } });
    expect(outline(readTree(doc))).toEqual(['Centro', '  A']);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Desfazer' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Disposição' })).toBeInTheDocument();
  });
});
