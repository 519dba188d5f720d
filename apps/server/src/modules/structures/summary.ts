import type { StructureKind, StructureSnapshots } from '@orbita/contracts/structures';

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

type Tree = { children: Tree[] };
const nodesIn = (node: Tree): number => 1 + node.children.reduce((n, c) => n + nodesIn(c), 0);

/** What a snapshot holds, in words (lists and version histories show it). */
export function summarize<K extends StructureKind>(kind: K, data: StructureSnapshots[K]): string {
  switch (kind) {
    case 'lista': {
      const d = data as StructureSnapshots['lista'];
      return `${count(d.fields.length, 'campo', 'campos')}, ${count(d.formulas.length, 'fórmula', 'fórmulas')}`;
    }
    case 'processo': {
      const d = data as StructureSnapshots['processo'];
      const limited = d.stages.filter((s) => s.wipLimit !== null).length;
      return `${count(d.stages.length, 'etapa', 'etapas')}, ${count(limited, 'com limite', 'com limite')}`;
    }
    case 'mapa': {
      const d = data as StructureSnapshots['mapa'];
      return count(nodesIn(d.root), 'nó', 'nós');
    }
    case 'pagina': {
      const d = data as StructureSnapshots['pagina'];
      return count(d.blocks.length, 'bloco', 'blocos');
    }
    case 'codex': {
      const d = data as StructureSnapshots['codex'];
      return count(
        d.entries.reduce((n, e) => n + nodesIn(e), 0),
        'entrada',
        'entradas',
      );
    }
    case 'jogo': {
      const d = data as StructureSnapshots['jogo'];
      return `${count(d.missions.length, 'missão', 'missões')}, ${count(d.levels.length, 'nível', 'níveis')}, ${count(d.trophies.length, 'troféu', 'troféus')}`;
    }
  }
  return '';
}
