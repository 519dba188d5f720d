import { CODEX_BODY_FIELD, codexEntryRoom, type CodexBodyNode } from '@orbita/contracts/codex';
import { prosemirrorJSONToYXmlFragment, yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import type * as Y from 'yjs';
import { seedCollabDocument, type CollabHub } from '../../platform/collab';
import type { Tx } from '../../platform/db/client';
import type { MemberContext } from '../../platform/scope';
import { codexSchema } from './body';

type Scope = Pick<MemberContext, 'workspaceId'>;

/*
 * An entry's live document (room `codex-entry:<id>`) as the codex service writes and reads
 * it. Apart from collab.ts (access and the settle step, which call the service) so the
 * service can seed and change documents without importing what imports it.
 */

/** Writes a TipTap JSON body into the document's body fragment (a diff on a live one). */
export function writeBody(doc: Y.Doc, body: CodexBodyNode): void {
  prosemirrorJSONToYXmlFragment(codexSchema, body, doc.getXmlFragment(CODEX_BODY_FIELD));
}

/** The document's body as TipTap JSON (not yet sanitized: `prepareBody` does that). */
export function readBody(doc: Y.Doc): CodexBodyNode {
  const json = yXmlFragmentToProsemirrorJSON(doc.getXmlFragment(CODEX_BODY_FIELD)) as CodexBodyNode;
  return json.content?.length ? json : { type: 'doc', content: [{ type: 'paragraph' }] };
}

/**
 * The entry's live document, seeded from its stored body when it has none yet: entries
 * made before bodies went live, and new ones (create, import, template) in their own
 * transaction. A concurrent first seed wins; both carry the same body.
 */
export function seedEntryDocument(
  tx: Tx,
  scope: Scope,
  entryId: string,
  body: CodexBodyNode,
  options: { replace?: boolean } = {},
): Promise<boolean> {
  return seedCollabDocument(
    tx,
    codexEntryRoom(entryId),
    scope.workspaceId,
    (doc) => writeBody(doc, body),
    options,
  );
}

/** What the service needs of `app.collab` (tests pass the app's). */
export type EntryDocuments = Pick<CollabHub, 'change' | 'remove'>;

export { codexEntryRoom };

/**
 * Deleted entries' live documents go too (after the delete committed: sockets still open on
 * them close as for a missing entry). A failure is logged, the entries stay deleted.
 */
export async function removeEntryDocuments(
  docs: Pick<CollabHub, 'remove'>,
  scope: Scope,
  ids: string[],
  log: { error(obj: object, msg: string): void },
): Promise<void> {
  for (const id of ids)
    await docs.remove(codexEntryRoom(id), scope.workspaceId).catch((err: unknown) => {
      // An orphan document is unreachable (its entry is gone, access refuses it): only space.
      log.error({ err, entryId: id }, 'codex: falha ao remover o documento ao vivo');
    });
}
