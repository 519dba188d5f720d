/**
 * The realtime entities: what the server publishes to a workspace's sockets after a write
 * commits, and what the web's query keys start with (an event `{ entity: 'task' }`
 * refreshes every `['task', ...]` query). Each module augments this interface with its
 * entities and the presented shape sent as `data`:
 *
 *   declare module '../platform/realtime' {
 *     interface RealtimeEntities { task: Task; list: List }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface RealtimeEntities {}

export type RealtimeEntity = keyof RealtimeEntities & string;

/** `created`, `updated`, `deleted`, or a verb of the module's own (`moved`, `comment-created`). */
export type RealtimeChange = 'created' | 'updated' | 'deleted' | (string & {});

/** One message on `/topic/workspace.{id}`. */
export interface RealtimeMessage<E extends RealtimeEntity = RealtimeEntity> {
  type: RealtimeChange;
  workspaceId: string;
  entity: E;
  id: string;
  data: RealtimeEntities[E];
  /**
   * The browser tab whose request made the change (its `X-Orbita-Tab` header), or null.
   * That tab already wrote the answer into its cache, so it skips its own echo.
   */
  origin: string | null;
}

/** The request header a web tab sends on every call so its own realtime echo can be told apart. */
export const TAB_HEADER = 'x-orbita-tab';

/**
 * WebSocket close codes of `/ws` that ask something of the client. `tokenExpired`: the
 * access token the socket was opened with expired — refresh the session, reconnect with
 * the new token. `sessionRevoked`: the sign-in ended (logout, password change or reset, a
 * reused refresh token) — the session is over. `tooManySockets`: the per-person cap (the
 * STOMP ERROR frame before it says so in pt-BR).
 */
export const REALTIME_CLOSE = {
  tokenExpired: 4401,
  sessionRevoked: 4403,
  tooManySockets: 1008,
} as const;
