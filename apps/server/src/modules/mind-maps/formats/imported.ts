import { MAP_LIMITS, type MapLayout, type OutlineNode } from '@orbita/contracts/mind-map-doc';
import type { SidedOutline } from '../document';
import { AppError } from '../../../platform/errors';

/**
 * What every importer returns: the map's title and layout and its root as an outline (the
 * one map model's `OutlineNode`; its children are the map's branches). The service inserts
 * it into a new document with `initMap` + `insertOutline`.
 */
export interface ImportedMap {
  title: string;
  layout: MapLayout;
  /** First-level branches may keep their side of the root (JSON, FreeMind). */
  root: SidedOutline;
}

/** Code of a file that was read but cannot become a map (422): broken, hostile or too big. */
export const importInvalidCode = 'mind-maps.import_invalid';

/** A refusal of an uploaded file: 422 with a message for the person (pt-BR). */
export function importInvalid(message: string): AppError {
  return new AppError(422, importInvalidCode, message);
}

export const importMessages = {
  nodes: `O arquivo tem nós demais: um mapa pode ter no máximo ${MAP_LIMITS.nodes} nós.`,
  depth: `O arquivo tem níveis demais: um mapa pode ter no máximo ${MAP_LIMITS.depth} níveis.`,
  noNodes: 'O arquivo não tem nenhum tópico para importar.',
} as const;

/** Default title of a file without one. */
export const untitledImport = 'Mapa importado';

/**
 * Walks a tree some format produced (without recursion: the input is untrusted and may nest
 * deeper than the stack) and refuses it past the map limits, before anything is inserted.
 * The root counts as a node and as level 1, as in the editor.
 */
export function assertWithinLimits(root: OutlineNode): void {
  let count = 0;
  const stack: { node: OutlineNode; level: number }[] = [{ node: root, level: 1 }];
  while (stack.length > 0) {
    const { node, level } = stack.pop()!;
    count += 1;
    if (count > MAP_LIMITS.nodes) throw importInvalid(importMessages.nodes);
    if (level > MAP_LIMITS.depth) throw importInvalid(importMessages.depth);
    for (const child of node.children) stack.push({ node: child, level: level + 1 });
  }
}

/**
 * The root of a file whose top level has several topics: one topic is the root itself;
 * several hang under a new root named after the file's title.
 */
export function rootOf(top: OutlineNode[], title: string | null): OutlineNode {
  if (top.length === 0) throw importInvalid(importMessages.noNodes);
  if (top.length === 1) return top[0]!;
  return { text: title || untitledImport, children: top };
}

/** The title the new map takes: the file's, else its root's text, trimmed to the title limit. */
export function titleOf(fileTitle: string | null, root: OutlineNode): string {
  const title = (fileTitle?.trim() || root.text.trim() || untitledImport).replace(/\s+/g, ' ');
  return title.slice(0, 200);
}
