import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** Environment, parsed once. Every variable is documented in the README. */
const schema = z.object({
  /**
   * Fail closed: production unless development (or test) is asked for explicitly. A server
   * started without NODE_ENV (a container running node directly) must not serve the dev
   * mailbox and its password-reset links to anyone.
   */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  // The public address: e-mail links, Secure cookies, HSTS and the CSP's WebSocket origin.
  APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  WEB_DIST_DIR: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Orbita <nao-responda@orbita.local>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().default('https://www.googleapis.com/oauth2/v3/certs'),
  // Facebook connection (OAuth code flow): offered only when both are set.
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  WHATSAPP_GRAPH_URL: z.string().default('https://graph.facebook.com/v21.0'),
  // WhatsApp secrets at rest (README): a base64 key of 32 bytes; unset → DATA_DIR/chats-secrets.key.
  CHATS_SECRETS_KEY: z
    .string()
    .refine(
      (v) => v === '' || Buffer.from(v, 'base64').length === 32,
      'CHATS_SECRETS_KEY deve ser uma chave de 32 bytes em base64 (openssl rand -base64 32).',
    )
    .optional(),
  /**
   * How long an outbound WhatsApp message whose send was cut by a crash waits for Meta's
   * status webhook before it is sent again (whatsapp/outbox.ts). The durability test
   * shortens it.
   */
  CHATS_IN_DOUBT_WAIT_MS: z.coerce.number().int().min(1000).default(60_000),
  // Facebook's OAuth dialog and Graph API; tests point them at a local fake server.
  FACEBOOK_AUTH_URL: z.string().default('https://www.facebook.com/v21.0/dialog/oauth'),
  FACEBOOK_GRAPH_URL: z.string().default('https://graph.facebook.com/v21.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /**
   * Which proxies may set X-Forwarded-For (the client IP used by rate limits and API-key
   * IP allow-lists). Off by default: trusting it blindly lets any caller claim any address.
   * `true` (every hop) or a comma-separated list of proxy IPs/CIDRs.
   */
  TRUST_PROXY: z.string().optional(),
  // Session tuning; the defaults are the product's. Tests and e2e shorten them.
  AUTH_ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).default(900),
  AUTH_REFRESH_LEEWAY_MS: z.coerce.number().int().min(0).default(10_000),
  AUTH_LOGIN_LIMIT: z.coerce.number().int().min(1).default(10),
  AUTH_RECOVER_LIMIT: z.coerce.number().int().min(1).default(5),
  AUTH_REGISTER_LIMIT: z.coerce.number().int().min(1).default(10),
  // Per client IP across accounts (spraying): logins per 15 min, recover and resend per 30 min
  // each; past half the budget every attempt waits AUTH_IP_DELAY_MS more (README).
  AUTH_LOGIN_IP_LIMIT: z.coerce.number().int().min(1).default(30),
  AUTH_RECOVER_IP_LIMIT: z.coerce.number().int().min(1).default(10),
  AUTH_IP_DELAY_MS: z.coerce.number().int().min(0).default(250),
  /** Lookups of a public game by code (`/api/public/play/{code}`) per IP per minute. */
  AUTH_PLAY_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Password hashes at once (argon2 takes a core each) and how many may wait; more: 503. */
  AUTH_HASH_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .default(() => Math.max(1, Math.floor(availableParallelism() / 2))),
  AUTH_HASH_QUEUE: z.coerce.number().int().min(0).default(16),
  /** Orbita's moderators of explore (reports, hiding, picks): a comma list of e-mails. */
  ORBITA_MODERATOR_EMAILS: z.string().default(''),
  /** Explore's public JSON API and public pages: requests per client IP per minute. */
  EXPLORE_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  // Media library (README): files on disk under DATA_DIR/media unless S3_BUCKET is set, then on
  // any S3-compatible store (S3_ENDPOINT for non-AWS ones, path-style addressing by default).
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  MEDIA_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(50 * 1024 * 1024),
  // Agents (README): webhooks may call private/loopback addresses only when the operator says so;
  // the language-model action is off until LLM_URL (an OpenAI-compatible base URL) is set.
  AGENTS_ALLOW_PRIVATE_URLS: z
    .enum(['0', '1', 'false', 'true', ''])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  LLM_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  MEDIA_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(2 * 1024 * 1024 * 1024),
});

export type Config = z.infer<typeof schema> & {
  APP_URL: string;
  WEB_DIST_DIR: string;
  trustProxy: boolean | string[];
};

function parseTrustProxy(value: string | undefined): boolean | string[] {
  const v = value?.trim();
  if (!v || v === 'false') return false;
  if (v === 'true') return true;
  return v
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

const here = path.dirname(new URL(import.meta.url).pathname);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuração inválida: ${detail}`);
  }
  const c = parsed.data;
  return {
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
    ...c,
    DATA_DIR: path.resolve(c.DATA_DIR),
    APP_URL: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    WEB_DIST_DIR: path.resolve(c.WEB_DIST_DIR ?? path.join(here, '../../web/dist')),
  };
}
