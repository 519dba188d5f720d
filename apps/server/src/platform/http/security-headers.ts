import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

/** Content-Security-Policy: no inline scripts; Google Identity Services is the one outside origin. */
const googleGsi = 'https://accounts.google.com/gsi/';
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", `${googleGsi}client`],
    styleSrc: ["'self'", "'unsafe-inline'", `${googleGsi}style`],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'ws:', 'wss:', googleGsi],
    frameSrc: [googleGsi],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
};

/** The response headers every answer carries (helmet: CSP, HSTS on https, nosniff…). */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy,
    hsts: config.APP_URL.startsWith('https:')
      ? { maxAge: 31536000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
  });
}
