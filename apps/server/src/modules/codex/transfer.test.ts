import type { Role } from '@orbita/contracts';
import type {
  Codex,
  CodexBodyNode,
  CodexDetail,
  CodexEntry,
  CodexImportResult,
} from '@orbita/contracts/codex';
import { strToU8, unzipSync, zipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { callerFor, memberOf, ok, testApp, testDatabase, tokenFor } from '../../test/kit';

const app = await testApp();
const database = testDatabase();
const base = '/api/app/codex';

async function member(role: Role, workspaceId?: string) {
  const ids = await memberOf(database, role, workspaceId);
  return callerFor(app, base, await tokenFor(app, database, ids.userId), { ...ids, role });
}
type Member = Awaited<ReturnType<typeof member>>;

const doc = (...content: CodexBodyNode[]): CodexBodyNode => ({ type: 'doc', content });
const p = (...content: CodexBodyNode[]): CodexBodyNode => ({ type: 'paragraph', content });
const text = (value: string, marks?: CodexBodyNode['marks']): CodexBodyNode => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const link = (entryId: string, title: string): CodexBodyNode => ({
  type: 'entryLink',
  attrs: { entryId, title },
});

/** A multipart/form-data body with one `files` part per file. */
function multipart(files: { name: string; data: Uint8Array }[]) {
  const boundary = `----codex${Date.now()}`;
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(file.data),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function importInto(m: Member, codexId: string, files: { name: string; data: Uint8Array }[]) {
  const { payload, contentType } = multipart(files);
  const res = await app.inject({
    method: 'POST',
    url: `${base}/codices/${codexId}/import`,
    headers: { ...m.headers, 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: res.json() as CodexImportResult & { message?: string } };
}

async function exportZip(m: Member, codexId: string) {
  const res = await app.inject({
    method: 'GET',
    url: `${base}/codices/${codexId}/export`,
    headers: m.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  return new Uint8Array(res.rawPayload);
}

/** The codex as (title, parent title, plain text, link titles), in tree order. */
async function snapshot(m: Member, codexId: string) {
  const detail = await ok<CodexDetail>(m.get(`/codices/${codexId}`));
  const titles = new Map(detail.entries.map((e) => [e.id, e.title]));
  const out = [];
  for (const e of detail.entries) {
    const entry = await ok<CodexEntry>(m.get(`/entries/${e.id}`));
    out.push({
      title: e.title,
      parent: e.parentId ? titles.get(e.parentId) : null,
      body: JSON.stringify(entry.body).replace(/"entryId":"[^"]+"/g, '"entryId":"…"'),
      links: entry.links.map((l) => l.title),
    });
  }
  return out;
}

describe('codex: Markdown export and import', () => {
  it('exports a codex as a ZIP (folders = tree, index.md, [[links]]) and imports it back the same', async () => {
    const owner = await member('owner');
    const codex = await ok<Codex>(owner.post('/codices', { name: 'Manual: equipe/2026' }), 201);
    const post = (body: Record<string, unknown>) =>
      ok<CodexEntry>(owner.post(`/codices/${codex.id}/entries`, body), 201);
    const intro = await post({
      title: 'Introdução',
      body: doc(
        { type: 'heading', attrs: { level: 2 }, content: [text('Boas-vindas')] },
        p(text('Leia com '), text('atenção', [{ type: 'bold' }]), text('.')),
      ),
    });
    const process = await post({ title: 'Processos / rotinas' });
    await post({
      title: 'Férias',
      parentId: process.id,
      body: doc(p(text('Veja a '), link(intro.id, 'Introdução'), text(' antes.')), {
        type: 'bulletList',
        content: [{ type: 'listItem', content: [p(text('Um item'))] }],
      }),
    });
    await post({ title: 'Reembolso', parentId: process.id, body: doc(p(text('Nota fiscal.'))) });
    await ok(
      owner.patch(`/entries/${process.id}`, { body: doc(p(text('Como fazemos as coisas.'))) }),
    );

    const zip = await exportZip(owner, codex.id);
    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual([
      'Introdução.md',
      'Processos - rotinas/index.md',
      'Processos - rotinas/Férias.md',
      'Processos - rotinas/Reembolso.md',
    ]);
    const ferias = strFromU8(files['Processos - rotinas/Férias.md']!);
    expect(ferias).toBe('# Férias\n\nVeja a [[Introdução]] antes.\n\n-   Um item\n');
    expect(strFromU8(files['Introdução.md']!)).toContain('**atenção**');

    // One entry as .md.
    const one = await app.inject({
      method: 'GET',
      url: `${base}/entries/${process.id}/export`,
      headers: owner.headers,
    });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toContain('text/markdown');
    expect(one.body).toBe('# Processos / rotinas\n\nComo fazemos as coisas.\n');

    const copy = await ok<Codex>(owner.post('/codices', { name: 'Cópia' }), 201);
    const imported = await importInto(owner, copy.id, [{ name: 'manual.zip', data: zip }]);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.created).toBe(4);
    expect(await snapshot(owner, copy.id)).toEqual(await snapshot(owner, codex.id));
  });

  it('imports loose .md files at the root, linking [[titles]] among them', async () => {
    const owner = await member('owner');
    const codex = await ok<Codex>(owner.post('/codices', { name: 'Notas' }), 201);
    const result = await importInto(owner, codex.id, [
      { name: 'a.md', data: strToU8('# Alfa\n\nVer [[Beta]] e [[Ninguém]].') },
      { name: 'beta.md', data: strToU8('Sem título no arquivo.') },
    ]);
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    expect(result.body.entries.map((e) => [e.title, e.parentId])).toEqual([
      ['Alfa', null],
      ['beta', null],
    ]);
    // "Beta" matches the file-named entry "beta" (case-insensitive); the unknown stays text.
    const alfa = await ok<CodexEntry>(owner.get(`/entries/${result.body.entries[0]!.id}`));
    expect(alfa.links.map((l) => l.title)).toEqual(['beta']);
    expect(JSON.stringify(alfa.body)).toContain('[[Ninguém]]');
  });

  it('refuses hostile uploads with 422 pt-BR: too many files, too large inflated, not Markdown', async () => {
    const owner = await member('owner');
    const codex = await ok<Codex>(owner.post('/codices', { name: 'Alvo' }), 201);

    const many: Record<string, Uint8Array> = {};
    for (let n = 0; n < 501; n += 1) many[`n${n}.md`] = strToU8(`# N${n}`);
    const tooMany = await importInto(owner, codex.id, [
      { name: 'muitos.zip', data: zipSync(many) },
    ]);
    expect(tooMany).toMatchObject({
      status: 422,
      body: { message: 'A importação tem mais de 500 arquivos.' },
    });

    // 30 MB of zeros deflate to a few KB: stopped while inflating, at 20 MB.
    const bomb = zipSync({ 'bomba.md': new Uint8Array(30 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(100_000);
    const inflated = await importInto(owner, codex.id, [{ name: 'bomba.zip', data: bomb }]);
    expect(inflated).toMatchObject({
      status: 422,
      body: { message: 'O conteúdo descompactado passa de 20 MB.' },
    });

    const notZip = await importInto(owner, codex.id, [{ name: 'x.exe', data: strToU8('MZ') }]);
    expect(notZip).toMatchObject({
      status: 422,
      body: { message: 'Envie só arquivos .zip ou .md.' },
    });
    const deep = await importInto(owner, codex.id, [
      { name: 'fundo.zip', data: zipSync({ 'a/b/c/d/e/f/g/h/i.md': strToU8('x') }) },
    ]);
    expect(deep.status).toBe(422);
    const corrupt = await importInto(owner, codex.id, [
      { name: 'quebrado.zip', data: strToU8('PK\u0003\u0004 não é zip') },
    ]);
    expect(corrupt.status).toBe(422);

    // Nothing of any refused import was kept.
    expect((await ok<CodexDetail>(owner.get(`/codices/${codex.id}`))).entries).toEqual([]);

    const viewer = await member('viewer', owner.workspaceId);
    const refused = await importInto(viewer, codex.id, [{ name: 'a.md', data: strToU8('# A') }]);
    expect(refused.status).toBe(403);
  });
});
