/**
 * STOMP 1.2 frames: a streaming parser for what clients send and the serializer for what
 * the server sends. Bytes, not strings, because `content-length` counts UTF-8 bytes and a
 * frame may arrive split over several WebSocket messages (or several in one).
 * https://stomp.github.io/stomp-specification-1.2.html
 */
export type Headers = Record<string, string>;

export interface Frame {
  command: string;
  headers: Headers;
  body: Buffer;
}

/** A frame the parser cannot accept; the session answers ERROR and closes. */
export class FrameError extends Error {
  constructor(
    message: string,
    readonly detail = '',
  ) {
    super(message);
    this.name = 'FrameError';
  }
}

export const clientCommands = new Set([
  'CONNECT',
  'STOMP',
  'SEND',
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'ACK',
  'NACK',
  'BEGIN',
  'COMMIT',
  'ABORT',
  'DISCONNECT',
]);

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;

// CONNECT/CONNECTED headers are never escaped (spec: "Value Encoding"), for 1.0 compatibility.
const unescapedCommands = new Set(['CONNECT', 'STOMP', 'CONNECTED']);

function unescape(value: string): string {
  return value.replace(/\\(.?)/gs, (_, c: string) => {
    switch (c) {
      case 'r':
        return '\r';
      case 'n':
        return '\n';
      case 'c':
        return ':';
      case '\\':
        return '\\';
      default:
        // Undefined escape sequences MUST be treated as a fatal protocol error.
        throw new FrameError('Sequência de escape inválida em cabeçalho', `\\${c}`);
    }
  });
}

export function escapeHeader(value: string): string {
  return value.replace(/[\\\r\n:]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\r' ? '\\r' : c === '\n' ? '\\n' : '\\c',
  );
}

type LineResult = { line: string; next: number } | null;

function readLine(buf: Buffer, from: number): LineResult {
  const lf = buf.indexOf(LF, from);
  if (lf < 0) return null;
  const end = lf > from && buf[lf - 1] === CR ? lf - 1 : lf;
  return { line: buf.toString('utf8', from, end), next: lf + 1 };
}

/**
 * Parses one frame starting at `offset` (after any heart-beat EOLs). Returns null when
 * the frame is not complete yet; throws FrameError when it can never be valid.
 */
function parseOne(
  buf: Buffer,
  offset: number,
  maxFrameBytes: number,
): { frame: Frame; next: number } | null {
  const first = readLine(buf, offset);
  if (!first) return null;
  const command = first.line;
  if (!clientCommands.has(command)) {
    throw new FrameError('Comando STOMP desconhecido', command.slice(0, 40));
  }
  const escaped = !unescapedCommands.has(command);
  const headers: Headers = {};
  let pos = first.next;
  for (;;) {
    const header = readLine(buf, pos);
    if (!header) return null;
    pos = header.next;
    if (header.line === '') break;
    const colon = header.line.indexOf(':');
    if (colon <= 0) throw new FrameError('Cabeçalho STOMP malformado', header.line.slice(0, 80));
    const rawName = header.line.slice(0, colon);
    const rawValue = header.line.slice(colon + 1);
    const name = escaped ? unescape(rawName) : rawName;
    const value = escaped ? unescape(rawValue) : rawValue;
    // Repeated headers: only the first occurrence counts.
    if (!(name in headers)) headers[name] = value;
  }
  const lengthHeader = headers['content-length'];
  if (lengthHeader !== undefined) {
    if (!/^\d+$/.test(lengthHeader)) throw new FrameError('content-length inválido', lengthHeader);
    const length = Number(lengthHeader);
    if (length > maxFrameBytes)
      throw new FrameError('Quadro grande demais', `limite de ${maxFrameBytes} bytes`);
    if (buf.length < pos + length + 1) return null;
    if (buf[pos + length] !== NUL)
      throw new FrameError('Quadro sem NUL após o corpo indicado por content-length');
    return {
      frame: { command, headers, body: buf.subarray(pos, pos + length) },
      next: pos + length + 1,
    };
  }
  const nul = buf.indexOf(NUL, pos);
  if (nul < 0) return null;
  return { frame: { command, headers, body: buf.subarray(pos, nul) }, next: nul + 1 };
}

/**
 * Accumulates bytes from the socket and yields whole frames. EOLs between frames are
 * heart-beats and are skipped. Anything that would make one pending frame exceed
 * `maxFrameBytes` is refused, so a client cannot make the server buffer without bound.
 */
export class FrameParser {
  private pending: Buffer = Buffer.alloc(0);

  constructor(private readonly maxFrameBytes: number) {}

  push(chunk: Buffer): Frame[] {
    let buf = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    const frames: Frame[] = [];
    let offset = 0;
    for (;;) {
      while (offset < buf.length && (buf[offset] === LF || buf[offset] === CR)) offset++;
      if (offset >= buf.length) break;
      const parsed = parseOne(buf, offset, this.maxFrameBytes);
      if (!parsed) break;
      if (parsed.next - offset > this.maxFrameBytes + 1) {
        throw new FrameError('Quadro grande demais', `limite de ${this.maxFrameBytes} bytes`);
      }
      frames.push(parsed.frame);
      offset = parsed.next;
    }
    buf = buf.subarray(offset);
    if (buf.length > this.maxFrameBytes) {
      throw new FrameError('Quadro grande demais', `limite de ${this.maxFrameBytes} bytes`);
    }
    // Copy so a small remainder does not pin a large socket buffer.
    this.pending = buf.length ? Buffer.from(buf) : Buffer.alloc(0);
    return frames;
  }
}

/** Serializes a server frame. Header values are escaped except on CONNECTED. */
export function serializeFrame(command: string, headers: Headers, body = ''): string {
  const escaped = !unescapedCommands.has(command);
  let out = command + '\n';
  for (const [name, value] of Object.entries(headers)) {
    out += escaped ? `${escapeHeader(name)}:${escapeHeader(value)}\n` : `${name}:${value}\n`;
  }
  if (body) out += `content-length:${Buffer.byteLength(body, 'utf8')}\n`;
  return out + '\n' + body + '\0';
}
