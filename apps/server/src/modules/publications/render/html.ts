import { PUBLICATION_BODY_FIELD } from '@orbita/contracts/publications';
import { richTextExtensions } from '@orbita/contracts/rich-text';
import { getSchema, type JSONContent } from '@tiptap/core';
import { generateHTML } from '@tiptap/html/server';
import { yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import sanitizeHtml from 'sanitize-html';
import type * as Y from 'yjs';
import { sanitizeRichHtml } from './sanitize';

const extensions = richTextExtensions();
const schema = getSchema(extensions);
const BLOCK_TEXT_SEPARATOR = '\n';

/**
 * Keeps only what the schema knows: a collaboration client may send any XML element (a
 * `script` node, a mark named `onclick`), and an unknown type would make ProseMirror throw.
 * Unknown nodes are dropped with their content; unknown marks are dropped from their text.
 */
export function pruneToSchema(node: JSONContent): JSONContent | null {
  if (!node.type || !schema.nodes[node.type]) return null;
  const pruned: JSONContent = { ...node };
  if (node.marks) pruned.marks = node.marks.filter((m) => Boolean(schema.marks[m.type]));
  if (node.content)
    pruned.content = node.content
      .map(pruneToSchema)
      .filter((child): child is JSONContent => child !== null);
  return pruned;
}

/** The plain text of a body: blocks on their own lines (search, diffs, excerpts). */
export function plainTextOf(doc: JSONContent): string {
  const lines: string[] = [];
  let line = '';
  const walk = (node: JSONContent) => {
    if (node.type === 'text') line += node.text ?? '';
    else if (node.type === 'hardBreak') line += ' ';
    node.content?.forEach(walk);
    if (node.type && node.type !== 'text' && schema.nodes[node.type]?.isBlock && line) {
      lines.push(line.trim());
      line = '';
    }
  };
  walk(doc);
  if (line) lines.push(line.trim());
  return lines.filter(Boolean).join(BLOCK_TEXT_SEPARATOR);
}

/** A body's ProseMirror JSON, pruned to the schema. */
export function bodyJsonOf(doc: Y.Doc): JSONContent {
  const json = yXmlFragmentToProsemirrorJSON(doc.getXmlFragment(PUBLICATION_BODY_FIELD));
  return pruneToSchema({ type: 'doc', ...json, content: json.content ?? [] }) ?? { type: 'doc' };
}

/**
 * A JSON body as sanitized HTML. Should the schema still refuse it (an attribute no
 * renderer expects), its text is served as escaped paragraphs instead: never a 500.
 */
export function htmlOfJson(json: JSONContent): string {
  let html: string;
  try {
    html = generateHTML(json, extensions);
  } catch {
    html = plainTextOf(json)
      .split(BLOCK_TEXT_SEPARATOR)
      .map((p) => `<p>${sanitizeHtml(p, { allowedTags: [], allowedAttributes: {} })}</p>`)
      .join('');
  }
  return sanitizeRichHtml(html);
}

/** What publishing and the readers need of a body: sanitized HTML and its plain text. */
export function renderBody(doc: Y.Doc): { html: string; text: string } {
  const json = bodyJsonOf(doc);
  return { html: htmlOfJson(json), text: plainTextOf(json) };
}
