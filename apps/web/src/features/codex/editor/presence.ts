import type { DecorationAttrs } from '@tiptap/pm/view';
import { useMemo, useSyncExternalStore } from 'react';
import type { Awareness } from 'y-protocols/awareness';

/**
 * Who else is in an entry's body, from Yjs awareness. The same convention as the publications
 * and mind-map editors (features never import each other, so the small reader is repeated):
 * each state holds `user: { id, name, color }` — id and name stamped by the server from the
 * socket's sign-in. Other clients' states are untrusted: malformed ones are skipped, names
 * capped, a colour that is not #rrggbb replaced by one derived from the id.
 */
export interface Person {
  id: string;
  name: string;
  color: string;
}

const COLORS = ['#D81B60', '#8E24AA', '#00897B', '#F4511E', '#6D4C41', '#3949AB', '#7CB342'];
const HEX = /^#[0-9a-fA-F]{6}$/;

/** A stable colour per person, the same in every browser. */
export function presenceColor(userId: string): string {
  let hash = 0;
  for (const ch of userId) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return COLORS[Math.abs(hash) % COLORS.length]!;
}

export function readUser(user: unknown): Person | null {
  if (!user || typeof user !== 'object') return null;
  const { id, name, color } = user as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || typeof name !== 'string') return null;
  return {
    id,
    name: name.trim().slice(0, 60) || 'Alguém',
    color: typeof color === 'string' && HEX.test(color) ? color : presenceColor(id),
  };
}

/** Everyone else here (not my own tabs), one per person, sorted by name. */
export function peopleOf(
  states: ReadonlyMap<number, unknown>,
  ownClientId: number,
  ownUserId: string | null,
): Person[] {
  const byUser = new Map<string, Person>();
  for (const [clientId, state] of states) {
    if (clientId === ownClientId || !state || typeof state !== 'object') continue;
    const user = readUser((state as { user?: unknown }).user);
    if (user && user.id !== ownUserId && !byUser.has(user.id)) byUser.set(user.id, user);
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

/** The other people in the body, re-read when anyone's presence changes. */
export function usePeople(awareness: Awareness | null, ownUserId: string | null): Person[] {
  const store = useMemo(() => new PeopleStore(awareness, ownUserId), [awareness, ownUserId]);
  return useSyncExternalStore(store.subscribe, store.get);
}

/**
 * Another person's caret: a bar in their colour with their first name above it. Built from
 * untrusted presence (the name is text, never markup), so nothing another client sends can
 * style or script this page.
 */
export function renderCaret(raw: Record<string, unknown>): HTMLElement {
  const user = readUser(raw) ?? { id: '', name: 'Alguém', color: '#757575' };
  const caret = document.createElement('span');
  caret.className = 'codex-caret';
  caret.setAttribute('data-caret-user', user.id);
  caret.style.borderColor = user.color;
  const label = document.createElement('span');
  label.className = 'codex-caret__label';
  label.style.backgroundColor = user.color;
  label.textContent = user.name.split(/\s+/)[0] || user.name;
  label.title = user.name;
  caret.append(label);
  return caret;
}

/** Another person's selected text: their colour, translucent. */
export function renderSelection(raw: Record<string, unknown>): DecorationAttrs {
  const user = readUser(raw);
  return user ? { style: `background-color: ${user.color}33` } : {};
}
