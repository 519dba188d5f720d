import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import type * as Y from 'yjs';

/** The y-websocket message types (y-websocket/src/y-websocket.js). */
export const messageSync = 0;
export const messageAwareness = 1;
export const messageAuth = 2;
export const messageQueryAwareness = 3;

/**
 * Close codes. y-websocket's client stops reconnecting on 4400–4499 (refusals that another
 * try would not change); the others make it reconnect with backoff, and a reconnect re-sends
 * every local change in the sync handshake, so closing one of those loses nothing.
 */
export const COLLAB_CLOSE = {
  /** Not signed in, or the sign-in ended (the web renews its token and reconnects). */
  unauthenticated: 4401,
  /** Unknown room, other workspace, no access: the same answer as a missing record. */
  notFound: 4404,
  /** A message or the document above its size limit. */
  tooLarge: 4413,
  /** Too many messages: reconnect later (with backoff). */
  slowDown: 4290,
  /** The server could not persist: reconnect and sync again. */
  retry: 4500,
  /** The server is going away. */
  goingAway: 1001,
} as const;

export function syncStep1(doc: Y.Doc): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, messageSync);
  syncProtocol.writeSyncStep1(encoder, doc);
  return encoding.toUint8Array(encoder);
}

/** The answer to a client's step 1 (its state vector): what it lacks. */
export function syncStep2(doc: Y.Doc, stateVector: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, messageSync);
  syncProtocol.writeSyncStep2(encoder, doc, stateVector);
  return encoding.toUint8Array(encoder);
}

export function updateMessage(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, messageSync);
  syncProtocol.writeUpdate(encoder, update);
  return encoding.toUint8Array(encoder);
}

export function awarenessMessage(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, messageAwareness);
  encoding.writeVarUint8Array(encoder, update);
  return encoding.toUint8Array(encoder);
}

export function awarenessOf(awareness: awarenessProtocol.Awareness, clients: number[]): Uint8Array {
  return awarenessMessage(awarenessProtocol.encodeAwarenessUpdate(awareness, clients));
}

/** Tells a read-only client so (y-protocols auth "permission denied", reason `read-only`). */
export function readOnlyMessage(): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, messageAuth);
  encoding.writeVarUint(encoder, 0); // permission denied
  encoding.writeVarString(encoder, 'read-only');
  return encoding.toUint8Array(encoder);
}

/** A client message, decoded just enough to route it. */
export type ClientMessage =
  | { type: 'step1'; stateVector: Uint8Array }
  | { type: 'update'; update: Uint8Array }
  | { type: 'awareness'; update: Uint8Array }
  | { type: 'query-awareness' }
  | { type: 'ignored' };

/** Throws on a malformed message (the caller closes the socket). */
export function readClientMessage(data: Uint8Array): ClientMessage {
  const decoder = decoding.createDecoder(data);
  const type = decoding.readVarUint(decoder);
  if (type === messageSync) {
    const sub = decoding.readVarUint(decoder);
    const payload = decoding.readVarUint8Array(decoder);
    if (sub === syncProtocol.messageYjsSyncStep1) return { type: 'step1', stateVector: payload };
    if (sub === syncProtocol.messageYjsSyncStep2 || sub === syncProtocol.messageYjsUpdate)
      return { type: 'update', update: payload };
    throw new Error(`collab: mensagem sync desconhecida ${sub}`);
  }
  if (type === messageAwareness)
    return { type: 'awareness', update: decoding.readVarUint8Array(decoder) };
  if (type === messageQueryAwareness) return { type: 'query-awareness' };
  if (type === messageAuth) return { type: 'ignored' };
  throw new Error(`collab: tipo de mensagem desconhecido ${type}`);
}

/**
 * An awareness update as the server relays it: every state's `user.id` and `user.name` are
 * the authenticated person's, whatever the client wrote, so nobody can appear as someone
 * else in another person's editor. States that are not JSON objects pass as "left" (null).
 * Format (y-protocols/awareness): count, then per client its id, clock and state as JSON.
 */
export function stampAwareness(update: Uint8Array, who: { id: string; name: string }): Uint8Array {
  const decoder = decoding.createDecoder(update);
  const encoder = encoding.createEncoder();
  const count = decoding.readVarUint(decoder);
  encoding.writeVarUint(encoder, count);
  for (let i = 0; i < count; i++) {
    encoding.writeVarUint(encoder, decoding.readVarUint(decoder));
    encoding.writeVarUint(encoder, decoding.readVarUint(decoder));
    let state: unknown = null;
    try {
      state = JSON.parse(decoding.readVarString(decoder));
    } catch {
      state = null;
    }
    if (state !== null && typeof state === 'object' && !Array.isArray(state)) {
      const user = (state as { user?: unknown }).user;
      const color =
        user && typeof user === 'object' && typeof (user as { color?: unknown }).color === 'string'
          ? (user as { color: string }).color
          : undefined;
      state = { ...state, user: { id: who.id, name: who.name, ...(color ? { color } : {}) } };
    } else {
      state = null;
    }
    encoding.writeVarString(encoder, JSON.stringify(state));
  }
  return encoding.toUint8Array(encoder);
}
