/**
 * The collaboration layer: Yjs documents edited live by several people, persisted in
 * PostgreSQL, shared by every module with rich or structured documents (mind maps,
 * publications and codex entries).
 *
 * DECLARING A KIND (in the module's manifest entry, `defineModule({ …, collab })`):
 *   collab: {
 *     kind: 'mind-map',                       // rooms are `mind-map:<id>`
 *     access: async ({ db, userId, workspaceId, role }, id) => 'edit' | 'view' | null,
 *     restore: (target, source) => replaceContent(target, source),   // named versions
 *     itemsMap: 'nodes',                      // top-level Y.Map counted by "who changed what"
 *   }
 * `access` must look the record up in `workspaceId` (the one scoping helper): null answers
 * like a missing record. 'view' (Observador) follows live; its updates are dropped.
 *
 * DERIVED DATA: `onSettled` keeps what a module derives from the document (search text,
 * links, revisions) following it. It gets a copy of the document and a transaction, once a
 * burst of persisted edits went quiet (`limits.settleAfterMs`, 2 s; at most
 * `limits.settleMaxWaitMs`, 10 s, after the burst began), at the end of every `change` and
 * `restoreVersion` (so a route answers with fresh derived data) and for pending bursts when
 * the server closes. Only the instance that persisted the updates calls it. A throw is logged
 * and retried (backoff up to a minute); the updates themselves are already stored, so nothing
 * is lost, only late. `app.collab.settleAll()` runs the pending ones now (tests).
 *
 * THE SOCKET: `ws(s)://<host>/api/collab/<kind>:<id>?token=<…>&workspace=<workspace id>`,
 * the y-websocket protocol (sync + awareness), so the web uses `WebsocketProvider` with
 * serverUrl `/api/collab` and the room name (web: platform/collab `useCollabDoc(room)`).
 * `token` as on the realtime socket (platform/auth `authenticateUpgrade`). Refusals and
 * limits are close codes (protocol.ts COLLAB_CLOSE): 4401 signed out, 4404 not found / no
 * access / other workspace, 4413 too large, 4290 too fast (reconnects, nothing lost), 4500
 * persistence failed (reconnects). A view-only client gets a y-protocols auth message
 * "permission denied: read-only" right after connecting.
 *
 * GUARANTEES: every update is appended to `collab_updates` in a transaction BEFORE it is
 * relayed to any socket or instance; every `limits.compactEvery` rows (default 500) they are
 * folded into `collab_documents.snapshot` in one transaction. Instances on one database relay
 * updates and presence through LISTEN/NOTIFY (channel `orbita_collab`, realtime's PgBus).
 *
 * THE SERVER API (`app.collab`; rooms are `<kind>:<id>`, always with the caller's workspace —
 * a room of another workspace answers AppError 404 like a missing one):
 *   read(room, workspaceId): Promise<Y.Doc>            a copy of the current state (destroy it)
 *   change(room, workspaceId, actor, doc => …)         a server-side edit, one Yjs transaction:
 *                                                      persisted, relayed, counted in the actor's
 *                                                      editing session; actor `{ userId }` or null
 *   seed(tx, room, workspaceId, doc => …)              a NEW record's initial content, inside the
 *                                                      caller's transaction (create, import, template)
 *   seedCollabDocument(tx, room, workspaceId, doc => …) (a function, no `app` needed) the same when
 *                                                      the room has no document yet, else nothing
 *   remove(room, workspaceId)                          the record was deleted: drop the document
 *                                                      (updates, versions, sessions), close sockets
 *   createVersion(room, workspaceId, name, actor)      a named version (the whole current state)
 *   listVersions(room, workspaceId)                    newest first: { id, name, createdBy, createdAt }
 *   readVersion(room, workspaceId, versionId): Y.Doc   a version's state (preview; destroy it)
 *   restoreVersion(room, workspaceId, versionId, actor) the kind's `restore(target, source)` as a
 *                                                      change: every client converges to it
 *   listSessions(room, workspaceId, limit?)            "who changed what": newest first, per person's
 *                                                      session (edits < 30 min apart): { id, userId,
 *                                                      startedAt, endedAt, updates, added, edited,
 *                                                      removed } (item ids of `itemsMap`)
 *   exists(room, workspaceId)                          whether the document has a row
 * Routes calling these follow the usual kit (auth → validate → policy → service → presenter);
 * the layer itself does no role check beyond the kind's `access` for sockets.
 */
export { COLLAB_CLOSE } from './protocol';
export { CollabHub, parseRoom, seedCollabDocument, type CollabLimits } from './hub';
export { defaultCollabLimits, registerCollab, type CollabOptions } from './plugin';
export type {
  ChangeSummary,
  CollabAccess,
  CollabActor,
  CollabKind,
  CollabSession,
  CollabVersion,
  SettleContext,
} from './types';
