import { useMemo, useSyncExternalStore } from 'react';
import type { Awareness } from 'y-protocols/awareness';

/**
 * Who is in a live document, from Yjs awareness (the `awareness` of `useCollabDoc`), for
 * every rich-text editor on the collaboration layer (publications, codex entries): each
 * client's state holds `user: { id, name, color }` — id and name stamped by the server from
 * the socket's sign-in, the colour chosen by the client — plus `viewOnly` for an Observador.
 * Other clients' states are untrusted: malformed ones are skipped, names capped, a colour
 * that is not #rrggbb replaced by one derived from the id.
 */
export interface Person {
  id: string;
  name: string;
  color: string;
  viewOnly: boolean;
}

/** Readable as caret/label backgrounds with white text; none is the editor's selection blue. */
export const PRESENCE_COLORS = [
  '#D81B60',
  '#8E24AA',
  '#00897B',
  '#F4511E',
  '#6D4C41',
  '#3949AB',
  '#7CB342',
  '#039BE5',
] as const;

const HEX = /^#[0-9a-fA-F]{6}$/;
const MAX_NAME = 60;

/** A stable colour per person, the same in every browser. */
export function presenceColor(userId: string): string {
  let hash = 0;
  for (const ch of userId) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return PRESENCE_COLORS[Math.abs(hash) % PRESENCE_COLORS.length]!;
}

/** The person of one awareness `user` field (also what the caret label is built from). */
export function readUser(user: unknown): Omit<Person, 'viewOnly'> | null {
  if (!user || typeof user !== 'object') return null;
  const { id, name, color } = user as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || typeof name !== 'string') return null;
  return {
    id,
    name: name.trim().slice(0, MAX_NAME) || 'Alguém',
    color: typeof color === 'string' && HEX.test(color) ? color : presenceColor(id),
  };
}

/** Everyone else here (not my tabs), one entry per person, sorted by name. */
export function peopleOf(
  states: ReadonlyMap<number, unknown>,
  ownClientId: number,
  ownUserId: string | null,
): Person[] {
  const byUser = new Map<string, Person>();
  for (const [clientId, state] of states) {
    if (clientId === ownClientId || !state || typeof state !== 'object') continue;
    const user = readUser((state as { user?: unknown }).user);
    if (!user || user.id === ownUserId) continue;
    const viewOnly = (state as { viewOnly?: unknown }).viewOnly === true;
    const known = byUser.get(user.id);
    // The same person in two tabs: one avatar, editing if either tab edits.
    if (known) known.viewOnly = known.viewOnly && viewOnly;
    else byUser.set(user.id, { ...user, viewOnly });
  }
  return [...byUser.values()].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

class PeopleStore {
  private people: Person[];
  constructor(
    private readonly awareness: Awareness | null,
    private readonly ownUserId: string | null,
  ) {
    this.people = this.read();
  }
  private read(): Person[] {
    const a = this.awareness;
    return a ? peopleOf(a.getStates(), a.clientID, this.ownUserId) : [];
  }
  subscribe = (onChange: () => void) => {
    const a = this.awareness;
    if (!a) return () => {};
    const listener = () => {
      this.people = this.read();
      onChange();
    };
    a.on('change', listener);
    return () => a.off('change', listener);
  };
  get = () => this.people;
}

/** The other people in the document, re-read when anyone's presence changes. */
export function usePeople(awareness: Awareness | null, ownUserId: string | null): Person[] {
  const store = useMemo(() => new PeopleStore(awareness, ownUserId), [awareness, ownUserId]);
  return useSyncExternalStore(store.subscribe, store.get);
}
