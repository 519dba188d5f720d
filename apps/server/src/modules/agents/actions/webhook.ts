import { agentMessages, actionRequires } from '@orbita/contracts/agents';
import { valueAt } from '../engine/paths';
import { outsideConfig } from '../net/config';
import { failureOfError, failureOfStatus } from '../net/failures';
import { PrivateAddressError, resolveChecked, type Resolver } from '../net/guard';
import { postOutbound } from '../net/http';
import { signBody, webhookSecretFor } from '../net/signing';
import type { ActionEnv, ActionOf, ExternalActionHandler } from './types';

export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_ANSWER_MAX_BYTES = 64 * 1024;
/** What of the answer the step keeps (the log and `{{steps.N.body}}`). */
export const WEBHOOK_BODY_KEPT = 2000;
const WEBHOOK_REDIRECTS_MAX = 3;

/** Tests only: the guard's resolver and public-address test (see net/guard.ts). */
export const webhookTesting: { resolve?: Resolver; isPublic?: (address: string) => boolean } = {};

const single = /^\{\{\s*([A-Za-z_][\w-]*(?:\.[\w-]+){0,9})\s*\}\}$/;

/**
 * The body sent (one JSON document, always):
 * - empty template → the run's whole input (`event`, the records read, `run`, `agent`, `steps`);
 * - a template that is JSON itself (`{"tarefa": "{{task.title}}"}`) → each string in it is
 *   rendered, then the document is serialized again: a value with quotes or braces stays a
 *   string and cannot break or add to the structure. A string that is exactly one
 *   placeholder (`"{{event}}"`, `"{{event.value}}"`) inserts the value with its own type;
 * - anything else is rendered as text: sent as is when the result is JSON, else as
 *   `{"text": "<rendered>"}`.
 */
export function webhookBody(template: string, env: Pick<ActionEnv, 'input' | 'render'>): string {
  if (template.trim() === '') return JSON.stringify(env.input);
  let parsed: unknown;
  try {
    parsed = JSON.parse(template);
  } catch {
    const text = env.render(template);
    try {
      return JSON.stringify(JSON.parse(text));
    } catch {
      return JSON.stringify({ text });
    }
  }
  return JSON.stringify(renderJson(parsed, env));
}

function renderJson(value: unknown, env: Pick<ActionEnv, 'input' | 'render'>): unknown {
  if (typeof value === 'string') {
    const path = single.exec(value)?.[1];
    if (path !== undefined) {
      const found = valueAt(env.input, path);
      return found === undefined ? '' : found;
    }
    return env.render(value);
  }
  if (Array.isArray(value)) return value.map((v) => renderJson(v, env));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [env.render(k), renderJson(v, env)]),
    );
  return value;
}

async function call(action: ActionOf<'webhook'>, env: ActionEnv) {
  const body = webhookBody(action.body, env);
  const secret = await webhookSecretFor(env.ctx.db, env.agent.id);
  try {
    return await postOutbound({
      url: action.url,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Orbita-Agentes',
        'X-Orbita-Signature': signBody(secret, body),
        'X-Orbita-Delivery': `${env.run.id}:${env.run.stepIndex}`,
      },
      body,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      maxBytes: WEBHOOK_ANSWER_MAX_BYTES,
      guard: !outsideConfig().allowPrivateUrls,
      maxRedirects: WEBHOOK_REDIRECTS_MAX,
      resolve: webhookTesting.resolve,
      isPublic: webhookTesting.isPublic,
    });
  } catch (error) {
    throw failureOfError('O webhook', error);
  }
}

/**
 * Calls a URL with a signed JSON POST (net/signing.ts tells receivers how to verify it).
 * External: runs outside any transaction and may be repeated after a crash between the call
 * and the step's commit — receivers dedupe on `X-Orbita-Delivery`.
 */
export const webhookAction: ExternalActionHandler<'webhook'> = {
  kind: 'webhook',
  external: true,
  // It sends the workspace's data out and makes something happen elsewhere: a writer's act.
  requires: actionRequires.webhook,
  async run(action, env) {
    const answer = await call(action, env);
    const failure = failureOfStatus('O webhook', answer.status);
    if (failure) throw failure;
    return { status: answer.status, body: answer.body.slice(0, WEBHOOK_BODY_KEPT) };
  },
  async preview(action, env) {
    const rendered = { url: action.url, body: webhookBody(action.body, env) };
    try {
      await resolveChecked(new URL(action.url), {
        allowPrivate: outsideConfig().allowPrivateUrls,
        resolve: webhookTesting.resolve,
        isPublic: webhookTesting.isPublic,
      });
      return { rendered, problem: null };
    } catch (error) {
      if (error instanceof PrivateAddressError)
        return { rendered, problem: agentMessages.privateUrl };
      return { rendered, problem: 'Endereço do webhook não encontrado (DNS).' };
    }
  },
};
