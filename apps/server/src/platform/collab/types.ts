import type * as Y from 'yjs';
import type { Database, Tx } from '../db/client';
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
  /**
   * Data the module derives from the document (search text, links, revisions…) follows it
   * here: called with a copy of the document once a burst of persisted edits has gone quiet
   * (`limits.settleAfterMs`, at most `limits.settleMaxWaitMs` after the burst began), right
   * after every `change`/`restoreVersion`, and for pending bursts when the server closes.
   * It runs in a transaction of its own (`ctx.tx`); when it throws, the failure is logged
   * and the call is retried later with the same editors. The document's updates are
   * persisted before this is ever called, so a failing hook never loses an edit.
   */
  onSettled?(ctx: SettleContext, doc: Y.Doc): Promise<void>;
}

/** What `onSettled` is told: the room, its record and who edited in the burst. */
export interface SettleContext {
  tx: Tx;
  room: string;
  /** The record's id (the room's part after `<kind>:`). */
  id: string;
  workspaceId: string;
  /** People whose edits are in the burst, in the order they were persisted (none: system). */
  editors: string[];
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
