import {
  CODEX_BODY_BYTES_MAX,
  CODEX_LINKS_MAX,
  codexMessages,
  type CodexBodyNode,
} from '@orbita/contracts/codex';
import { codexExtensions, ENTRY_LINK_NODE, isEntryId } from '@orbita/contracts/codex/rich-text';
import { isEmbedValid, isSafeImageSrc, isSafeLinkHref } from '@orbita/contracts/rich-text';
import { getSchema } from '@tiptap/core';
import { AppError } from '../../platform/errors';

/**
 * An entry's body on the server: TipTap JSON in the codex schema
 * (`@orbita/contracts/codex/rich-text`). Whatever a client sends is rebuilt through
 * ProseMirror's own schema (`nodeFromJSON` + `check`), so only the schema's nodes, marks and
 * attributes survive; links and images whose address is not safe, embeds that are not a
 * valid video and entry links without a well-formed id are dropped on top of that.
 */
export const codexSchema = getSchema(codexExtensions());

/** A request the codex cannot take as sent (422, pt-BR). */
export const refuse = (message: string) => new AppError(422, 'validation', message);

export const emptyBody = (): CodexBodyNode => ({ type: 'doc', content: [{ type: 'paragraph' }] });

/** Keeps what the schema knows and what is safe (unknown nodes go with their content). */
function prune(node: CodexBodyNode): CodexBodyNode | null {
  if (!node || typeof node !== 'object' || typeof node.type !== 'string') return null;
  if (!codexSchema.nodes[node.type]) return null;
  const attrs = (node.attrs ?? {}) as Record<string, unknown>;
  if (node.type === 'image' && !isSafeImageSrc(attrs.src as string)) return null;
  if (node.type === 'embed' && !isEmbedValid(attrs.provider, attrs.videoId)) return null;
  if (node.type === ENTRY_LINK_NODE && !isEntryId(attrs.entryId)) return null;
  if (node.type === 'text' && (typeof node.text !== 'string' || node.text === '')) return null;
  const pruned: CodexBodyNode = { type: node.type };
  if (node.attrs && typeof node.attrs === 'object') pruned.attrs = node.attrs;
  if (node.type === 'text') pruned.text = node.text;
  if (Array.isArray(node.marks))
    pruned.marks = node.marks.filter(
      (m) =>
        m &&
        typeof m.type === 'string' &&
        Boolean(codexSchema.marks[m.type]) &&
        (m.type !== 'link' || isSafeLinkHref((m.attrs as { href?: string } | undefined)?.href)),
    );
  if (Array.isArray(node.content))
    pruned.content = node.content
      .map(prune)
      .filter((child): child is CodexBodyNode => child !== null);
  return pruned;
}

/** A sanitized body, its plain text and the distinct entries it links to (in order). */
export interface CleanBody {
  body: CodexBodyNode;
  text: string;
  linkIds: string[];
}

/**
 * The plain text of a ProseMirror document: blocks on their own lines, an entry link as its
 * title, a hard break as a space.
 */
function textOf(doc: ReturnType<typeof codexSchema.nodeFromJSON>): string {
  return doc
    .textBetween(0, doc.content.size, '\n', (leaf) =>
      leaf.type.name === ENTRY_LINK_NODE
        ? String(leaf.attrs.title ?? '')
        : leaf.type.name === 'hardBreak'
          ? ' '
          : '',
    )
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/**
 * Sanitizes a body a client sent (or an import produced): 422 when it is too large or is not
 * a document the schema accepts even after pruning, never a 500.
 */
export function cleanBody(input: CodexBodyNode): CleanBody {
  if (JSON.stringify(input).length > CODEX_BODY_BYTES_MAX) throw refuse(codexMessages.bodyTooLarge);
  const pruned = prune(input);
  if (!pruned || pruned.type !== 'doc') throw refuse(codexMessages.bodyInvalid);
  if (!pruned.content?.length) pruned.content = [{ type: 'paragraph' }];
  let doc;
  try {
    doc = codexSchema.nodeFromJSON(pruned);
    doc.check();
  } catch {
    throw refuse(codexMessages.bodyInvalid);
  }
  const linkIds: string[] = [];
  doc.descendants((node) => {
    if (node.type.name === ENTRY_LINK_NODE) {
      const id = String(node.attrs.entryId);
      if (!linkIds.includes(id)) linkIds.push(id);
    }
    return true;
  });
  if (linkIds.length > CODEX_LINKS_MAX) throw refuse(codexMessages.linksTooMany);
  return { body: doc.toJSON() as CodexBodyNode, text: textOf(doc), linkIds };
}

/**
 * The body with every entry link pointing at an entry of `titles` (same codex) showing its
 * current title, and every other one (a deleted entry, another codex's) turned into its text.
 */
export function resolveLinks(body: CodexBodyNode, titles: Map<string, string>): CodexBodyNode {
  const walk = (node: CodexBodyNode): CodexBodyNode => {
    if (node.type === ENTRY_LINK_NODE) {
      const id = String(node.attrs?.entryId ?? '');
      const title = titles.get(id);
      if (title !== undefined) return { ...node, attrs: { ...node.attrs, entryId: id, title } };
      const text = String(node.attrs?.title ?? '') || '[[?]]';
      return { type: 'text', text };
    }
    return node.content ? { ...node, content: node.content.map(walk) } : node;
  };
  return walk(body);
}
