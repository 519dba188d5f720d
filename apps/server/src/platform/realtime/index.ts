/**
 * Realtime for every module (STOMP 1.2 at `/ws`).
 *
 * Publishing: after a create/update/delete has committed, call
 *   await app.realtime.publish({ type: 'created', workspaceId, entity: 'task', id, data: presented })
 * `entity` is the module's entity name and also the first element of the web client's
 * TanStack Query keys for it, so the client invalidates `[entity, ...]` on each event.
 * `data` is the same presented shape the HTTP API returns. Membership changes use entity
 * `membership` with the member's id in `data.userId` (the broker then re-reads that user's
 * workspaces). `app.realtime.notifyUser(userId, payload)` writes to the user's queue.
 *
 * Destinations a client may subscribe to: `/topic/*` (or `/topic/**`): every event of every
 * workspace the user belongs to; `/topic/workspace.<id>`: one of them; and
 * `/user/queue/notifications`: the user's notifications. SEND is refused.
 *
 * A socket closes when its sign-in session is revoked (on every instance) or its access
 * token expires; a person holds at most 20 sockets per instance (docs/realtime.md).
 */
export { membershipEntity, type RealtimeEvent } from './broker';
export {
  registerRealtime,
  type Realtime,
  type RealtimeOptions,
  type UpgradeAuthenticator,
} from './plugin';
