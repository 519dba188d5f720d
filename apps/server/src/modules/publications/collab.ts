import { can } from '@orbita/contracts';
import { PUBLICATION_BODY_FIELD } from '@orbita/contracts/publications';
import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import type { CollabAccess } from '../../platform/collab';
import type { Queryable } from '../../platform/db/client';
import { inWorkspace, visibleInWorkspace, type MemberContext } from '../../platform/scope';
import { publications } from './schema';

/** "Nobody": a caller that names no person is a member of no hub. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * Who may open a publication's body live: editors and up edit, an Observador follows it
 * read-only, anyone else (a publication of another workspace, or one in a restricted hub the
 * person is not a member of — hub narrowing, as on the routes) is refused like a missing one.
 */
export async function publicationAccess(
  q: Queryable,
  member: Pick<MemberContext, 'workspaceId' | 'role'> & { userId?: string },
  id: string,
): Promise<CollabAccess | null> {
  const person = { ...member, userId: member.userId ?? NOBODY };
  const [row] = await q
    .select({ id: publications.id })
    .from(publications)
    .where(
      inWorkspace(
        publications,
        member,
        eq(publications.id, id),
        visibleInWorkspace(person, 'publicacao', publications.id),
      ),
    )
    .limit(1);
  if (!row) return null;
  return can(member.role, 'content.write') ? 'edit' : 'view';
}

/** A deep copy of an XML node (Yjs types cannot be inserted twice, nor across documents). */
function cloneNode(node: Y.XmlElement | Y.XmlText | Y.XmlHook): Y.XmlElement | Y.XmlText {
  if (node instanceof Y.XmlText) {
    const text = new Y.XmlText();
    text.applyDelta(node.toDelta());
    return text;
  }
  if (node instanceof Y.XmlElement) {
    const element = new Y.XmlElement(node.nodeName);
    for (const [key, value] of Object.entries(node.getAttributes()))
      element.setAttribute(key, value as string);
    element.insert(
      0,
      node.toArray().map((child) => cloneNode(child as Y.XmlElement | Y.XmlText)),
    );
    return element;
  }
  throw new Error('nó de documento não suportado');
}

/**
 * Makes `target`'s body equal `source`'s (restoring a version or a revision): every child
 * is deleted and clones of the source's are inserted, in one transaction, so every open
 * editor converges on it as on any other edit.
 */
export function restoreBody(target: Y.Doc, source: Y.Doc): void {
  const from = source.getXmlFragment(PUBLICATION_BODY_FIELD);
  const to = target.getXmlFragment(PUBLICATION_BODY_FIELD);
  target.transact(() => {
    if (to.length > 0) to.delete(0, to.length);
    to.insert(
      0,
      from.toArray().map((child) => cloneNode(child as Y.XmlElement | Y.XmlText)),
    );
  });
}
