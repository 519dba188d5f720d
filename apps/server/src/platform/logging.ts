import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** The server's logger options (pino through Fastify): none in tests, info in production. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.NODE_ENV === 'test') return false;
  return { level: config.LOG_LEVEL ?? (config.NODE_ENV === 'production' ? 'info' : 'debug') };
}
