import { randomUUID } from 'node:crypto';
import { REALTIME_CLOSE } from '@orbita/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { endMessages } from './session';
import {
  connectFrame,
  parseFrame,
  rawSocket,
  realtimeServer,
  testDatabase,
  until,
} from '../../test/kit';

/**
 * Limits on who holds sockets: at most 20 per person on an instance (README "Tempo real"),
 * and none for a sign-in session already ended. `?token=<user>.<session>` here.
 */
const database = testDatabase();
const server = await realtimeServer(database, {
  authenticate: async (request) => {
    const [userId, sessionId] = String((request.query as { token?: string }).token).split('.');
    if (!userId || !sessionId) throw AppError.unauthenticated();
    return { userId, sessionId, expiresAt: Date.now() + 3_600_000 };
  },
});

async function open(userId: string, sessionId = randomUUID()) {
  const ws = await rawSocket(server.url(`${userId}.${sessionId}`));
  ws.send(connectFrame());
  await ws.waitFrames(1);
  return ws;
}

const frameOf = (ws: { frames: string[] }) => parseFrame(ws.frames[0]!);

describe('sockets per person', () => {
  it('refuses the 21st socket of one person with a pt-BR STOMP ERROR; others are not affected', async () => {
    const ana = randomUUID();
    const sockets: Awaited<ReturnType<typeof open>>[] = [];
    for (let i = 0; i < 20; i++) sockets.push(await open(ana));
    expect(sockets.map((s) => frameOf(s).command)).toEqual(Array(20).fill('CONNECTED'));

    const extra = await open(ana);
    expect(frameOf(extra)).toMatchObject({
      command: 'ERROR',
      headers: {
        message:
          'Conexões em tempo real demais abertas para esta pessoa (máximo 20). Feche abas ou aparelhos que não estiver usando.',
      },
    });
    expect(await extra.waitClosed()).toBe(REALTIME_CLOSE.tooManySockets);
    expect(sockets.every((s) => s.closed() === null)).toBe(true);
    expect(frameOf(await open(randomUUID())).command).toBe('CONNECTED');

    // Closing one frees its place.
    sockets[0]!.socket.close();
    await until(() => sockets[0]!.closed() !== null);
    await until(() => server.app.realtime.connections < 21);
    expect(frameOf(await open(ana)).command).toBe('CONNECTED');
  });
});

describe('sockets of an ended session', () => {
  it('refuses a socket whose session ended while it was being opened', async () => {
    const bia = randomUUID();
    const ended = randomUUID();
    const before = await open(bia, ended);
    await server.app.realtime.endSessions(bia, [ended]);
    // The end has gone by (it closed the socket already open) …
    expect(await before.waitClosed()).toBe(REALTIME_CLOSE.sessionRevoked);
    // … and a socket authenticated just before it is refused too.
    const late = await open(bia, ended);
    expect(frameOf(late)).toMatchObject({
      command: 'ERROR',
      headers: { message: endMessages.revoked },
    });
    expect(await late.waitClosed()).toBe(REALTIME_CLOSE.sessionRevoked);
    expect(frameOf(await open(bia)).command).toBe('CONNECTED');
  });
});
