import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import WebSocket from 'ws';
import { connectStomp, createMember, realtimeServer, testDatabase } from '../../test/kit';

const database = testDatabase();

it(
  'keeps an idle @stomp/stompjs client alive for 30 s with 10000,10000 heart-beats',
  { timeout: 60_000 },
  async () => {
    const server = await realtimeServer(database);
    const { user, workspace } = await createMember(database);
    const token = randomUUID();
    server.tokens.set(token, user.id);

    let socket: WebSocket | undefined;
    let serverBeats = 0;
    const client = await connectStomp(server.url(token), {
      webSocketFactory: () => {
        socket = new WebSocket(server.url(token));
        socket.on('message', (data: Buffer) => {
          if (data.toString() === '\n') serverBeats++;
        });
        return socket;
      },
    });
    expect(client.connected.headers['heart-beat']).toBe('10000,10000');
    await client.subscribe('/topic/*');
    const first = socket;

    // Idle well past the 2 × 10 s silence limit of both sides.
    await new Promise((r) => setTimeout(r, 30_000));

    expect(client.closes()).toBe(0);
    expect(socket).toBe(first);
    expect(client.client.connected).toBe(true);
    expect(serverBeats).toBeGreaterThanOrEqual(2);
    await server.app.realtime.publish({
      type: 'updated',
      workspaceId: workspace.id,
      entity: 'task',
      id: randomUUID(),
      data: {},
    });
    await client.waitFor(1);
  },
);
