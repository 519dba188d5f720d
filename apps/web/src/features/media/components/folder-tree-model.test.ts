import { describe, expect, it } from 'vitest';
import type { MediaFolder } from '../model';
import { descendantsOf, flattenFolders, folderPath } from './folder-tree-model';

const f = (id: string, name: string, parentId: string | null = null): MediaFolder => ({
  id,
  version: 1,
  name,
  parentId,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});
const folders = [
  f('b', 'Vídeos'),
  f('a', 'Fotos'),
  f('c', 'Eventos', 'a'),
  f('d', 'Árvores', 'a'),
  f('e', '2026', 'c'),
];

describe('folder tree', () => {
  it('lists each folder after its parent, siblings in pt-BR order, with depth', () => {
    expect(flattenFolders(folders).map((n) => `${n.depth}:${n.folder.name}`)).toEqual([
      '0:Fotos',
      '1:Árvores',
      '1:Eventos',
      '2:2026',
      '0:Vídeos',
    ]);
  });

  it('hides the children of a collapsed folder', () => {
    expect(flattenFolders(folders, new Set(['a'])).map((n) => n.folder.name)).toEqual([
      'Fotos',
      'Vídeos',
    ]);
  });

  it('survives an orphan and a cycle', () => {
    const odd = [f('x', 'Órfã', 'gone'), f('p', 'P', 'q'), f('q', 'Q', 'p')];
    expect(flattenFolders(odd).map((n) => n.folder.name)).toEqual(['Órfã']);
  });

  it('knows where a folder cannot move (itself and below) and names its path', () => {
    expect([...descendantsOf(folders, 'a')].sort()).toEqual(['a', 'c', 'd', 'e']);
    expect(folderPath(folders, 'e')).toBe('Fotos / Eventos / 2026');
  });
});
