import { REALTIME_CLOSE } from '@orbita/contracts';
import type { WebSocket } from 'ws';
import { parseDestination, type Target } from './destinations';
import { FrameError, FrameParser, escapeHeader, serializeFrame, type Frame } from './frames';
import { negotiateHeartBeat, type HeartBeat } from './heart-beat';

export interface SessionLimits {
  /** Heart-beat the server offers both ways (spec §9: 10000). */
  heartbeatMs: number;
  /** Largest inbound frame, in bytes. */
  maxFrameBytes: number;
  /** Bytes a client may leave unread before it is dropped as a slow consumer. */
  maxBufferedBytes: number;
  /** Time allowed between the upgrade and the CONNECT frame. */
  connectTimeoutMs: number;
  maxSubscriptions: number;
}

export interface Subscription {
  id: string;
  /** Already escaped for a header line, since it is written on every MESSAGE. */
  idHeader: string;
  target: Target;
  /** In `client`/`client-individual` mode each MESSAGE carries an `ack` header (ACKs are accepted; events are not redelivered). */
  ack: boolean;
}

type State = 'opening' | 'connected' | 'closed';

/**
 * Who a socket belongs to. Real sockets also carry the sign-in session (auth_sessions.id)
 * and the expiry of the access token they were opened with: the socket lives no longer
 * than either (revocation: Broker; expiry: `tick`).
 */
export interface SocketOwner {
  userId: string;
  sessionId?: string;
  /** Milliseconds since the epoch. */
  expiresAt?: number;
}

export const endMessages = {
  revoked: 'Sua sessão foi encerrada. Entre de novo para continuar.',
  expired: 'Seu acesso expirou. Renove a sessão e conecte de novo.',
};

const ackModes = new Set(['auto', 'client', 'client-individual']);
let sessionCounter = 0;

/**
 * One client connection: the STOMP 1.2 state machine for the frames a client may send.
 * The broker decides what to deliver; the session writes frames, keeps heart-beats and
 * protects the server from bad or slow clients (ERROR then close; drop when the unread
 * output grows past the limit).
 */
export class StompSession {
  readonly id = `s${(++sessionCounter).toString(36)}-${process.pid.toString(36)}`;
  readonly subscriptions = new Map<string, Subscription>();
  private state: State = 'opening';
  private heartBeat: HeartBeat = { outgoing: 0, incoming: 0 };
  private readonly parser: FrameParser;
  private readonly openedAt = Date.now();
  private lastReceived = Date.now();
  private lastSent = Date.now();
  private messageCounter = 0;
  readonly userId: string;
  /** The sign-in session the socket was opened through (auth_sessions.id). */
  readonly authSessionId: string | undefined;
  private readonly expiresAt: number | undefined;

  constructor(
    private readonly socket: WebSocket,
    owner: SocketOwner,
    private readonly limits: SessionLimits,
    private readonly onClosed: (session: StompSession) => void,
    /** The last event this socket's person could have been sent (Broker.lastEventFor). */
    private readonly lastEventAt: (session: StompSession) => number = () => Date.now(),
  ) {
    this.userId = owner.userId;
    this.authSessionId = owner.sessionId;
    this.expiresAt = owner.expiresAt;
    this.parser = new FrameParser(limits.maxFrameBytes);
    socket.on('message', (data) => this.receive(toBuffer(data)));
    socket.on('close', () => this.closed());
    socket.on('error', () => socket.terminate());
  }

  private isOpen(): boolean {
    return this.state !== 'closed';
  }

  private receive(data: Buffer): void {
    if (this.state === 'closed') return;
    this.lastReceived = Date.now();
    let frames: Frame[];
    try {
      frames = this.parser.push(data);
    } catch (error) {
      return this.fail(error);
    }
    for (const frame of frames) {
      // A frame before this one may have closed the session (DISCONNECT, ERROR).
      if (!this.isOpen()) return;
      try {
        this.handle(frame);
      } catch (error) {
        return this.fail(error, frame.headers.receipt);
      }
    }
  }

  private handle(frame: Frame): void {
    const { command, headers } = frame;
    if (this.state === 'opening') {
      if (command !== 'CONNECT' && command !== 'STOMP')
        throw new FrameError('Envie CONNECT antes de qualquer outro quadro', command);
      return this.connect(headers);
    }
    switch (command) {
      case 'CONNECT':
      case 'STOMP':
        throw new FrameError('Sessão já conectada');
      case 'SUBSCRIBE':
        this.subscribe(headers);
        // What a client read before this subscription may have missed events: the receipt
        // says when the last one it could have been sent went by (server clock, with the
        // server's time to compare it), so a client refetches only if something did.
        return this.receipt(headers, {
          'last-event-at': String(this.lastEventAt(this)),
          'server-time': String(Date.now()),
        });
      case 'UNSUBSCRIBE':
        this.subscriptions.delete(required(headers, 'id'));
        break;
      case 'ACK':
      case 'NACK':
        required(headers, 'id');
        break;
      case 'SEND':
        throw new FrameError(
          'Clientes não podem publicar mensagens',
          'SEND não é aceito neste servidor',
        );
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        throw new FrameError('Transações não são suportadas', command);
      case 'DISCONNECT':
        this.receipt(headers);
        this.state = 'closed';
        this.socket.close(1000);
        this.onClosed(this);
        return;
    }
    this.receipt(headers);
  }

  private connect(headers: Record<string, string>): void {
    const versions = (headers['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
    if (!versions.includes('1.2')) {
      throw new FrameError('Versão de STOMP não suportada', 'Versões suportadas: 1.2');
    }
    const { heartbeatMs } = this.limits;
    this.heartBeat = negotiateHeartBeat(headers['heart-beat'], {
      sx: heartbeatMs,
      sy: heartbeatMs,
    });
    this.state = 'connected';
    this.write(
      serializeFrame('CONNECTED', {
        version: '1.2',
        'heart-beat': `${heartbeatMs},${heartbeatMs}`,
        server: 'Orbita/1.0',
        session: this.id,
      }),
    );
  }

  private subscribe(headers: Record<string, string>): void {
    const id = required(headers, 'id');
    const target = parseDestination(required(headers, 'destination'));
    const ack = headers.ack ?? 'auto';
    if (!ackModes.has(ack)) throw new FrameError('Modo de ack inválido', ack);
    if (this.subscriptions.has(id))
      throw new FrameError('Já existe uma assinatura com este id', id);
    if (this.subscriptions.size >= this.limits.maxSubscriptions)
      throw new FrameError('Assinaturas demais nesta conexão');
    this.subscriptions.set(id, { id, idHeader: escapeHeader(id), target, ack: ack !== 'auto' });
  }

  private receipt(headers: Record<string, string>, extra: Record<string, string> = {}): void {
    const receipt = headers.receipt;
    if (receipt !== undefined)
      this.write(serializeFrame('RECEIPT', { 'receipt-id': receipt, ...extra }));
  }

  /** Sends ERROR (with `receipt-id` when the offending frame asked for a receipt), then closes, as the spec requires. */
  private fail(error: unknown, receipt?: string): void {
    const known = error instanceof FrameError;
    const message = known ? error.message : 'Erro interno do servidor';
    const detail = known ? error.detail : '';
    const headers: Record<string, string> = { message, 'content-type': 'text/plain;charset=utf-8' };
    if (receipt !== undefined) headers['receipt-id'] = receipt;
    if (known && message.startsWith('Versão')) headers.version = '1.2';
    this.write(serializeFrame('ERROR', headers, detail));
    this.state = 'closed';
    this.socket.close(known ? 1002 : 1011);
    this.onClosed(this);
  }

  /**
   * Writes one MESSAGE. `destinationHeader` and `tail` (content headers, blank line, body,
   * NUL) are built once per event by the broker and shared by every recipient.
   */
  deliver(subscription: Subscription, destinationHeader: string, tail: string): void {
    if (this.state !== 'connected') return;
    const messageId = `${this.id}-${(++this.messageCounter).toString(36)}`;
    const ack = subscription.ack ? `ack:${messageId}\n` : '';
    this.write(
      `MESSAGE\nsubscription:${subscription.idHeader}\nmessage-id:${messageId}\n${ack}destination:${destinationHeader}\n${tail}`,
    );
  }

  /** Heart-beats and timeouts, called by the broker's ticker. */
  tick(now: number, tickMs: number): void {
    if (this.expiresAt !== undefined && now >= this.expiresAt) {
      return this.end(endMessages.expired, REALTIME_CLOSE.tokenExpired);
    }
    if (this.state === 'opening' && now - this.openedAt > this.limits.connectTimeoutMs) {
      return this.fail(new FrameError('Tempo para CONNECT esgotado'));
    }
    if (this.state !== 'connected') return;
    const { incoming, outgoing } = this.heartBeat;
    if (incoming > 0 && now - this.lastReceived > 2 * incoming) {
      // Silent for two periods: the peer is gone; free the socket now rather than wait for a close handshake.
      return this.drop();
    }
    // Sent a tick early so a busy event loop never makes the beat late.
    if (outgoing > 0 && now - this.lastSent >= outgoing - tickMs) this.write('\n');
  }

  private write(data: string): void {
    if (this.state === 'closed' || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount + data.length > this.limits.maxBufferedBytes) {
      // A slow consumer may not make the server hold its backlog: drop it; it reconnects and refetches.
      return this.drop();
    }
    this.lastSent = Date.now();
    this.socket.send(data);
  }

  drop(): void {
    this.state = 'closed';
    this.socket.terminate();
    this.onClosed(this);
  }

  /**
   * Ends the session with an ERROR frame saying why (its sign-in ended, too many sockets),
   * then closes with `code`. Nothing is delivered from here on.
   */
  end(message: string, code: number): void {
    if (this.state === 'closed') return;
    this.write(serializeFrame('ERROR', { message, 'content-type': 'text/plain;charset=utf-8' }));
    this.state = 'closed';
    this.socket.close(code);
    this.onClosed(this);
  }

  /** Graceful close (server shutdown). */
  close(code = 1001): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.socket.close(code);
    this.onClosed(this);
  }

  private closed(): void {
    this.state = 'closed';
    this.onClosed(this);
  }
}

function required(headers: Record<string, string>, name: string): string {
  const value = headers[name];
  if (value === undefined || value === '')
    throw new FrameError(`Cabeçalho obrigatório ausente: ${name}`);
  return value;
}

function toBuffer(data: Buffer | ArrayBuffer | Buffer[]): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.isBuffer(data) ? data : Buffer.from(data);
}
