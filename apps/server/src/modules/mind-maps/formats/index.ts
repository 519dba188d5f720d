import type { MapLayout, TreeNode } from '@orbita/contracts/mind-map-doc';
import type {
  MindMapExportFile,
  MindMapExportFormat,
  MindMapImportFormat,
} from '@orbita/contracts/mind-maps';
import { exportFreemind, importFreemind } from './freemind';
import { assertWithinLimits, type ImportedMap } from './imported';
import { exportJson, importJson } from './json';
import { exportMarkdown, importMarkdown } from './markdown';
import { exportOpml, importOpml } from './opml';

/**
 * Import and export of a map's tree, pure functions over the one map model (`TreeNode` out
 * of `readTree`, `OutlineNode` into `insertOutline`). Every importer treats its input as
 * hostile: no recursion over the input, the map limits checked before anything is built
 * into a document, XML without DOCTYPE/entities, every refusal a 422 in pt-BR.
 */
export { importInvalid, importInvalidCode, type ImportedMap } from './imported';

const importers: Record<MindMapImportFormat, (content: string) => ImportedMap> = {
  json: importJson,
  opml: importOpml,
  markdown: importMarkdown,
  freemind: importFreemind,
};

export function importMapFile(format: MindMapImportFormat, content: string): ImportedMap {
  // A byte-order mark is what some editors save first; no format wants it.
  const imported = importers[format](content.replace(/^\uFEFF/, ''));
  assertWithinLimits(imported.root);
  return imported;
}

/** A file name from the title: letters, digits and dashes, never empty. */
export function fileBaseName(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return base || 'mapa';
}

export function exportMapFile(
  format: MindMapExportFormat,
  map: { title: string; layout: MapLayout; root: TreeNode },
): MindMapExportFile {
  const base = fileBaseName(map.title);
  switch (format) {
    case 'json':
      return {
        fileName: `${base}.json`,
        mimeType: 'application/json',
        content: exportJson(map.title, map.layout, map.root),
      };
    case 'opml':
      return {
        fileName: `${base}.opml`,
        mimeType: 'text/x-opml',
        content: exportOpml(map.title, map.root),
      };
    case 'markdown':
      return {
        fileName: `${base}.md`,
        mimeType: 'text/markdown',
        content: exportMarkdown(map.root),
      };
    case 'freemind':
      return {
        fileName: `${base}.mm`,
        mimeType: 'application/x-freemind',
        content: exportFreemind(map.root),
      };
  }
}
