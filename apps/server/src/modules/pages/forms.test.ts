import type { Page } from '@orbita/contracts/pages';
import { describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../../test/kit';
import { PAGE_FORM_RATE_LIMIT } from './form-routes';
import { signedIn } from './pages-test-kit';

const app = await testApp();
const database = testDatabase();
let ipSeq = 0;
/** Each test its own client IP: the per-IP rate limit must not couple tests. */
const newIp = () => `203.0.113.${(ipSeq += 1)}`;

const formBlock = { id: 'f', type: 'form', title: 'Fale', fields: ['name', 'email', 'message'] };

async function pageWithForm(visibility: string, publish = true) {
  const owner = await signedIn(app, database, 'owner');
  const page = (
    await owner.call<Page>('POST', '', { title: 'Contato', blocks: [formBlock], visibility })
  ).body;
  if (publish) expect((await owner.call('POST', `/${page.id}/publish`, {})).status).toBe(200);
  return { owner, page };
}

const send = (pageId: string, ip: string, payload: object | string, blockId = 'f') =>
  app.inject({
    method: 'POST',
    url: `/api/public/pages/forms/${pageId}/${blockId}`,
    remoteAddress: ip,
    ...(typeof payload === 'string'
      ? { payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } }
      : { payload }),
  });

const inbox = async (workspaceId: string) =>
  (
    await database.pool.query<{ content: string }>(
      'select content from flow_items where workspace_id = $1 order by number',
      [workspaceId],
    )
  ).rows.map((r) => r.content);

const answer = { name: 'Ana Souza', email: 'ana@exemplo.com.br', message: 'Quero saber o preço.' };

describe('pages: the public contact form', () => {
  it('an answer (JSON) becomes one inbox item of the page workspace per submit', async () => {
    const { owner, page } = await pageWithForm('public');
    const ip = newIp();
    const res = await send(page.id, ip, answer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Obrigado! Sua mensagem foi enviada.' });
    expect(await inbox(owner.workspaceId)).toEqual([
      'Contato pela página “Contato”: Ana Souza\nNome: Ana Souza\nE-mail: ana@exemplo.com.br\nMensagem:\nQuero saber o preço.',
    ]);
    await send(page.id, ip, { ...answer, name: 'Bia' });
    expect(await inbox(owner.workspaceId)).toHaveLength(2);
  });

  it('a plain HTML form post (JavaScript off) comes back to the page with ?enviado=1', async () => {
    const { owner, page } = await pageWithForm('unlisted');
    const body = new URLSearchParams({ ...answer, voltar: '/site/loja/contato' }).toString();
    const res = await send(page.id, newIp(), body);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/site/loja/contato?enviado=1#bloco-f');
    expect(await inbox(owner.workspaceId)).toHaveLength(1);
    // A way back that is not one of our public pages is never followed (no open redirect).
    const evil = new URLSearchParams({ ...answer, voltar: 'https://evil.example/' }).toString();
    const stay = await send(page.id, newIp(), evil);
    expect(stay.statusCode).toBe(200);
    expect(stay.headers['content-type']).toMatch(/^text\/html/);
    expect(stay.body).toContain('Obrigado! Sua mensagem foi enviada.');
    // A refusal is a readable page too.
    const bad = await send(page.id, newIp(), new URLSearchParams({ name: 'Ana' }).toString());
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Informe um e-mail válido.');
  });

  it('validates the fields the block asks for, with pt-BR messages', async () => {
    const { owner, page } = await pageWithForm('published');
    const res = await send(page.id, newIp(), { name: ' ', email: 'x', message: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'Informe seu nome.',
      email: 'Informe um e-mail válido.',
      message: 'Escreva sua mensagem.',
    });
    const long = await send(page.id, newIp(), { ...answer, message: 'x'.repeat(1201) });
    expect(long.statusCode).toBe(400);
    const huge = await send(page.id, newIp(), { ...answer, message: 'x'.repeat(40_000) });
    expect(huge.statusCode).toBe(413);
    expect(await inbox(owner.workspaceId)).toEqual([]);
  });

  it('a filled honeypot is accepted and dropped', async () => {
    const { owner, page } = await pageWithForm('public');
    const res = await send(page.id, newIp(), { ...answer, website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(await inbox(owner.workspaceId)).toEqual([]);
  });

  it(`rate limits per IP (${PAGE_FORM_RATE_LIMIT} a minute)`, async () => {
    const { owner, page } = await pageWithForm('public');
    const ip = newIp();
    for (let i = 0; i < PAGE_FORM_RATE_LIMIT; i++)
      expect((await send(page.id, ip, answer)).statusCode).toBe(200);
    const limited = await send(page.id, ip, answer);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Muitas tentativas/);
    expect(await inbox(owner.workspaceId)).toHaveLength(PAGE_FORM_RATE_LIMIT);
    expect((await send(page.id, newIp(), answer)).statusCode).toBe(200);
  });

  it('answers 404 unless the page opens publicly, and for a block that is not its form', async () => {
    const privatePage = await pageWithForm('private');
    const draft = await pageWithForm('public', false);
    const open = await pageWithForm('public');
    for (const [label, pageId, blockId] of [
      ['privada', privatePage.page.id, 'f'],
      ['rascunho', draft.page.id, 'f'],
      ['bloco inexistente', open.page.id, 'nao-existe'],
      ['página inexistente', '00000000-0000-4000-8000-000000000000', 'f'],
    ] as const) {
      const res = await send(pageId, newIp(), answer, blockId);
      expect(res.statusCode, label).toBe(404);
      expect(res.json().message, label).toBe('Formulário não encontrado.');
    }
    // Unpublished after going live: closed again.
    await open.owner.call('POST', `/${open.page.id}/unpublish`, {});
    expect((await send(open.page.id, newIp(), answer)).statusCode).toBe(404);
    expect(await inbox(privatePage.owner.workspaceId)).toEqual([]);
    expect(await inbox(draft.owner.workspaceId)).toEqual([]);
  });
});
