import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyAwarenessUpdate,
  Awareness,
  encodeAwarenessUpdate,
  removeAwarenessStates,
} from 'y-protocols/awareness';
import * as Y from 'yjs';
import { PresenceAvatars, PresenceOutlines } from './presence-layer';
import {
  peersOf,
  presenceColor,
  usePeers,
  usePublishPresence,
  type PresenceUser,
} from './presence-layer-state';

const boxes = new Map([
  ['a', { x: 100, y: 50, w: 80, h: 30 }],
  ['b', { x: 300, y: 90, w: 60, h: 30 }],
]);

/** What the editor mounts: my presence published, the others' avatars and outlines. */
function Presence({
  awareness,
  me,
  selection,
}: {
  awareness: Awareness;
  me: PresenceUser;
  selection: string[];
}) {
  usePublishPresence(awareness, me, selection, false);
  const peers = usePeers(awareness, me.id);
  return (
    <>
      <PresenceAvatars peers={peers} />
      <div data-testid="world">
        <PresenceOutlines peers={peers} boxes={boxes} />
      </div>
    </>
  );
}

const made: Awareness[] = [];
afterEach(() => made.splice(0).forEach((a) => a.destroy())); // their timers

/** Two replicas whose awareness updates travel to each other at once (a perfect network). */
function linked() {
  const local = new Awareness(new Y.Doc());
  const remote = new Awareness(new Y.Doc());
  const wire = (from: Awareness, to: Awareness) =>
    from.on('update', ({ added, updated, removed }: Record<string, number[]>) => {
      const changed = [...added!, ...updated!, ...removed!];
      act(() => applyAwarenessUpdate(to, encodeAwarenessUpdate(from, changed), 'rede'));
    });
  wire(local, remote);
  wire(remote, local);
  made.push(local, remote);
  return { local, remote };
}

const ana: PresenceUser = { id: 'u-ana', name: 'Ana Souza', color: '#D81B60' };

describe('presence', () => {
  it('shows who else is here and outlines their selection in their colour, live', () => {
    const { local, remote } = linked();
    render(<Presence awareness={local} me={ana} selection={['b']} />);
    expect(screen.queryByRole('img', { name: /está editando/ })).toBeNull();

    // Bia arrives and selects node a.
    act(() => {
      remote.setLocalState({
        user: { id: 'u-bia', name: 'Bia Lima', color: '#00897B' },
        selection: ['a'],
      });
    });
    const avatar = screen.getByRole('img', { name: 'Bia Lima está editando' });
    expect(avatar).toHaveTextContent('BL');
    const outline = document.querySelector('[data-presence-user="u-bia"]') as HTMLElement;
    expect(outline.dataset.presenceNode).toBe('a');
    expect(outline.style.border).toContain('rgb(0, 137, 123)');
    expect(outline.style.left).toBe('95px');
    expect(outline).toHaveTextContent('Bia');
    // My own selection is published for her, not drawn for me.
    expect(remote.getStates().get(local.clientID)).toMatchObject({
      user: ana,
      selection: ['b'],
    });
    expect(document.querySelector('[data-presence-user="u-ana"]')).toBeNull();

    // She moves to b, then leaves.
    act(() => remote.setLocalStateField('selection', ['b', 'gone']));
    expect(document.querySelector('[data-presence-user="u-bia"]')).toHaveAttribute(
      'data-presence-node',
      'b',
    );
    act(() => removeAwarenessStates(remote, [remote.clientID], 'saiu'));
    expect(screen.queryByRole('img', { name: 'Bia Lima está editando' })).toBeNull();
    expect(document.querySelector('[data-presence-node]')).toBeNull();
  });

  it('says "está vendo" for an Observador', () => {
    const { local, remote } = linked();
    render(<Presence awareness={local} me={ana} selection={[]} />);
    act(() =>
      remote.setLocalState({
        user: { id: 'u-caio', name: 'Caio', color: '#3949AB' },
        selection: [],
        viewOnly: true,
      }),
    );
    expect(screen.getByRole('img', { name: 'Caio está vendo' })).toBeVisible();
  });
});

describe('peersOf', () => {
  it('skips this tab, my other tabs and malformed states; merges a person’s tabs; sorts by name', () => {
    const states = new Map<number, unknown>([
      [1, { user: ana, selection: ['x'] }], // this tab
      [2, { user: ana, selection: ['y'] }], // my other tab
      [3, { user: { id: 'u-z', name: 'Zé', color: '#000000' }, selection: ['p'], viewOnly: true }],
      [4, { user: { id: 'u-z', name: 'Zé', color: '#000000' }, selection: ['q', 'p'] }],
      [5, { user: { id: 'u-b', name: '  ', color: 'red;background:url(x)' }, selection: 'a' }],
      [6, { selection: ['a'] }],
      [7, null],
      [8, { user: { id: 42, name: 'Número' } }],
      [9, { user: { id: 'u-l', name: 'L'.repeat(500), color: '#123456' }, selection: [1, 'n'] }],
    ]);
    const peers = peersOf(states, 1, ana.id);
    expect(peers.map((p) => p.user.id)).toEqual(['u-b', 'u-l', 'u-z']);
    expect(peers[0]).toEqual({
      user: { id: 'u-b', name: 'Alguém', color: presenceColor('u-b') },
      selection: [],
      viewOnly: false,
    });
    expect(peers[1]!.user.name).toHaveLength(60);
    expect(peers[1]!.selection).toEqual(['n']);
    expect(peers[2]).toMatchObject({ selection: ['p', 'q'], viewOnly: false });
  });
});
