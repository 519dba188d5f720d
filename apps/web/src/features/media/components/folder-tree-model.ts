import type { MediaFolder } from '../model';

export interface FolderNode {
  folder: MediaFolder;
  depth: number;
}

/**
 * The folders in tree order (each after its parent, siblings by name in pt-BR collation),
 * with their depth. A folder whose parent is gone shows at the top instead of vanishing.
 */
export function flattenFolders(
  folders: readonly MediaFolder[],
  collapsed: ReadonlySet<string> = new Set(),
): FolderNode[] {
  const ids = new Set(folders.map((f) => f.id));
  const children = new Map<string | null, MediaFolder[]>();
  for (const folder of folders) {
    const parent = folder.parentId && ids.has(folder.parentId) ? folder.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), folder]);
  }
  for (const list of children.values()) list.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  const out: FolderNode[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number) => {
    for (const folder of children.get(parent) ?? []) {
      if (seen.has(folder.id)) continue; // a cycle in bad data must not hang the screen
      seen.add(folder.id);
      out.push({ folder, depth });
      if (!collapsed.has(folder.id)) walk(folder.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** The folder and everything under it: where it cannot be moved to. */
export function descendantsOf(folders: readonly MediaFolder[], id: string): Set<string> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const f of folders)
      if (f.parentId && out.has(f.parentId) && !out.has(f.id)) {
        out.add(f.id);
        grew = true;
      }
  }
  return out;
}

/** "Fotos / Eventos / 2026": the path shown in the "Mover para…" choices. */
export function folderPath(folders: readonly MediaFolder[], id: string): string {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const names: string[] = [];
  let current = byId.get(id);
  while (current && names.length < 20) {
    names.unshift(current.name);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return names.join(' / ');
}
