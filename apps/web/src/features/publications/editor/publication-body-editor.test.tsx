import type * as collab from '../../../platform/collab';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import type { CollabDoc } from '../../../platform/collab';
import { PublicationBodyEditor } from './publication-body-editor';

/** The room as the collaboration layer would report it, driven by each test. */
const room = vi.hoisted(() => ({
  state: null as unknown as CollabDoc,
  listeners: new Set<() => void>(),
  rooms: [] as string[],
}));
vi.mock('../../../platform/collab', async (importOriginal) => {
  const { useSyncExternalStore } = await import('react');
  return {
    // Presence and carets as they are; only the connection is the test's.
    ...(await importOriginal<typeof collab>()),
    useCollabDoc: (name: string) => {
      room.rooms.push(name);
      return useSyncExternalStore(
        (l) => {
          room.listeners.add(l);
          return () => room.listeners.delete(l);
        },
        () => room.state,
      );
    },
  };
});
vi.mock('../../../platform/session/app-state', () => ({
  useAppState: () => ({ data: { user: { id: 'u1', name: 'Ana Souza' } } }),
}));

function set(patch: Partial<CollabDoc>) {
  act(() => {
    room.state = { ...room.state, ...patch };
    room.listeners.forEach((l) => l());
  });
}

beforeEach(() => {
  room.rooms = [];
  room.state = {
    doc: new Y.Doc(),
    awareness: null,
    provider: null,
    status: 'connecting',
    readOnly: false,
    refused: false,
  };
});

const body = () => screen.queryByRole('textbox', { name: 'Texto da publicação' });

describe('PublicationBodyEditor', () => {
  it('waits for the first sync, then keeps writing through a dropped connection', async () => {
    render(<PublicationBodyEditor publicationId="p1" />);
    expect(room.rooms[0]).toBe('publication:p1');
    expect(screen.getByRole('status', { name: 'Carregando o texto' })).toBeVisible();
    expect(body()).toBeNull();
    set({ status: 'synced' });
    expect(await screen.findByRole('textbox', { name: 'Texto da publicação' })).toHaveAttribute(
      'contenteditable',
      'true',
    );
    expect(screen.queryByText(/Sem conexão/)).toBeNull();
    set({ status: 'offline' });
    expect(
      screen.getByText('Sem conexão — suas alterações serão enviadas ao reconectar'),
    ).toBeVisible();
    // Still the editor (edits made now are merged on reconnect), not the skeleton.
    expect(body()).toHaveAttribute('contenteditable', 'true');
    expect(screen.queryByRole('status', { name: 'Carregando o texto' })).toBeNull();
    set({ status: 'synced' });
    expect(screen.queryByText(/Sem conexão/)).toBeNull();
  });

  it('reads only when the server says so or the screen asks, with the chip and no toolbar', async () => {
    room.state = { ...room.state, status: 'synced', readOnly: true };
    render(<PublicationBodyEditor publicationId="p1" />);
    expect(await screen.findByRole('textbox', { name: 'Texto da publicação' })).toHaveAttribute(
      'contenteditable',
      'false',
    );
    expect(screen.getByText('Somente leitura')).toBeVisible();
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('shows the record’s not-found when the room is refused', () => {
    room.state = { ...room.state, status: 'offline', refused: true };
    const { unmount } = render(
      <PublicationBodyEditor publicationId="p1" notFound={<p>Publicação sumiu</p>} />,
    );
    expect(screen.getByText('Publicação sumiu')).toBeVisible();
    expect(body()).toBeNull();
    unmount();
    render(<PublicationBodyEditor publicationId="p1" />);
    expect(
      screen.getByText('Publicação não encontrada, ou você não tem acesso a ela.'),
    ).toBeVisible();
  });
});
