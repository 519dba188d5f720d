import { CODEX_NAME_MAX, type CodexBodyNode } from '@orbita/contracts/codex';
import { ENTRY_LINK_NODE } from '@orbita/contracts/codex/rich-text';
import type { CodexSnapshot, CodexSnapshotEntry } from '@orbita/contracts/structures';
import { eq } from 'drizzle-orm';
import { joinedContext } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import { inWorkspace } from '../../platform/scope';
import type { TemplateKind } from '../../platform/templates';
import { codexEntries } from './schema';
import { createCodex, createEntry, getCodex, setNewEntryBody, treeOrder } from './service';

/** A link to another entry of the same codex, by its place in the tree order: `#<n>`. */
const portableRef = (index: number) => `#${index}`;

/**
 * `body` with every `[[` entry link re-pointed through `target` (an id → another id); a link
 * `target` does not know (an entry outside the codex, or deleted) becomes its text, as the
 * codex itself shows it. `linked` says whether any link was kept.
 */
function repoint(
  body: CodexBodyNode,
  target: (id: string) => string | undefined,
): { body: CodexBodyNode; linked: boolean } {
  let linked = false;
  const walk = (node: CodexBodyNode): CodexBodyNode => {
    if (node.type === ENTRY_LINK_NODE) {
      const to = target(String(node.attrs?.entryId ?? ''));
      if (to !== undefined) {
        linked = true;
        return { ...node, attrs: { ...node.attrs, entryId: to } };
      }
      return { type: 'text', text: String(node.attrs?.title ?? '') || '[[?]]' };
    }
    return node.content ? { ...node, content: node.content.map(walk) } : node;
  };
  return { body: walk(body), linked };
}

/**
 * A codex as a structure (modules/structures): its description, icon and whole entry tree
 * (titles and rich-text bodies; `[[` links between its own entries kept, pointed at the
 * copies). Revisions and search data are not copied: a new codex from it goes through the
 * module's own `createCodex` and `createEntry` (sanitized bodies, links, first revisions,
 * events), then `setNewEntryBody` for the bodies that link to entries made after them.
 */
export const codexTemplate: TemplateKind<'codex'> = {
  createPath: '/api/app/codex/codices',
  snapshot: async (tx, _env, member, id) => {
    const codex = await getCodex(tx, member, id).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    });
    if (!codex) return null;
    const rows = treeOrder(
      await tx
        .select({
          id: codexEntries.id,
          parentId: codexEntries.parentId,
          position: codexEntries.position,
          title: codexEntries.title,
          body: codexEntries.body,
        })
        .from(codexEntries)
        .where(inWorkspace(codexEntries, member, eq(codexEntries.codexId, id))),
    );
    const order = new Map(rows.map((r, i) => [r.id, portableRef(i)]));
    const nodes = new Map<string, CodexSnapshotEntry>();
    const roots: CodexSnapshotEntry[] = [];
    for (const row of rows) {
      const node: CodexSnapshotEntry = {
        title: row.title,
        body: repoint(row.body, (to) => order.get(to)).body as CodexSnapshotEntry['body'],
        children: [],
      };
      nodes.set(row.id, node);
      const parent = row.parentId ? nodes.get(row.parentId) : undefined;
      (parent ? parent.children : roots).push(node);
    }
    const data: CodexSnapshot = {
      description: codex.description,
      icon: codex.icon,
      entries: roots,
    };
    return { name: codex.name, data };
  },
  instantiate: async (tx, _env, target, data) => {
    const ctx = joinedContext(tx);
    const codex = await createCodex(ctx, target, {
      name: target.name.slice(0, CODEX_NAME_MAX).trim(),
      description: data.description,
      ...(data.icon ? { icon: data.icon } : {}),
    });
    // Tree order, parents first: the n-th entry made is `#n` of the links.
    const made: string[] = [];
    const linking: { id: string; body: CodexBodyNode }[] = [];
    const add = async (entries: CodexSnapshotEntry[], parentId: string | null) => {
      for (const entry of entries) {
        const index = made.length;
        made.push('');
        const { linked } = repoint(entry.body as CodexBodyNode, (to) => to);
        const created = await createEntry(ctx, target, codex.id, {
          title: entry.title,
          parentId,
          body: linked ? { type: 'doc', content: [] } : (entry.body as CodexBodyNode),
        });
        made[index] = created.id;
        if (linked) linking.push({ id: created.id, body: entry.body as CodexBodyNode });
        await add(entry.children, created.id);
      }
    };
    await add(data.entries, null);
    for (const { id, body } of linking) {
      const ref = (to: string) =>
        /^#\d+$/.test(to) ? made[Number(to.slice(1))] || undefined : undefined;
      await setNewEntryBody(tx, target, id, repoint(body, ref).body);
    }
    return { id: codex.id };
  },
};
