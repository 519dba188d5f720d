import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import * as Y from 'yjs';
import type { AppContext } from '../context';
import { transaction } from '../db/transaction';
import type { Queryable, Tx } from '../db/client';
import { AppError } from '../errors';
import { inWorkspace } from '../scope';
import { collabDocuments, collabSessions, collabUpdates, collabVersions } from './schema';
import type { CollabSession, CollabVersion } from './types';

/** One row to append: a merged update of one origin and the items it touched. */
export interface UpdateRow {
  update: Uint8Array;
  userId: string | null;
  added: string[];
  edited: string[];
  removed: string[];
}

export interface StoreOptions {
  /** Edits of one person closer than this belong to the same editing session. */
  sessionGapMs: number;
  /** Item ids kept per session list (the rest are only counted as "more"). */
  maxItemsPerSession: number;
}

const notFound = () => AppError.notFound('Documento não encontrado.');

/**
 * PostgreSQL persistence of the collaborative documents: a compacted snapshot per room plus
 * the updates appended since. Every write goes through the kernel's `transaction`.
 */
export class CollabStore {
  constructor(
    private readonly ctx: AppContext,
    private readonly options: StoreOptions,
  ) {}

  /** Creates the room's row on first use; refuses (404) a room of another workspace. */
  async ensure(room: string, workspaceId: string): Promise<void> {
    await transaction(this.ctx, async (tx) => {
      await tx.insert(collabDocuments).values({ id: room, workspaceId }).onConflictDoNothing();
      await this.assertIn(tx, room, workspaceId);
    });
  }

  /** Whether the room's row exists, and in this workspace (reads only). */
  lookup(room: string, workspaceId: string): Promise<'mine' | 'other' | 'missing'> {
    return lookupRoom(this.ctx.db, room, workspaceId);
  }

  private async assertIn(q: Queryable, room: string, workspaceId: string): Promise<void> {
    const [row] = await q
      .select({ id: collabDocuments.id })
      .from(collabDocuments)
      .where(inWorkspace(collabDocuments, { workspaceId }, eq(collabDocuments.id, room)));
    if (!row) throw notFound();
  }

  /**
   * Snapshot + every remaining update, read in one repeatable-read snapshot so a compaction
   * committing meanwhile is seen entirely or not at all.
   */
  async load(room: string): Promise<Uint8Array[]> {
    return this.ctx.db.transaction(
      async (tx) => {
        const [doc] = await tx
          .select({ snapshot: collabDocuments.snapshot })
          .from(collabDocuments)
          .where(eq(collabDocuments.id, room));
        const rows = await tx
          .select({ update: collabUpdates.update })
          .from(collabUpdates)
          .where(eq(collabUpdates.room, room))
          .orderBy(asc(collabUpdates.id));
        return [...(doc?.snapshot ? [doc.snapshot] : []), ...rows.map((r) => r.update)];
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /** Appends the updates and counts them into their authors' editing sessions, in one transaction. */
  async append(room: string, rows: UpdateRow[]): Promise<void> {
    await transaction(this.ctx, async (tx) => {
      const sessions = new Map<string, string>();
      for (const userId of new Set(rows.map((r) => r.userId))) {
        if (!userId) continue;
        const mine = rows.filter((r) => r.userId === userId);
        sessions.set(userId, await this.countInSession(tx, room, userId, mine));
      }
      await tx.insert(collabUpdates).values(
        rows.map((r) => ({
          room,
          update: r.update,
          sessionId: r.userId ? (sessions.get(r.userId) ?? null) : null,
        })),
      );
      await tx
        .update(collabDocuments)
        .set({ updatedAt: new Date() })
        .where(eq(collabDocuments.id, room));
    });
  }

  private async countInSession(
    tx: Tx,
    room: string,
    userId: string,
    rows: UpdateRow[],
  ): Promise<string> {
    const ids = (pick: (r: UpdateRow) => string[]) =>
      JSON.stringify([...new Set(rows.flatMap(pick))]);
    const merge = (column: AnyPgColumn, list: string) =>
      sql`array(select distinct x from unnest(${column} || array(select jsonb_array_elements_text(${list}::jsonb))) x limit ${this.options.maxItemsPerSession})`;
    const [open] = await tx
      .select({ id: collabSessions.id })
      .from(collabSessions)
      .where(
        and(
          eq(collabSessions.room, room),
          eq(collabSessions.userId, userId),
          sql`${collabSessions.endedAt} > now() - make_interval(secs => ${this.options.sessionGapMs / 1000})`,
        ),
      )
      .orderBy(desc(collabSessions.endedAt))
      .limit(1)
      .for('update');
    if (open) {
      await tx
        .update(collabSessions)
        .set({
          endedAt: sql`now()`,
          updates: sql`${collabSessions.updates} + ${rows.length}`,
          added: merge(
            collabSessions.added,
            ids((r) => r.added),
          ),
          edited: merge(
            collabSessions.edited,
            ids((r) => r.edited),
          ),
          removed: merge(
            collabSessions.removed,
            ids((r) => r.removed),
          ),
        })
        .where(eq(collabSessions.id, open.id));
      return open.id;
    }
    const cap = (list: string[]) => [...new Set(list)].slice(0, this.options.maxItemsPerSession);
    const [created] = await tx
      .insert(collabSessions)
      .values({
        room,
        userId,
        updates: rows.length,
        added: cap(rows.flatMap((r) => r.added)),
        edited: cap(rows.flatMap((r) => r.edited)),
        removed: cap(rows.flatMap((r) => r.removed)),
      })
      .returning({ id: collabSessions.id });
    return created!.id;
  }

  /**
   * Folds the update rows into the snapshot (one transaction, the document row locked so two
   * instances never compact at once). Deletes exactly the rows it read: a row committed
   * meanwhile stays and is folded next time. Answers the snapshot's size (null: nothing to do).
   */
  async compact(room: string): Promise<number | null> {
    return transaction(this.ctx, async (tx) => {
      const [doc] = await tx
        .select({ snapshot: collabDocuments.snapshot })
        .from(collabDocuments)
        .where(eq(collabDocuments.id, room))
        .for('update');
      if (!doc) return null;
      const rows = await tx
        .select({ id: collabUpdates.id, update: collabUpdates.update })
        .from(collabUpdates)
        .where(eq(collabUpdates.room, room))
        .orderBy(asc(collabUpdates.id));
      if (rows.length === 0) return null;
      const ydoc = new Y.Doc();
      if (doc.snapshot) Y.applyUpdate(ydoc, doc.snapshot);
      Y.applyUpdate(ydoc, Y.mergeUpdates(rows.map((r) => r.update)));
      const snapshot = Y.encodeStateAsUpdate(ydoc);
      ydoc.destroy();
      await tx.update(collabDocuments).set({ snapshot }).where(eq(collabDocuments.id, room));
      await tx.delete(collabUpdates).where(
        and(
          eq(collabUpdates.room, room),
          inArray(
            collabUpdates.id,
            rows.map((r) => r.id),
          ),
        ),
      );
      return snapshot.byteLength;
    });
  }

  /** The workspace a room belongs to (null: no such document, e.g. removed meanwhile). */
  async workspaceOf(room: string): Promise<string | null> {
    const [row] = await this.ctx.db
      .select({ workspaceId: collabDocuments.workspaceId })
      .from(collabDocuments)
      .where(eq(collabDocuments.id, room));
    return row?.workspaceId ?? null;
  }

  /** A transaction of the kernel's (for a kind's `onSettled`). */
  inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return transaction(this.ctx, work);
  }

  /** Rows not yet folded into the snapshot (tests, diagnostics). */
  async pendingUpdates(room: string): Promise<number> {
    const [row] = await this.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(collabUpdates)
      .where(eq(collabUpdates.room, room));
    return row?.n ?? 0;
  }

  async createVersion(
    room: string,
    workspaceId: string,
    name: string,
    createdBy: string | null,
    state: Uint8Array,
  ): Promise<CollabVersion> {
    return transaction(this.ctx, async (tx) => {
      await this.assertIn(tx, room, workspaceId);
      const [row] = await tx
        .insert(collabVersions)
        .values({ room, name, state, createdBy })
        .returning({
          id: collabVersions.id,
          name: collabVersions.name,
          createdBy: collabVersions.createdBy,
          createdAt: collabVersions.createdAt,
        });
      return row!;
    });
  }

  async listVersions(room: string, workspaceId: string): Promise<CollabVersion[]> {
    await this.assertIn(this.ctx.db, room, workspaceId);
    return this.ctx.db
      .select({
        id: collabVersions.id,
        name: collabVersions.name,
        createdBy: collabVersions.createdBy,
        createdAt: collabVersions.createdAt,
      })
      .from(collabVersions)
      .where(eq(collabVersions.room, room))
      .orderBy(desc(collabVersions.createdAt), desc(collabVersions.id));
  }

  async versionState(room: string, workspaceId: string, versionId: string): Promise<Uint8Array> {
    await this.assertIn(this.ctx.db, room, workspaceId);
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    if (!uuid.test(versionId)) throw AppError.notFound('Versão não encontrada.');
    const [row] = await this.ctx.db
      .select({ state: collabVersions.state })
      .from(collabVersions)
      .where(and(eq(collabVersions.room, room), eq(collabVersions.id, versionId)));
    if (!row) throw AppError.notFound('Versão não encontrada.');
    return row.state;
  }

  /**
   * Editing sessions, newest first. An item added and removed in the same session is in
   * neither list; an item added (or removed) is not also listed as edited.
   */
  async listSessions(room: string, workspaceId: string, limit = 100): Promise<CollabSession[]> {
    await this.assertIn(this.ctx.db, room, workspaceId);
    const rows = await this.ctx.db
      .select()
      .from(collabSessions)
      .where(eq(collabSessions.room, room))
      .orderBy(desc(collabSessions.endedAt))
      .limit(limit);
    return rows.map((r) => {
      const added = new Set(r.added);
      const removed = new Set(r.removed);
      return {
        id: r.id,
        userId: r.userId,
        startedAt: r.startedAt,
        endedAt: r.endedAt,
        updates: r.updates,
        added: r.added.filter((id) => !removed.has(id)),
        removed: r.removed.filter((id) => !added.has(id)),
        edited: r.edited.filter((id) => !added.has(id) && !removed.has(id)),
      };
    });
  }

  /** Deletes the document with its updates, versions and sessions (its record was deleted). */
  async remove(room: string, workspaceId: string): Promise<void> {
    await transaction(this.ctx, async (tx) => {
      await tx
        .delete(collabDocuments)
        .where(inWorkspace(collabDocuments, { workspaceId }, eq(collabDocuments.id, room)));
    });
  }
}

/** Used by the store: does the room's row exist, and in which workspace. */
export async function lookupRoom(
  q: Queryable,
  room: string,
  workspaceId: string,
): Promise<'mine' | 'other' | 'missing'> {
  const [mine] = await q
    .select({ id: collabDocuments.id })
    .from(collabDocuments)
    .where(inWorkspace(collabDocuments, { workspaceId }, eq(collabDocuments.id, room)));
  if (mine) return 'mine';
  const [any] = await q
    .select({ id: collabDocuments.id })
    .from(collabDocuments)
    .where(eq(collabDocuments.id, room));
  return any ? 'other' : 'missing';
}
