import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { agentMessages } from '@orbita/contracts/agents';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../../platform/context';
import { testDatabase } from '../../../test/kit';
import { render } from '../engine/templates';
import { fakeServer, type FakeServer } from '../net/fake-server';
import { isPublicAddress } from '../net/guard';
import { webhookSecretFor } from '../net/signing';
import { PermanentActionError, type ActionEnv, type ActionOf } from './types';
import { webhookAction, webhookBody, webhookTesting } from './webhook';

const { db } = testDatabase();

function envFor(input: Record<string, unknown> = {}): ActionEnv {
  const agentId = randomUUID();
  return {
    ctx: { db } as AppContext,
    actor: { userId: randomUUID(), workspaceId: randomUUID(), role: 'admin' },
    agent: { id: agentId, name: 'Avisar o CRM', createdBy: null },
    run: { id: randomUUID(), depth: 0, attempt: 1, stepIndex: 2 },
    input,
    render: (template) => render(template, input),
  };
}

const hook = (url: string, body = ''): ActionOf<'webhook'> => ({
  kind: 'webhook',
  requiresApproval: false,
  url,
  body,
});

const servers: FakeServer[] = [];
async function server(...args: Parameters<typeof fakeServer>) {
  const s = await fakeServer(...args);
  servers.push(s);
  return s;
}
beforeEach(() => {
  vi.stubEnv('AGENTS_ALLOW_PRIVATE_URLS', '0');
});
afterEach(async () => {
  vi.unstubAllEnvs();
  webhookTesting.resolve = undefined;
  webhookTesting.isPublic = undefined;
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** What a receiver does: HMAC-SHA256 of the raw body with the agent's secret, constant time. */
function verifies(secret: string, body: string, header: unknown): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
  const got = Buffer.from(String(header));
  return got.length === expected.length && timingSafeEqual(got, expected);
}

describe('webhook action: private addresses refused (no operator switch)', () => {
  it('refuses loopback, 10.x, the metadata address, [::1] and a name resolving to 127.0.0.1', async () => {
    const local = await server((_r, res) => res.end('ok'));
    for (const url of [
      local.url,
      `http://localhost:${local.port}/`,
      `http://[::1]:${local.port}/`,
      'http://10.0.0.7/hook',
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      const failure = await webhookAction.run(hook(url), envFor()).catch((e: unknown) => e);
      expect(failure, url).toBeInstanceOf(PermanentActionError);
      expect((failure as Error).message, url).toBe(agentMessages.privateUrl);
    }
    expect(local.received).toHaveLength(0);
  });

  it('refuses a name with one private address among its answers (custom resolver)', async () => {
    webhookTesting.resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '192.168.0.10', family: 4 },
    ];
    await expect(webhookAction.run(hook('https://crm.example/hook'), envFor())).rejects.toThrow(
      agentMessages.privateUrl,
    );
  });

  it('refuses a redirect to a private address (the first hop is "public": 127.0.0.2)', async () => {
    webhookTesting.isPublic = (a) => a === '127.0.0.2' || isPublicAddress(a);
    const inside = await server((_r, res) => res.end('internal'));
    const redirector = await server((_r, res) => {
      res.writeHead(302, { Location: `${inside.url}/admin` });
      res.end();
    }, '127.0.0.2');
    await expect(webhookAction.run(hook(redirector.url), envFor())).rejects.toThrow(
      agentMessages.privateUrl,
    );
    expect(redirector.received).toHaveLength(1);
    expect(inside.received).toHaveLength(0);
  });

  it('the dry run names the refusal without calling', async () => {
    const preview = await webhookAction.preview(hook('http://127.0.0.1:9/'), envFor(), db);
    expect(preview.problem).toBe(agentMessages.privateUrl);
  });
});

describe('webhook action: the signed call (AGENTS_ALLOW_PRIVATE_URLS=1)', () => {
  beforeEach(() => {
    vi.stubEnv('AGENTS_ALLOW_PRIVATE_URLS', '1');
  });

  it('POSTs the rendered JSON with the signature, delivery id and user agent; answers { status, body }', async () => {
    const receiver = await server((_r, res) => {
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end('{"recebido":true}');
    });
    const env = envFor({ task: { title: 'Ligar para "Ana" {urgente}' }, event: { value: 1500 } });
    const output = await webhookAction.run(
      hook(`${receiver.url}/orbita`, '{"tarefa": "{{task.title}}", "valor": "{{event.value}}"}'),
      env,
    );
    expect(output).toEqual({ status: 201, body: '{"recebido":true}' });
    const [call] = receiver.received;
    expect(call).toMatchObject({ method: 'POST', url: '/orbita' });
    expect(JSON.parse(call!.body)).toEqual({ tarefa: 'Ligar para "Ana" {urgente}', valor: 1500 });
    expect(call!.headers['content-type']).toBe('application/json');
    expect(call!.headers['user-agent']).toBe('Orbita-Agentes');
    expect(call!.headers['x-orbita-delivery']).toBe(`${env.run.id}:2`);
    const secret = await webhookSecretFor(db, env.agent.id);
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(verifies(secret, call!.body, call!.headers['x-orbita-signature'])).toBe(true);
    // Another agent's secret does not verify it; a changed body does not either.
    expect(
      verifies(
        await webhookSecretFor(db, randomUUID()),
        call!.body,
        call!.headers['x-orbita-signature'],
      ),
    ).toBe(false);
    expect(verifies(secret, `${call!.body} `, call!.headers['x-orbita-signature'])).toBe(false);
  });

  it('a redirect to an address that is not http(s) fails for good', async () => {
    const receiver = await server((_r, res) => {
      res.writeHead(307, { Location: 'file:///etc/passwd' });
      res.end();
    });
    const failure = await webhookAction.run(hook(receiver.url), envFor()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PermanentActionError);
    expect((failure as Error).message).toBe(
      'O webhook redirecionou para um endereço que não é http(s).',
    );
  });

  it('4xx is permanent (except 408/429), 5xx and 429 are retried, a refused connection is retried', async () => {
    let status = 404;
    const receiver = await server((_r, res) => {
      res.writeHead(status);
      res.end();
    });
    const outcome = async () => {
      const e = await webhookAction.run(hook(receiver.url), envFor()).catch((x: unknown) => x);
      return e instanceof PermanentActionError ? 'permanent' : e instanceof Error ? 'retry' : 'ok';
    };
    expect(await outcome()).toBe('permanent');
    status = 400;
    expect(await outcome()).toBe('permanent');
    status = 429;
    expect(await outcome()).toBe('retry');
    status = 408;
    expect(await outcome()).toBe('retry');
    status = 503;
    expect(await outcome()).toBe('retry');
    status = 204;
    expect(await outcome()).toBe('ok');
    const closed = await server((_r, res) => res.end());
    await closed.close();
    servers.pop();
    const refused = await webhookAction.run(hook(closed.url), envFor()).catch((x: unknown) => x);
    expect(refused).toBeInstanceOf(Error);
    expect(refused).not.toBeInstanceOf(PermanentActionError);
    expect((refused as Error).message).toMatch(
      /^Não foi possível chamar o webhook \(ECONNREFUSED\)/,
    );
  });
});

describe('webhook body', () => {
  const env = envFor({ event: { points: 10, tags: ['a'] }, task: { title: 'Pagar "boleto"' } });

  it('empty: the run input as JSON', () => {
    expect(JSON.parse(webhookBody('', env))).toEqual(env.input);
  });

  it('a JSON template: strings rendered, values escaped; a lone placeholder keeps its type', () => {
    const body = webhookBody(
      '{"t": "{{task.title}}!", "p": "{{event.points}}", "all": "{{event}}", "none": "{{x.y}}"}',
      env,
    );
    expect(JSON.parse(body)).toEqual({
      t: 'Pagar "boleto"!',
      p: 10,
      all: { points: 10, tags: ['a'] },
      none: '',
    });
  });

  it('not JSON: rendered, sent as is when it becomes JSON, else as { text }', () => {
    expect(JSON.parse(webhookBody('{"p": {{event.points}}}', env))).toEqual({ p: 10 });
    expect(JSON.parse(webhookBody('Tarefa: {{task.title}}', env))).toEqual({
      text: 'Tarefa: Pagar "boleto"',
    });
  });
});
