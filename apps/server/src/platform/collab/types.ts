import type * as Y from 'yjs';
import type { Database } from '../db/client';
import type { MemberContext } from '../scope';

/** What a person may do with a document: edit it, only follow it live, or nothing (null). */
export type CollabAccess = 'edit' | 'view';

/** Nodes (keys of the document's top-level map) one update or one session touched. */
export interface ChangeSummary {
  added: string[];
  edited: string[];
  removed: string[];
}

/**
 * A kind of collaborative document, declared by its module in the manifest
 * (`defineModule({ …, collab: { kind: 'mind-map', access, restore } })`). Rooms are
 * `<kind>:<id>`; the platform never imports the module, it only calls these.
 */
export interface CollabKind {
  /** The room prefix, e.g. `mind-map`. Lower-case letters, digits and `-`. */
  kind: string;
  /**
   * May this member open record `id` of their workspace? 'edit', 'view' (Observador: sees
   * live, its updates are dropped) or null: refused exactly like a missing record.
   */
  access(ctx: MemberContext & { db: Database }, id: string): Promise<CollabAccess | null>;
  /** Makes `target` equal `source` (restoring a named version); a change like any other. */
  restore?(target: Y.Doc, source: Y.Doc): void;
  /**
   * The top-level Y.Map whose keys are the document's items, for "who changed what"
   * (default `nodes`); sessions count the keys added, removed and edited under it.
   */
  itemsMap?: string;
}

/** Who made a server-side change (null: the system, no session is recorded). */
export type CollabActor = { userId: string } | null;

export interface CollabVersion {
  id: string;
  name: string;
  createdBy: string | null;
  createdAt: Date;
}

export interface CollabSession {
  id: string;
  userId: string | null;
  startedAt: Date;
  endedAt: Date;
  updates: number;
  added: string[];
  edited: string[];
  removed: string[];
}
