import type * as collab from '../../../platform/collab';
import { CODEX_BODY_FIELD } from '@orbita/contracts/codex';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import type { CollabDoc } from '../../../platform/collab';
import { LiveEntryBody, type LiveEntryBodyProps } from './live-entry-body';

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

const props: LiveEntryBodyProps = {
  entryId: 'e1',
  readOnly: false,
  targets: () => [],
  titleOf: () => undefined,
  hrefOf: (id) => `/codex/codex/c1?entrada=${id}`,
  onOpen: () => undefined,
  createPage: () => Promise.resolve(null),
};

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

const body = () => screen.queryByRole('textbox', { name: 'Texto da página' });

describe('LiveEntryBody', () => {
  it('waits for the first sync, shows the live text, and keeps writing through a dropped connection', async () => {
    render(<LiveEntryBody {...props} />);
    expect(room.rooms[0]).toBe('codex-entry:e1');
    expect(screen.getByRole('status', { name: 'Carregando o texto' })).toBeVisible();
    expect(body()).toBeNull();
    // What another person typed arrives in the document: the editor shows it.
    act(() => {
      const paragraph = new Y.XmlElement('paragraph');
      const text = new Y.XmlText();
      text.insert(0, 'Escrito por outra pessoa');
      paragraph.insert(0, [text]);
      room.state.doc.getXmlFragment(CODEX_BODY_FIELD).insert(0, [paragraph]);
    });
    set({ status: 'synced' });
    const editor = await screen.findByRole('textbox', { name: 'Texto da página' });
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(await screen.findByText('Escrito por outra pessoa')).toBeVisible();
    expect(screen.getByRole('toolbar', { name: 'Formatação da página' })).toBeVisible();
    expect(screen.queryByText(/Sem conexão/)).toBeNull();
    set({ status: 'offline' });
    expect(
      screen.getByText('Sem conexão — suas alterações serão enviadas ao reconectar'),
    ).toBeVisible();
    expect(body()).toHaveAttribute('contenteditable', 'true');
    expect(screen.queryByRole('status', { name: 'Carregando o texto' })).toBeNull();
    set({ status: 'synced' });
    expect(screen.queryByText(/Sem conexão/)).toBeNull();
  });

  it('an Observador (the server says read-only) reads, with the chip and no toolbar', async () => {
    room.state = { ...room.state, status: 'synced', readOnly: true };
    render(<LiveEntryBody {...props} />);
    expect(await screen.findByRole('textbox', { name: 'Texto da página' })).toHaveAttribute(
      'contenteditable',
      'false',
    );
    expect(screen.getByText('Somente leitura')).toBeVisible();
    expect(screen.queryByRole('toolbar', { name: 'Formatação da página' })).toBeNull();
  });

  it('a refused room (deleted, or narrowed by a hub) says so instead of an editor', () => {
    room.state = { ...room.state, status: 'offline', refused: true };
    render(<LiveEntryBody {...props} />);
    expect(screen.getByText('Página não encontrada, ou você não tem acesso a ela.')).toBeVisible();
    expect(body()).toBeNull();
  });
});
