import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Awareness } from 'y-protocols/awareness';

/**
 * Presence on a map through Yjs awareness (the `awareness` of `useCollabDoc`, platform/collab).
 * Convention of every client: local state `{ user: { id, name, color }, selection: string[] }`
 * (+ `viewOnly: true` for an Observador). Other clients' states are untrusted input — a
 * malformed one is ignored, names and selections are capped, a colour that is not #rrggbb is
 * replaced by one derived from the person's id.
 *
 * - `usePeers(awareness)`: the OTHER people here (not this tab, not this person's other tabs),
 *   one entry per person with the selections of all their tabs, sorted by name.
 * - `usePublishPresence(awareness, me, selection, viewOnly)`: writes this tab's state.
 */

export interface PresenceUser {
  id: string;
  name: string;
  color: string;
}

export interface Peer {
  user: PresenceUser;
  selection: string[];
  viewOnly: boolean;
}

/** Distinct on the light canvas and on each other; none is the selection blue of the editor. */
export const PRESENCE_COLORS = [
  '#D81B60',
  '#8E24AA',
  '#00897B',
  '#F4511E',
  '#6D4C41',
  '#3949AB',
  '#C0CA33',
  '#039BE5',
] as const;

const HEX = /^#[0-9a-fA-F]{6}$/;
const MAX_NAME = 60;
const MAX_SELECTION = 200;

/** A stable colour per person, the same in every browser. */
export function presenceColor(userId: string): string {
  let hash = 0;
  for (const ch of userId) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return PRESENCE_COLORS[Math.abs(hash) % PRESENCE_COLORS.length]!;
}

/** A remote awareness state as a Peer, or null when it is not one (no user yet, malformed). */
export function readPeer(state: unknown): Peer | null {
  if (!state || typeof state !== 'object') return null;
  const { user, selection, viewOnly } = state as Record<string, unknown>;
  if (!user || typeof user !== 'object') return null;
  const { id, name, color } = user as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || typeof name !== 'string') return null;
  const ids = Array.isArray(selection)
    ? selection.filter((s): s is string => typeof s === 'string').slice(0, MAX_SELECTION)
    : [];
  return {
    user: {
      id,
      name: name.trim().slice(0, MAX_NAME) || 'Alguém',
      color: typeof color === 'string' && HEX.test(color) ? color : presenceColor(id),
    },
    selection: ids,
    viewOnly: viewOnly === true,
  };
}

/** Other people's presence from all awareness states: merged per person, sorted by name. */
export function peersOf(
  states: ReadonlyMap<number, unknown>,
  ownClientId: number,
  ownUserId: string | null,
): Peer[] {
  const byUser = new Map<string, Peer>();
  for (const [clientId, state] of states) {
    if (clientId === ownClientId) continue;
    const peer = readPeer(state);
    if (!peer || peer.user.id === ownUserId) continue;
    const known = byUser.get(peer.user.id);
    if (!known) byUser.set(peer.user.id, peer);
    else {
      // The same person in two tabs: one avatar, both selections, editing if either edits.
      known.selection = [...new Set([...known.selection, ...peer.selection])];
      known.viewOnly = known.viewOnly && peer.viewOnly;
    }
  }
  return [...byUser.values()].sort((a, b) => a.user.name.localeCompare(b.user.name, 'pt-BR'));
}

/** The peers of one awareness, recomputed when anyone's state changes (a store for React). */
class PeerStore {
  private peers: Peer[];

  constructor(
    private readonly awareness: Awareness | null,
    private readonly ownUserId: string | null,
  ) {
    this.peers = this.read();
  }

  private read(): Peer[] {
    const a = this.awareness;
    return a ? peersOf(a.getStates(), a.clientID, this.ownUserId) : [];
  }

  subscribe = (onChange: () => void) => {
    const a = this.awareness;
    if (!a) return () => {};
    const listener = () => {
      this.peers = this.read();
      onChange();
    };
    a.on('change', listener);
    return () => a.off('change', listener);
  };

  get = () => this.peers;
}

/** The other people here, re-read when anyone's awareness changes. */
export function usePeers(awareness: Awareness | null, ownUserId: string | null): Peer[] {
  const store = useMemo(() => new PeerStore(awareness, ownUserId), [awareness, ownUserId]);
  return useSyncExternalStore(store.subscribe, store.get);
}

/** This tab's presence: who I am, what I selected, whether I only view. */
export function usePublishPresence(
  awareness: Awareness | null,
  me: PresenceUser | null,
  selection: readonly string[],
  viewOnly: boolean,
): void {
  const meKey = me ? `${me.id}\n${me.name}\n${me.color}` : '';
  useEffect(() => {
    if (!awareness || !me) return;
    awareness.setLocalStateField('user', { id: me.id, name: me.name, color: me.color });
    awareness.setLocalStateField('viewOnly', viewOnly);
    // `meKey` stands for `me`, a new object on every render of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [awareness, meKey, viewOnly]);
  const selectionKey = selection.join('\n');
  useEffect(() => {
    if (!awareness) return;
    awareness.setLocalStateField('selection', selectionKey ? selectionKey.split('\n') : []);
  }, [awareness, selectionKey]);
}
