import { FrameError } from './frames';

/** The effective heart-beat periods of one connection, in ms; 0 = none. */
export interface HeartBeat {
  /** How often the server must send something (an EOL when idle). */
  outgoing: number;
  /** How often the client promised to send something; silence for 2× this closes the socket. */
  incoming: number;
}

/**
 * Negotiation of STOMP 1.2 §Heart-beating. The client's CONNECT says `cx,cy` (cx: the
 * smallest period it can send at, cy: the period it wants to receive at); the server
 * offers `sx,sy`. Client→server: none if cx or sy is 0, else max(cx, sy). Server→client:
 * none if sx or cy is 0, else max(sx, cy).
 */
export function negotiateHeartBeat(
  header: string | undefined,
  server: { sx: number; sy: number },
): HeartBeat {
  if (header === undefined || header === '') return { outgoing: 0, incoming: 0 };
  const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(header);
  if (!match) throw new FrameError('Cabeçalho heart-beat inválido', header.slice(0, 40));
  const cx = Number(match[1]);
  const cy = Number(match[2]);
  return {
    incoming: cx === 0 || server.sy === 0 ? 0 : Math.max(cx, server.sy),
    outgoing: server.sx === 0 || cy === 0 ? 0 : Math.max(server.sx, cy),
  };
}
