import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  MapLimitError,
  ROOT_ID,
  addChild,
  addSibling,
  deleteNodes,
  getLayout,
  initMap,
  insertOutline,
  moveNode,
  nodeCount,
  parseMarkdownOutline,
  readTree,
  replaceContent,
  safeLink,
  setLayout,
  toMarkdownOutline,
  toOutline,
  updateNode,
  type TreeNode,
} from './index';

function newMap(text = 'Ideias'): Y.Doc {
  const doc = new Y.Doc();
  initMap(doc, text);
  return doc;
}

/** Two replicas of one map, exchanging updates only when told to (offline until then). */
function pair(): [Y.Doc, Y.Doc, () => void] {
  const a = newMap();
  const b = new Y.Doc();
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  const sync = () => {
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
  };
  return [a, b, sync];
}

const texts = (node: TreeNode): unknown => [node.text, node.children.map(texts)];

describe('mind map document', () => {
  it('adds children and siblings in order', () => {
    const doc = newMap();
    const a = addChild(doc, ROOT_ID, 'A');
    const c = addChild(doc, ROOT_ID, 'C');
    addSibling(doc, a, 'B');
    addChild(doc, c, 'C1');
    addChild(doc, ROOT_ID, 'Z', 0);
    expect(texts(readTree(doc))).toEqual([
      'Ideias',
      [
        ['Z', []],
        ['A', []],
        ['B', []],
        ['C', [['C1', []]]],
      ],
    ]);
    expect(nodeCount(doc)).toBe(6);
  });

  it('refuses to move the root or a node into its own branch', () => {
    const doc = newMap();
    const a = addChild(doc, ROOT_ID, 'A');
    const a1 = addChild(doc, a, 'A1');
    expect(moveNode(doc, ROOT_ID, a, 0)).toBe(false);
    expect(moveNode(doc, a, a1, 0)).toBe(false);
    expect(moveNode(doc, a, a, 0)).toBe(false);
    const b = addChild(doc, ROOT_ID, 'B');
    expect(moveNode(doc, a1, b, 0)).toBe(true);
    expect(texts(readTree(doc))).toEqual([
      'Ideias',
      [
        ['A', []],
        ['B', [['A1', []]]],
      ],
    ]);
  });

  it('breaks a cycle of concurrent moves the same way on both replicas', () => {
    const [a, b, sync] = pair();
    const x = addChild(a, ROOT_ID, 'X');
    const y = addChild(a, ROOT_ID, 'Y');
    sync();
    expect(moveNode(a, x, y, 0)).toBe(true);
    expect(moveNode(b, y, x, 0)).toBe(true);
    sync();
    const tree = readTree(a);
    expect(readTree(b)).toEqual(tree);
    expect(nodeCount(a)).toBe(3); // nothing vanished
    const smallest = x < y ? x : y;
    expect(tree.children.map((c) => c.id)).toEqual([smallest]);
  });

  it('hides a branch added under a node deleted at the same time, on both replicas', () => {
    const [a, b, sync] = pair();
    const x = addChild(a, ROOT_ID, 'X');
    sync();
    deleteNodes(a, [x]);
    addChild(b, x, 'filho');
    sync();
    expect(readTree(a)).toEqual(readTree(b));
    expect(nodeCount(a)).toBe(1);
  });

  it('merges two people typing in one node', () => {
    const [a, b, sync] = pair();
    const x = addChild(a, ROOT_ID, 'plano');
    sync();
    updateNode(a, x, { text: 'plano de vendas' });
    updateNode(b, x, { text: 'novo plano' });
    sync();
    expect(readTree(a).children[0]!.text).toBe('novo plano de vendas');
    expect(readTree(b)).toEqual(readTree(a));
  });

  it('keeps only safe links, colours and icons, even when a client writes them raw', () => {
    const doc = newMap();
    const x = addChild(doc, ROOT_ID, 'X');
    updateNode(doc, x, { link: 'javascript:alert(1)', color: 'red;x', icon: '<b>' });
    let node = readTree(doc).children[0]!;
    expect([node.link, node.color, node.icon]).toEqual([null, null, null]);
    updateNode(doc, x, { link: 'www.exemplo.com.br', color: '#194DAF', icon: '⭐' });
    node = readTree(doc).children[0]!;
    expect([node.link, node.color, node.icon]).toEqual([
      'https://www.exemplo.com.br/',
      '#194DAF',
      '⭐',
    ]);
    const raw = doc.getMap<Y.Map<unknown>>('nodes').get(x)!;
    doc.transact(() => {
      raw.set('link', 'data:text/html,<script>');
      raw.set('text', 42);
      raw.set('collapsed', 'yes');
    });
    node = readTree(doc).children[0]!;
    expect([node.link, node.text, node.collapsed]).toEqual([null, '', false]);
    expect(safeLink('mailto:ana@exemplo.com')).toBe('mailto:ana@exemplo.com');
    expect(safeLink('http://intranet')).toBeNull();
    expect(safeLink('javascript://exemplo.com.br/%0Aalert(1)')).toBeNull();
  });

  it('reads a hostile chain deeper than the call stack without throwing', () => {
    const doc = newMap();
    const nodes = doc.getMap<Y.Map<unknown>>('nodes');
    doc.transact(() => {
      let parent = ROOT_ID;
      for (let i = 0; i < 12_000; i++) {
        const map = new Y.Map<unknown>();
        map.set('parent', parent);
        map.set('order', 'a0');
        nodes.set(`n${i}`, map);
        parent = `n${i}`;
      }
    });
    expect(nodeCount(doc)).toBe(12_001);
  });

  it('refuses to grow past the node limit with a message for the person', () => {
    const doc = newMap();
    const many = Array.from({ length: 5000 }, () => ({ text: 'x', children: [] }));
    expect(() => insertOutline(doc, ROOT_ID, many)).toThrow(MapLimitError);
    expect(() => insertOutline(doc, ROOT_ID, many)).toThrow('O mapa pode ter no máximo 5.000 nós.');
    expect(nodeCount(doc)).toBe(1);
  });

  it('pastes an indented Markdown outline as a branch and writes it back', () => {
    const outline = parseMarkdownOutline(
      '# Projeto\n- Escopo\n  - Requisitos\n\t- Riscos\n- Prazos\n1. Um\n2. **Dois**\n## Equipe\n* Ana\n',
    );
    expect(outline.map((n) => texts(n as TreeNode))).toEqual([
      [
        'Projeto',
        [
          ['Escopo', [['Requisitos', [['Riscos', []]]]]],
          ['Prazos', []],
          ['Um', []],
          ['Dois', []],
          ['Equipe', [['Ana', []]]],
        ],
      ],
    ]);
    const doc = newMap();
    insertOutline(doc, ROOT_ID, outline);
    const markdown = toMarkdownOutline(readTree(doc));
    expect(parseMarkdownOutline(markdown)).toEqual([toOutline(readTree(doc))]);
  });

  it('restores a version as edits both replicas converge on', () => {
    const [a, b, sync] = pair();
    const x = addChild(a, ROOT_ID, 'X');
    updateNode(a, x, { note: 'nota', color: '#0F766E' });
    setLayout(a, 'both');
    const version = new Y.Doc();
    Y.applyUpdate(version, Y.encodeStateAsUpdate(a));
    deleteNodes(a, [x]);
    addChild(a, ROOT_ID, 'Y');
    setLayout(a, 'left');
    sync();
    replaceContent(b, version);
    sync();
    expect(readTree(a)).toEqual(readTree(version));
    expect(getLayout(a)).toBe('both');
    expect(readTree(b)).toEqual(readTree(a));
  });

  it('converges after random concurrent edits on three replicas', () => {
    const replicas = [newMap()];
    for (let i = 0; i < 2; i++) {
      const doc = new Y.Doc();
      Y.applyUpdate(doc, Y.encodeStateAsUpdate(replicas[0]!));
      replicas.push(doc);
    }
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
    for (let round = 0; round < 6; round++) {
      for (const doc of replicas) {
        for (let i = 0; i < 30; i++) {
          const ids: string[] = [];
          const walk = (n: TreeNode) => (ids.push(n.id), n.children.forEach(walk));
          walk(readTree(doc));
          const op = random();
          if (op < 0.45) addChild(doc, pick(ids), `n${round}-${i}`);
          else if (op < 0.7) moveNode(doc, pick(ids), pick(ids), Math.floor(random() * 3));
          else if (op < 0.85) updateNode(doc, pick(ids), { text: `t${i}` });
          else deleteNodes(doc, [pick(ids)]);
        }
      }
      for (const from of replicas) {
        for (const to of replicas) if (from !== to) Y.applyUpdate(to, Y.encodeStateAsUpdate(from));
      }
      const first = readTree(replicas[0]!);
      for (const doc of replicas) expect(readTree(doc)).toEqual(first);
    }
  });
});
