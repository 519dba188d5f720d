import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { renewSession } from '../http/request';
import type * as RequestModule from '../http/request';
import { clearSession, setToken, updateSession } from '../session/session-store';
import { CollabConnection, COLLAB_CLOSE } from './collab-connection';
import { CollabHandle } from './use-collab-doc';

vi.mock('../http/client-mode', () => ({ isMobileClient: vi.fn(() => false) }));
vi.mock('../http/request', async (original) => ({
  ...(await original<typeof RequestModule>()),
  renewSession: vi.fn(async () => null),
}));

/** A WebSocket the test drives: open, server messages, server close. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readonly OPEN = 1;
  readyState = 0;
  binaryType = '';
  sent: Uint8Array[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: ArrayBuffer }) => void) | null = null;
  onclose: ((e: { code: number; reason: string }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: Uint8Array) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(bytes: Uint8Array) {
    this.onmessage?.({ data: bytes.slice().buffer });
  }
  serverClose(code: number) {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
}
const last = () => FakeSocket.all[FakeSocket.all.length - 1]!;

const syncMessage = (write: (e: encoding.Encoder) => void) => {
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, 0);
  write(e);
  return encoding.toUint8Array(e);
};
const readOnlyNotice = () => {
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, 2);
  encoding.writeVarUint(e, 0);
  encoding.writeVarString(e, 'read-only');
  return encoding.toUint8Array(e);
};

const open: CollabConnection[] = [];
function connect(doc = new Y.Doc(), room = 'mind-map:abc') {
  const c = new CollabConnection(doc, room, {
    WebSocketPolyfill: FakeSocket as unknown as typeof WebSocket,
    maxBackoffTime: 10,
  });
  open.push(c);
  return c;
}

beforeEach(() => {
  FakeSocket.all.length = 0;
  setToken('jwt-1');
  updateSession({ workspaceId: 'ws-1' });
  document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
});
afterEach(() => {
  open.splice(0).forEach((c) => c.destroy());
  clearSession();
  vi.mocked(renewSession).mockReset();
});

describe('collab connection', () => {
  it('opens /api/collab/<room> on this host with the XSRF value as token and the workspace', () => {
    connect();
    expect(last().url).toBe(
      `ws://${location.host}/api/collab/mind-map:abc?token=xsrf-1&workspace=ws-1`,
    );
  });

  it('is connecting, then synced once the server answered the handshake, with its content', () => {
    const doc = new Y.Doc();
    const c = connect(doc);
    expect(c.snapshot().status).toBe('connecting');
    last().open();
    const server = new Y.Doc();
    server.getMap('nodes').set('root', 'x');
    last().receive(syncMessage((e) => syncProtocol.writeSyncStep2(e, server)));
    expect(c.snapshot()).toMatchObject({ status: 'synced', readOnly: false, refused: false });
    expect(doc.getMap('nodes').get('root')).toBe('x');
  });

  it('knows it is read-only when the server says so (Observador)', () => {
    const c = connect();
    last().open();
    last().receive(readOnlyNotice());
    expect(c.snapshot().readOnly).toBe(true);
  });

  it('goes offline on a lost socket, keeps edits made meanwhile and sends them on reconnect', async () => {
    const doc = new Y.Doc();
    const c = connect(doc);
    last().open();
    last().serverClose(1006);
    expect(c.snapshot().status).toBe('offline');
    doc.getMap('nodes').set('offline', 'feito sem rede');
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    const again = last();
    again.open();
    // The server's state vector (empty): the client answers with everything it has.
    again.receive(syncMessage((e) => syncProtocol.writeSyncStep1(e, new Y.Doc())));
    const replay = new Y.Doc();
    for (const sent of again.sent) {
      const d = decoding.createDecoder(sent);
      if (decoding.readVarUint(d) !== 0) continue;
      syncProtocol.readSyncMessage(d, encoding.createEncoder(), replay, null);
    }
    expect(replay.getMap('nodes').get('offline')).toBe('feito sem rede');
  });

  it('stops on 4404 (refused) and does not reconnect', async () => {
    const c = connect();
    last().open();
    last().serverClose(COLLAB_CLOSE.notFound);
    expect(c.snapshot()).toMatchObject({ status: 'offline', refused: true });
    await new Promise((r) => setTimeout(r, 50));
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('on 4401 renews the session and reconnects with the current credentials', async () => {
    vi.mocked(renewSession).mockImplementation(async () => {
      document.cookie = 'XSRF-TOKEN=xsrf-2; path=/';
      return 'jwt-2';
    });
    connect();
    last().open();
    last().serverClose(COLLAB_CLOSE.unauthenticated);
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(last().url).toContain('token=xsrf-2');
  });

  it('on 4401 stays closed when the session cannot be renewed', async () => {
    vi.mocked(renewSession).mockResolvedValue(null);
    connect();
    last().open();
    last().serverClose(COLLAB_CLOSE.unauthenticated);
    await new Promise((r) => setTimeout(r, 50));
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(FakeSocket.all).toHaveLength(1);
  });
});

describe('CollabHandle (useCollabDoc)', () => {
  it('opens with the first subscriber, closes with the last, and keeps the document', () => {
    const opened: CollabConnection[] = [];
    const handle = new CollabHandle('mind-map:abc', (doc, room) => {
      const c = connect(doc, room);
      opened.push(c);
      return c;
    });
    expect(handle.snapshot().provider).toBeNull();
    const stopA = handle.subscribe(() => {});
    const stopB = handle.subscribe(() => {});
    expect(opened).toHaveLength(1);
    expect(handle.snapshot().provider).toBe(opened[0]!.provider);
    handle.doc.getMap('nodes').set('k', 1);
    stopA();
    expect(opened[0]!.provider.shouldConnect).toBe(true);
    stopB();
    expect(opened[0]!.provider.shouldConnect).toBe(false);
    expect(handle.snapshot().awareness).toBeNull();
    // StrictMode's second subscription: a fresh connection on the same document.
    const stopC = handle.subscribe(() => {});
    expect(opened).toHaveLength(2);
    expect(opened[1]!.doc).toBe(handle.doc);
    expect(handle.doc.getMap('nodes').get('k')).toBe(1);
    stopC();
  });

  it('tells subscribers when the status changes', () => {
    const handle = new CollabHandle('mind-map:abc', (doc, room) => connect(doc, room));
    const seen: string[] = [];
    const stop = handle.subscribe(() => seen.push(handle.snapshot().status));
    last().open();
    last().receive(syncMessage((e) => syncProtocol.writeSyncStep2(e, new Y.Doc())));
    expect(seen).toContain('synced');
    stop();
  });
});
