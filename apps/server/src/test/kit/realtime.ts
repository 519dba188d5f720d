import { Client, type IFrame, type IMessage, type StompConfig } from '@stomp/stompjs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import WebSocket from 'ws';
import { AppError } from '../../platform/errors';
import { registerErrorHandler } from '../../platform/http/error-handler';
import type { DatabaseHandle } from '../../platform/db/client';
import { registerRealtime, type RealtimeOptions } from '../../platform/realtime/plugin';

/**
 * Test helpers: a bare Fastify app with only the realtime layer and a fake authenticator
 * (`?token=<t>` maps to a user through `tokens`), real @stomp/stompjs clients, and a raw
 * socket for frames a well-behaved client never sends.
 */
export interface RealtimeTestServer {
  app: FastifyInstance;
  url: (token: string) => string;
  tokens: Map<string, string>;
}

export async function realtimeServer(
  database: DatabaseHandle,
  options: Partial<RealtimeOptions> = {},
): Promise<RealtimeTestServer> {
  const tokens = new Map<string, string>();
  const app = Fastify();
  app.decorate('database', database);
  registerErrorHandler(app);
  await registerRealtime(app, {
    authenticate: async (request) => {
      const { token } = request.query as { token?: string };
      const userId = token ? tokens.get(token) : undefined;
      if (!userId) throw AppError.unauthenticated();
      return { userId };
    },
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => app.close());
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    tokens,
    url: (token) => `ws://127.0.0.1:${port}/ws?token=${encodeURIComponent(token)}`,
  };
}

export interface TestClient {
  client: Client;
  connected: IFrame;
  messages: IMessage[];
  errors: IFrame[];
  /** WebSocket closes seen so far. */
  closes(): number;
  /** Subscribes and waits for the broker's RECEIPT, so nothing published afterwards is missed. */
  subscribe(destination: string): Promise<void>;
  waitFor(count: number, timeoutMs?: number): Promise<IMessage[]>;
  stop(): Promise<void>;
}

export async function connectStomp(
  url: string,
  config: Partial<StompConfig> = {},
): Promise<TestClient> {
  const messages: IMessage[] = [];
  const errors: IFrame[] = [];
  let receipts = 0;
  const client = new Client({
    webSocketFactory: () => new WebSocket(url),
    reconnectDelay: 0,
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    ...config,
  });
  client.onStompError = (frame) => errors.push(frame);
  let closes = 0;
  const connected = await new Promise<IFrame>((resolve, reject) => {
    client.onConnect = resolve;
    client.onWebSocketClose = () => {
      closes++;
      reject(new Error('socket closed before CONNECTED'));
    };
    client.activate();
  });
  afterAll(() => client.deactivate());
  return {
    client,
    connected,
    messages,
    errors,
    closes: () => closes,
    subscribe: (destination) =>
      new Promise<void>((resolve) => {
        const receipt = `r-${++receipts}`;
        client.watchForReceipt(receipt, () => resolve());
        client.subscribe(destination, (m) => messages.push(m), { receipt });
      }),
    waitFor: (count, timeoutMs = 5000) =>
      until(() => messages.length >= count, timeoutMs).then(() => messages),
    stop: () => client.deactivate(),
  };
}

export async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A socket speaking raw STOMP: every received frame (heart-beat EOLs dropped) is kept as text. */
export async function rawSocket(url: string) {
  const socket = new WebSocket(url);
  const frames: string[] = [];
  let closeCode: number | null = null;
  socket.on('message', (data: Buffer) => {
    const text = data.toString('utf8');
    if (text.trim() !== '') frames.push(text);
  });
  socket.on('close', (code) => (closeCode = code));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  afterAll(() => socket.terminate());
  return {
    socket,
    frames,
    send: (data: string | Buffer) => socket.send(data),
    closed: () => closeCode,
    waitClosed: (timeoutMs = 5000) =>
      until(() => closeCode !== null, timeoutMs).then(() => closeCode),
    waitFrames: (count: number, timeoutMs = 5000) =>
      until(() => frames.length >= count, timeoutMs).then(() => frames),
  };
}

export const connectFrame = (heartBeat = '0,0') =>
  `CONNECT\naccept-version:1.2\nhost:localhost\nheart-beat:${heartBeat}\n\n\0`;

/** Parses one server frame's text into command, headers and body. */
export function parseFrame(text: string) {
  const [head = '', ...rest] = text.split('\n\n');
  const [command = '', ...lines] = head.replace(/^\n+/, '').split('\n');
  const unescape = (v: string) =>
    command === 'CONNECTED'
      ? v
      : v.replace(/\\([rnc\\])/g, (_, c: string) => ({ r: '\r', n: '\n', c: ':' })[c] ?? '\\');
  const headers = Object.fromEntries(
    lines.map((l) => [l.slice(0, l.indexOf(':')), unescape(l.slice(l.indexOf(':') + 1))]),
  );
  return { command, headers, body: rest.join('\n\n').replace(/\0$/, '') };
}
