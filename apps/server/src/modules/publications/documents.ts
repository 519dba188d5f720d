import type * as Y from 'yjs';
import type { Tx } from '../../platform/db/client';

/**
 * What this module needs of the collaboration layer (`app.collab`, platform/collab): the body
 * lives there as a Yjs document in room `publication:<id>` (XML fragment `body`). Named
 * structurally so the services and their tests depend on these calls only.
 */
export interface PublicationDocuments {
  /** A new publication's first content, written in the caller's transaction. */
  seed(tx: Tx, room: string, workspaceId: string, fn: (doc: Y.Doc) => void): Promise<void>;
  /** A copy of the current state (the caller destroys it). */
  read(room: string, workspaceId: string): Promise<Y.Doc>;
  /** A server-side edit every open editor converges on (persisted, relayed). */
  change(
    room: string,
    workspaceId: string,
    actor: { userId: string } | null,
    fn: (doc: Y.Doc) => void,
  ): Promise<void>;
  /** Drops the document after its publication is deleted. */
  remove(room: string, workspaceId: string): Promise<void>;
}
