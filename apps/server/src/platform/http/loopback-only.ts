import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`, a dual-stack listener). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address);
}

/**
 * onRequest hook for development-only routes (the dev mailbox holds password-reset links):
 * they answer only to a client on this machine. The socket's own peer address decides, never
 * X-Forwarded-For (any caller can send it, and TRUST_PROXY would make request.ip believe it);
 * anyone else meets the same 404 as a route that does not exist.
 */
export async function loopbackOnly(request: FastifyRequest): Promise<void> {
  if (!isLoopback(request.socket.remoteAddress)) {
    throw AppError.notFound('Página não encontrada.');
  }
}
